import { useEffect, useState } from 'react';

// What the customer already did on this link (documents opened and accepted, consent), kept for
// the tab's life so a reload, or coming back from a document, does not make them start over.

interface Progress {
  opened: string[];
  accepted: string[];
  consent: boolean;
}

const empty: Progress = { opened: [], accepted: [], consent: false };
const keyOf = (slug: string) => `signature-progress:${slug}`;

function stored(slug: string): Progress {
  try {
    const value = JSON.parse(sessionStorage.getItem(keyOf(slug)) ?? 'null') as Partial<Progress> | null;
    if (!value) return empty;
    const ids = (list: unknown) => (Array.isArray(list) ? list.filter((id) => typeof id === 'string') : []);
    return { opened: ids(value.opened), accepted: ids(value.accepted), consent: value.consent === true };
  } catch {
    return empty;
  }
}

export function useSignatureProgress(slug: string) {
  const [progress, setProgress] = useState<Progress>(() => stored(slug));
  useEffect(() => {
    try {
      sessionStorage.setItem(keyOf(slug), JSON.stringify(progress));
    } catch {
      // Private modes may refuse storage: the page still works, it just forgets on reload.
    }
  }, [slug, progress]);
  const toggle = (list: string[], id: string, on: boolean) =>
    on ? [...new Set([...list, id])] : list.filter((item) => item !== id);
  return {
    opened: new Set(progress.opened),
    accepted: new Set(progress.accepted),
    consent: progress.consent,
    open: (id: string) => setProgress((before) => ({ ...before, opened: toggle(before.opened, id, true) })),
    accept: (id: string, on: boolean) =>
      setProgress((before) => ({ ...before, accepted: toggle(before.accepted, id, on) })),
    setConsent: (consent: boolean) => setProgress((before) => ({ ...before, consent })),
    forget: () => sessionStorage.removeItem(keyOf(slug)),
  };
}
