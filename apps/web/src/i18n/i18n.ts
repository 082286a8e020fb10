import { useSyncExternalStore } from 'react';
import type { Messages } from './locales/es.js';
import { esCore } from './locales/es-core.js';

// A small translator instead of i18next + react-i18next: the login page has a 170 kB gzip budget
// for all its JavaScript, and those two cost about 20 kB of it for what this app needs: nested
// keys checked at compile time, {{param}} interpolation and plurals (Intl.PluralRules). Catalogues
// come in parts: the login loads only the core one; the account screens and the dashboard bring
// their own.
export const appLanguages = ['es', 'en'] as const;
export type AppLanguage = (typeof appLanguages)[number];
export type CatalogPart =
  | 'core'
  | 'account'
  | 'dashboard'
  | 'simulator'
  | 'application'
  | 'identity'
  | 'help'
  | 'desk'
  | 'templates'
  | 'lender'
  | 'verification'
  | 'compliance';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;
export type TranslateParams = Record<string, string | number>;

const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur']);
export const isRtlLanguage = (language: string) => rtlLanguages.has(language.split('-')[0] ?? '');
export const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && (appLanguages as readonly string[]).includes(value);

// A part holds some groups, and of a shared group (validation) some messages.
type Catalog = { [K in keyof Messages]?: Partial<Messages[K]> };
// Every part's file (`es-desk.ts` exports `esDesk`), fetched when a screen first wants it; the
// Spanish core comes with the app. One glob instead of a loader per part and language keeps the
// login's download from growing with each part (es.ts and en.ts check every part's shape).
const catalogFiles = import.meta.glob<Record<string, Catalog>>(['./locales/es-*.ts', './locales/en-*.ts']);

async function loadPart(target: AppLanguage, part: CatalogPart): Promise<Catalog> {
  if (target === 'es' && part === 'core') return esCore;
  const file = await catalogFiles[`./locales/${target}-${part}.ts`]!();
  return file[`${target}${part[0]!.toUpperCase()}${part.slice(1)}`]!;
}

const catalogs: Record<AppLanguage, Catalog> = { es: { ...esCore }, en: {} };
const loaded: Record<AppLanguage, Set<CatalogPart>> = { es: new Set(['core']), en: new Set() };
const wanted = new Set<CatalogPart>(['core']);
let language: AppLanguage = 'es';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Loads what the screens want in a language; answers whether anything was new. */
async function ensureLoaded(target: AppLanguage) {
  const missing = [...wanted].filter((part) => !loaded[target].has(part));
  // Fetched side by side (one after another, a phone paid a round trip per part), merged in the
  // order the screens asked for them.
  const parts = await Promise.all(missing.map((part) => loadPart(target, part)));
  missing.forEach((part, index) => {
    if (loaded[target].has(part)) return;
    // One level deep: a part may add to a group another part started (validation messages).
    const catalog = catalogs[target] as Record<string, unknown>;
    for (const [group, value] of Object.entries(parts[index]!)) {
      catalog[group] = typeof value === 'object' ? { ...(catalog[group] as object), ...value } : value;
    }
    loaded[target].add(part);
  });
  return missing.length > 0;
}

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** A message in a given language, else in the one shown, else in Spanish. */
export function translateIn(target: AppLanguage, key: MessageKey, params?: TranslateParams): string {
  let resolved: string = key;
  if (typeof params?.count === 'number') {
    const plural = `${key}_${new Intl.PluralRules(target).select(params.count)}`;
    if (lookup(catalogs[target], plural) !== undefined) resolved = plural;
  }
  const template =
    lookup(catalogs[target], resolved) ??
    lookup(catalogs[language], resolved) ??
    lookup(catalogs.es, resolved) ??
    key;
  if (!params) return template;
  // A value that ends a sentence with its own period ("11:45 a.m.") takes no second one.
  return template.replace(/\{\{(\w+)\}\}(\.?)/g, (whole, name: string, period: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return period && value.endsWith('.') ? value : value + period;
  });
}

export const translate = (key: MessageKey, params?: TranslateParams) => translateIn(language, key, params);

export const currentLanguage = () => language;

// The language a switch under way will show once its words have arrived.
let settling: AppLanguage = language;

/** The language the app speaks once a switch under way is done (the one it speaks otherwise). */
export const settlingLanguage = () => settling;

export async function setLanguage(next: AppLanguage) {
  settling = next;
  await ensureLoaded(next);
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  notify();
}

/** The parts the screens use, also in a language other than the one shown. */
export async function loadLanguage(target: AppLanguage) {
  // Each screen that speaks to the customer asks; only new messages re-render the app.
  if (await ensureLoaded(target)) notify();
}

// A screen that needs a part of the catalogue loads it (in the current language) before it shows.
export async function loadCatalogPart(part: CatalogPart) {
  wanted.add(part);
  await ensureLoaded(language);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Re-renders the component when the language (or a loaded part) changes.
let version = 0;
listeners.add(() => {
  version += 1;
});
export function useTranslation() {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return { t: translate, language };
}
