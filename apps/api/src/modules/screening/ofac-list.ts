import { parseCsv } from '../catalogs/csv.js';
import { ListFileError, listText, type ParsedEntry } from './list-files.js';

// OFAC's SDN list as the Treasury publishes it in CSV (sdn.csv, and the alternate names in
// alt.csv), per OFAC's data specification (dat_spec.txt): no header row; "-0-" stands for an empty
// field; the file may end with a DOS end-of-file character (0x1A).
//   sdn.csv: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT,
//            Vess_flag, Vess_owner, Remarks
//   alt.csv: ent_num, alt_num, alt_type, alt_name, alt_remarks
// Individuals are written "LAST, First"; SDN_Type is "individual", "vessel", "aircraft" or empty
// for an entity. Vessels and aircraft are not customers: they are left out. Mexican entries carry
// their ids in the remarks ("C.U.R.P. …", "R.F.C. …").

const nullField = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-0-' ? null : trimmed;
};

// DOS's end-of-file character, which OFAC's files end with.
const endOfFile = String.fromCharCode(0x1a);
const rowsOf = (bytes: Buffer) =>
  parseCsv(listText('ofac', bytes).replaceAll(endOfFile, '')).filter((row) =>
    row.some((cell) => cell.trim() !== ''),
  );

// "GUZMAN LOERA, Joaquin" → "Joaquin GUZMAN LOERA" (an entity's name has no comma to turn).
const personName = (name: string) => {
  const comma = name.indexOf(',');
  return comma < 0 ? name : `${name.slice(comma + 1).trim()} ${name.slice(0, comma).trim()}`;
};

const idIn = (remarks: string | null, label: RegExp) => remarks?.match(label)?.[1]?.toUpperCase() ?? null;

export function parseOfacSdn(bytes: Buffer): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  rowsOf(bytes).forEach((cells, index) => {
    if (cells.length !== 12 || !/^\d+$/.test(cells[0]!.trim()) || !nullField(cells[1]))
      throw new ListFileError('ofac', 'screening.list_bad_row', index + 1);
    const type = nullField(cells[2])?.toLowerCase() ?? null;
    if (type === 'vessel' || type === 'aircraft') return;
    const remarks = nullField(cells[11]);
    const individual = type === 'individual';
    entries.push({
      reference: cells[0]!.trim(),
      kind: individual ? 'individual' : 'entity',
      name: individual ? personName(nullField(cells[1])!) : nullField(cells[1])!,
      aliases: [],
      curp: idIn(remarks, /C\.U\.R\.P\.\s*([A-Z0-9]{18})/i),
      rfc: idIn(remarks, /R\.F\.C\.\s*([A-Z&Ñ0-9]{12,13})/i),
      birthDate: remarks?.match(/DOB ([^;]+);/)?.[1]?.trim() ?? null,
      details: [nullField(cells[3]), remarks].filter(Boolean).join(' — ') || null,
    });
  });
  return entries;
}

/** Adds alt.csv's names to the SDN entries they belong to (an alias of an entry not loaded is
 * skipped: alt.csv also covers vessels). */
export function withOfacAliases(entries: ParsedEntry[], altBytes: Buffer) {
  const byReference = new Map(entries.map((entry) => [entry.reference, entry]));
  rowsOf(altBytes).forEach((cells, index) => {
    if (cells.length !== 5 || !/^\d+$/.test(cells[0]!.trim()))
      throw new ListFileError('ofac', 'screening.list_bad_row', index + 1);
    const entry = byReference.get(cells[0]!.trim());
    const alias = nullField(cells[3]);
    if (entry && alias) entry.aliases.push(entry.kind === 'individual' ? personName(alias) : alias);
  });
  return entries;
}
