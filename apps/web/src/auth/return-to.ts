// returnTo accepts only a path of this site: not "//host", not "/\host", not "http:" or any scheme.
export function safeReturnTo(value: string | null | undefined, fallback = '/dashboard') {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, 'https://origina.invalid');
    if (url.origin !== 'https://origina.invalid') return fallback;
    // Normalising can make a host of a path ("/.//evil.example" becomes "//evil.example"): check
    // what comes out, not only what went in.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') || path.startsWith('/\\') ? fallback : path;
  } catch {
    return fallback;
  }
}

export const loginPathWithReturnTo = (path: string) => `/auth/login?returnTo=${encodeURIComponent(path)}`;
