import { parseCsv } from '../catalogs/csv.js';
import { emptyToNull, ListFileError, listText, type ParsedEntry } from './list-files.js';

// The UIF's blocked-persons list (Lista de Personas Bloqueadas) in a CSV layout OF OUR OWN: the
// UIF hands the list to reporting entities through its own channel and its file format is not
// public, so the compliance officer transcribes it into this layout (docs/screening.md):
//   referencia,tipo,nombre,apellido_paterno,apellido_materno,curp,rfc,fecha_nacimiento,alias,observaciones
// `tipo` is `fisica` or `moral` (a company: its name in `nombre`, no surnames); `alias` holds
// several names separated by "|". UTF-8, a header row, RFC 4180 quoting.
const uifColumns = [
  'referencia',
  'tipo',
  'nombre',
  'apellido_paterno',
  'apellido_materno',
  'curp',
  'rfc',
  'fecha_nacimiento',
  'alias',
  'observaciones',
] as const;

export function parseUifList(bytes: Buffer): ParsedEntry[] {
  const [header, ...rows] = parseCsv(listText('uif', bytes)).filter((row) =>
    row.some((cell) => cell.trim() !== ''),
  );
  const columns = header?.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (uifColumns.some((column, index) => columns[index] !== column))
    throw new ListFileError('uif', 'screening.list_unreadable', 1);
  return rows.map((cells, index) => {
    const line = index + 2;
    const value = (column: (typeof uifColumns)[number]) => emptyToNull(cells[uifColumns.indexOf(column)]);
    const kind = value('tipo')?.toLowerCase();
    const given = value('nombre');
    const reference = value('referencia');
    if (cells.length !== uifColumns.length || !given || !reference || (kind !== 'fisica' && kind !== 'moral'))
      throw new ListFileError('uif', 'screening.list_bad_row', line);
    return {
      reference,
      kind: kind === 'fisica' ? 'individual' : 'entity',
      name: [given, value('apellido_paterno'), value('apellido_materno')].filter(Boolean).join(' '),
      aliases: (value('alias') ?? '')
        .split('|')
        .map((alias) => alias.trim())
        .filter(Boolean),
      curp: value('curp')?.toUpperCase() ?? null,
      rfc: value('rfc')?.toUpperCase() ?? null,
      birthDate: value('fecha_nacimiento'),
      details: value('observaciones'),
    };
  });
}
