import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ListFileError, listText, type ParsedEntry } from './list-files.js';

// The UN Security Council consolidated list as published in XML
// (scsanctions.un.org/resources/xml/en/consolidated.xml):
//   CONSOLIDATED_LIST > INDIVIDUALS > INDIVIDUAL: DATAID, FIRST_NAME, SECOND_NAME, THIRD_NAME,
//     FOURTH_NAME, UN_LIST_TYPE, REFERENCE_NUMBER, LISTED_ON, COMMENTS1, INDIVIDUAL_ALIAS
//     (QUALITY, ALIAS_NAME), INDIVIDUAL_DATE_OF_BIRTH (TYPE_OF_DATE, DATE or YEAR), …
//   CONSOLIDATED_LIST > ENTITIES > ENTITY: DATAID, FIRST_NAME (the entity's name), UN_LIST_TYPE,
//     REFERENCE_NUMBER, COMMENTS1, ENTITY_ALIAS (QUALITY, ALIAS_NAME), …

type Node = Record<string, unknown>;
const repeated = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
]);
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => repeated.has(name),
  // The list uses the XML entities only; no DOCTYPE may define more.
  processEntities: true,
  htmlEntities: false,
});

const textOf = (node: Node, name: string) => {
  const value = node[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
const listOf = (value: unknown) => (Array.isArray(value) ? (value as Node[]) : []);

function entryOf(node: Node, kind: ParsedEntry['kind']): ParsedEntry | null {
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => textOf(node, part))
    .filter(Boolean)
    .join(' ');
  if (!name) return null;
  const aliases = listOf(node[kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS'])
    .map((alias) => textOf(alias, 'ALIAS_NAME'))
    .filter((alias): alias is string => alias !== null);
  const born = listOf(node.INDIVIDUAL_DATE_OF_BIRTH)[0];
  return {
    reference: textOf(node, 'REFERENCE_NUMBER') ?? textOf(node, 'DATAID') ?? name,
    kind,
    name,
    aliases,
    curp: null,
    rfc: null,
    birthDate: born ? (textOf(born, 'DATE') ?? textOf(born, 'YEAR')) : null,
    details:
      [textOf(node, 'UN_LIST_TYPE'), textOf(node, 'COMMENTS1')?.slice(0, 500)].filter(Boolean).join(' — ') ||
      null,
  };
}

export function parseUnList(bytes: Buffer): ParsedEntry[] {
  const text = listText('un', bytes);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ListFileError('un', 'screening.list_bad_row', valid.err.line);
  if (/<!DOCTYPE/i.test(text)) throw new ListFileError('un', 'screening.list_unreadable');
  const root = (parser.parse(text) as Node).CONSOLIDATED_LIST as Node | undefined;
  if (!root || typeof root !== 'object') throw new ListFileError('un', 'screening.list_unreadable');
  const people = listOf((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL).map((node) =>
    entryOf(node, 'individual'),
  );
  const entities = listOf((root.ENTITIES as Node | undefined)?.ENTITY).map((node) => entryOf(node, 'entity'));
  return [...people, ...entities].filter((entry): entry is ParsedEntry => entry !== null);
}
