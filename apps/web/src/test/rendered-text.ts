import { type CatalogPart, loadCatalogPart, setLanguage } from '../i18n/i18n.js';

// What the component tests share: a component rendered to HTML on the server, read as a user
// reads it, in Spanish (the default) and in English.

/** The words a screen shows, without its markup and styles. */
export const shownText = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Loads the catalogue parts a component reads, in both languages, and leaves Spanish on. */
export async function loadLanguages(...parts: CatalogPart[]) {
  // i18n sets <html lang>; the server render has no document.
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  for (const part of parts) await loadCatalogPart(part);
  await setLanguage('en');
  await setLanguage('es');
}

/** Runs `read` in English, then puts Spanish back whatever happens. */
export async function inEnglish<T>(read: () => T | Promise<T>): Promise<T> {
  await setLanguage('en');
  try {
    return await read();
  } finally {
    await setLanguage('es');
  }
}
