// The marks a one-line field refuses inside it (text-rule.ts), and the refusal's words.

export const lineBreaks = { CR: '\r', LF: '\n', 'U+2028': '\u2028', 'U+2029': '\u2029', TAB: '\t' };

export const singleLineMessage = {
  es: 'Escribe este dato en una sola línea, sin saltos de línea ni tabuladores.',
  en: 'Write this on a single line, without line breaks or tabs.',
};

/** `value` with `mark` in its middle (at either end it would be trimmed away, not refused). */
export const broken = (value: string, mark: string) =>
  `${value.slice(0, Math.ceil(value.length / 2))}${mark}${value.slice(Math.ceil(value.length / 2))}`;
