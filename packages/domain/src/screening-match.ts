import { nameSimilarity, nameTokens } from './screening-names.js';

// Matching a customer against the loaded lists (issue 32): exact CURP and RFC, and names scored
// by `nameSimilarity`. Pure: the API builds the index from the stored entries and keeps it while
// the loads it was built from are the current ones.

export const screeningSources = ['uif', 'ofac', 'un'] as const;
export type ScreeningSource = (typeof screeningSources)[number];

export interface ListEntry {
  id: string;
  source: ScreeningSource;
  // The list's own identifier (OFAC's ent_num, the UN's reference number, the UIF row's).
  reference: string;
  name: string;
  aliases: readonly string[];
  curp: string | null;
  rfc: string | null;
}

export interface ScreenedPerson {
  name: string;
  curp: string | null;
  rfc: string | null;
}

type MatchKind = 'curp' | 'rfc' | 'name' | 'alias';

export interface ScreeningHit {
  entryId: string;
  source: ScreeningSource;
  reference: string;
  entryName: string;
  matched: MatchKind;
  // The list's value that matched (the CURP, the RFC, the name or the alias).
  matchedValue: string;
  score: number;
}

// The default name threshold. With the 80/20 weighting of `nameSimilarity`, a name whose every
// token is on the entry scores 0.93 or more even with a surname missing on one side; one typo in
// a surname of six letters costs about 0.13 of that token (0.03–0.05 of the score). 0.88 keeps
// both, while a shared given name and first surname with a different second surname ("María
// García López" against "María García Torres") falls to about 0.7. A lender may tune it
// (SCREENING_NAME_THRESHOLD).
const defaultNameThreshold = 0.88;

const blockKey = (token: string) => token.slice(0, 3);
const plainId = (value: string | null) => value?.trim().toUpperCase() || null;

interface IndexedName {
  entry: number;
  alias: boolean;
  value: string;
  tokens: string[];
}

export interface ListIndex {
  entries: readonly ListEntry[];
  names: IndexedName[];
  byBlock: Map<string, number[]>;
  byCurp: Map<string, number[]>;
  byRfc: Map<string, number[]>;
}

const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Indexes the entries: every name and alias by the first letters of its tokens, CURP and RFC. */
export function indexEntries(entries: readonly ListEntry[]): ListIndex {
  const index: ListIndex = { entries, names: [], byBlock: new Map(), byCurp: new Map(), byRfc: new Map() };
  entries.forEach((entry, position) => {
    const curp = plainId(entry.curp);
    const rfc = plainId(entry.rfc);
    if (curp) push(index.byCurp, curp, position);
    if (rfc) push(index.byRfc, rfc, position);
    for (const [value, alias] of [
      [entry.name, false] as const,
      ...entry.aliases.map((name) => [name, true] as const),
    ]) {
      const tokens = nameTokens(value);
      if (tokens.length === 0) continue;
      const name = index.names.push({ entry: position, alias, value, tokens }) - 1;
      for (const key of new Set(tokens.map(blockKey))) push(index.byBlock, key, name);
    }
  });
  return index;
}

/** Every entry that names the person: CURP or RFC equal, or a name or alias at or above the
 * threshold (one hit per entry, the strongest). */
export function screenPerson(
  index: ListIndex,
  person: ScreenedPerson,
  threshold = defaultNameThreshold,
): ScreeningHit[] {
  const hits = new Map<number, ScreeningHit>();
  const keep = (position: number, matched: MatchKind, matchedValue: string, score: number) => {
    const known = hits.get(position);
    if (known && known.score >= score) return;
    const entry = index.entries[position]!;
    hits.set(position, {
      entryId: entry.id,
      source: entry.source,
      reference: entry.reference,
      entryName: entry.name,
      matched,
      matchedValue,
      score,
    });
  };
  const curp = plainId(person.curp);
  const rfc = plainId(person.rfc);
  for (const position of (curp && index.byCurp.get(curp)) || []) keep(position, 'curp', curp!, 1);
  for (const position of (rfc && index.byRfc.get(rfc)) || []) keep(position, 'rfc', rfc!, 1);
  const tokens = nameTokens(person.name);
  // Candidates share the start of at least two tokens (or the one token of a one-token name).
  const shared = new Map<number, number>();
  for (const key of new Set(tokens.map(blockKey)))
    for (const name of index.byBlock.get(key) ?? []) shared.set(name, (shared.get(name) ?? 0) + 1);
  for (const [name, count] of shared) {
    const candidate = index.names[name]!;
    if (count < Math.min(2, tokens.length, candidate.tokens.length)) continue;
    const score = nameSimilarity(tokens, candidate.tokens);
    if (score >= threshold) keep(candidate.entry, candidate.alias ? 'alias' : 'name', candidate.value, score);
  }
  return [...hits.values()].sort((a, b) => b.score - a.score);
}
