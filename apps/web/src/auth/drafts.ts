// Unsaved application steps kept on this device (features/new-application/unsaved-changes.tsx).
// They hold personal data, so signing out discards them all.
const prefix = 'origina.draft:';

export const draftStorageKey = (name: string) => `${prefix}${name}`;

export function discardDrafts() {
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private modes): nothing was kept then.
  }
}
