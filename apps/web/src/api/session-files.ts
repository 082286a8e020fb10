import { useEffect, useState } from 'react';
import { apiRequest } from './client.js';

// Files the API serves only to the signed-in session (documents, identity photos, contracts):
// fetched with the session's token as a blob, never through a public address.

const fetchFile = (downloadUrl: string) =>
  apiRequest<Blob>(downloadUrl.replace(/^\/api\/v1/, ''), { as: 'blob' });

/** The file as an object URL to show in place (released when the screen leaves it). */
export function useSessionFileUrl(downloadUrl: string) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    setError(null);
    fetchFile(downloadUrl)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(failure);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [downloadUrl]);
  return { url, error };
}

/** The file handed to the browser to save under `fileName`. */
export async function saveSessionFile(downloadUrl: string, fileName: string) {
  const url = URL.createObjectURL(await fetchFile(downloadUrl));
  Object.assign(window.document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
}
