// How a person's name is compared with a list entry's: reduced to tokens that survive accents,
// case, punctuation, word order and the particles of Spanish surnames, then scored 0–1.

// Particles that join Spanish (and a few other) surnames: "de la Cruz" and "Cruz" are the same
// surname for a list that may write either.
const particles = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'da',
  'do',
  'dos',
  'van',
  'von',
  'di',
  'al',
  'el',
  'bin',
  'ibn',
]);

/** Lower case, no accents, letters and digits only: "Núñez-Peña" → "nunez pena". */
export const plainText = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The tokens a name is compared by, particles and one-letter initials left out. */
export const nameTokens = (name: string) =>
  plainText(name)
    .split(' ')
    .filter((token) => token.length > 1 && !particles.has(token));

// Levenshtein distance with two rows: names are short, so the plain algorithm is fast enough.
function distance(a: string, b: string) {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How alike two tokens are, 0–1 (1 − edit distance / the longer length). */
const tokenSimilarity = (a: string, b: string) =>
  a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length);

// A token pair below this is no match at all (a typo in a long surname stays above it; two
// different short names such as "ana" and "eva" fall below).
const tokenFloor = 0.75;

/**
 * How alike a customer's name and a list entry's name are, 0–1, whatever the word order.
 *
 * Each token of the shorter name is paired with its most alike unpaired token of the longer one.
 * The score weighs how well the shorter name is covered (80%) and how much of the longer one is
 * (20%): a list that omits the second surname ("Juan Pérez" for "Juan Pérez Gómez") still scores
 * high, while an extra unmatched given name costs a little. Names of one token (after particles)
 * are compared only with names of one token: a single word matches too many people.
 */
export function nameSimilarity(customer: readonly string[], entry: readonly string[]) {
  if (customer.length === 0 || entry.length === 0) return 0;
  const [shorter, longer] = customer.length <= entry.length ? [customer, entry] : [entry, customer];
  if (shorter.length === 1 && longer.length > 1) return 0;
  const free = [...longer];
  let total = 0;
  let paired = 0;
  for (const token of shorter) {
    let best = -1;
    let bestScore = 0;
    free.forEach((candidate, index) => {
      const score = tokenSimilarity(token, candidate);
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best >= 0 && bestScore >= tokenFloor) {
      total += bestScore;
      paired += 1;
      free.splice(best, 1);
    }
  }
  return Math.round((0.8 * (total / shorter.length) + 0.2 * (paired / longer.length)) * 1000) / 1000;
}
