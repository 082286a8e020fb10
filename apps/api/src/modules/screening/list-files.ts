import type { ScreeningSource } from '@origina/domain/screening-match';
import type { Language, MessageKey } from '../../i18n/messages.js';

// What a list file gives, whatever its source: one row per person or entity.
export interface ParsedEntry {
  reference: string;
  kind: 'individual' | 'entity';
  name: string;
  aliases: string[];
  curp: string | null;
  rfc: string | null;
  birthDate: string | null;
  details: string | null;
}

export const listNames: Record<ScreeningSource, Record<Language, string>> = {
  uif: { es: 'UIF (Lista de Personas Bloqueadas)', en: 'UIF (blocked-persons list)' },
  ofac: { es: 'OFAC SDN', en: 'OFAC SDN' },
  un: {
    es: 'ONU (lista consolidada del Consejo de Seguridad)',
    en: 'UN (Security Council consolidated list)',
  },
};

/** A file that is not the list it was loaded as: a message key, and the row that gave it away. */
export class ListFileError extends Error {
  constructor(
    readonly source: ScreeningSource,
    readonly key: Extract<MessageKey, `screening.${string}`>,
    readonly line: number | null = null,
  ) {
    super(`${listNames[source].en}: ${key}${line === null ? '' : ` (line ${line})`}`);
  }
}

/** The file's text: UTF-8 (a BOM dropped); a file that is not text is not a list. */
export function listText(source: ScreeningSource, bytes: Buffer) {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL means a binary file
  if (text.trim() === '' || /\u0000/.test(text)) throw new ListFileError(source, 'screening.list_unreadable');
  return text;
}

export const emptyToNull = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
