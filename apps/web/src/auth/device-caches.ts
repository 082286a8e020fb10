// The service worker's runtime caches (vite.config.ts): the lender's catalogues and the postal codes
// this promoter looked up. Nothing personal, but the postal codes say where the promoter's customers
// live and every entry was fetched with the session's token: they go with it at sign-out (the
// precached app files stay; they are the same for everyone).
export const runtimeCaches = { catalogues: 'origina-catalogues', referenceLists: 'origina-reference-lists' };

export function discardRuntimeCaches() {
  if (typeof caches === 'undefined') return;
  for (const name of Object.values(runtimeCaches)) void caches.delete(name).catch(() => undefined);
}

/** The account's applications kept for an offline reload (api/application-copies.ts): customers'
 * personal data, so they leave the device whenever the session ends, signed out or expired. Imported
 * on demand: the sign-in page's chunk stays without IndexedDB's code. */
export const discardApplicationCopiesOf = (userId: string) =>
  import('../api/application-copies.js')
    .then(({ discardApplicationCopies }) => discardApplicationCopies(userId))
    .catch(() => undefined);
