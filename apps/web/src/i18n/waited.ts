// How long something has waited since a moment, in the reader's language ("hace 3 h").
export function formatWaited(since: string | null, language: string) {
  if (!since) return '—';
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(since)) / 60_000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'narrow' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / 1440), 'day');
}
