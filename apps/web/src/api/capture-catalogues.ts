import type { Application } from '@origina/domain/application-api';
import type { ApplicationData } from '@origina/domain/application-sections';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOffline } from '../offline/network-status.js';
import { affiliatesQuery } from './affiliates.js';
import { banksQuery } from './banks.js';
import { branchesQuery } from './branches.js';
import { countriesQuery } from './countries.js';
import { requiredDocumentsQuery } from './document-types.js';
import { identificationTypesQuery } from './identification-types.js';
import { productOptionsQuery } from './product-options.js';
import { productsQuery } from './products.js';
import { isPostalCode, postalCodeQuery } from './zip-codes.js';

// A convenio's products (their terms, their documents) are fetched ahead for every convenio only
// while there are few of them; with more, for the chosen one once it is chosen online.
const everyConvenioUpTo = 20;

/** What in an application decides which lookups its steps read. */
export interface CaptureChoices {
  affiliate?: string | undefined;
  product?: string | undefined;
  payoffs: number;
  zip?: string | undefined;
}

function captureChoices(application?: Application): CaptureChoices {
  const data = (application?.data ?? {}) as ApplicationData;
  return {
    affiliate: data.convenio?.affiliate,
    product: data.producto?.product,
    payoffs: data.datos_laborales?.payoffs?.length ?? 0,
    zip: data.domicilio?.zip,
  };
}

/**
 * Fetches, while online, every lookup the capture steps read (issue 35): a step reached offline
 * finds its list in the query cache, and after a reload offline in the service worker's runtime
 * cache (vite.config.ts), which keeps each answer that passes through it. The same queries (keys and
 * requests) the steps use; each is fetched only when its copy is stale (staleTime).
 */
async function prefetchCaptureCatalogues(
  client: QueryClient,
  { affiliate: chosenAffiliate, product: chosenProduct, payoffs, zip }: CaptureChoices,
  // Asked of the network again even when the query cache holds them: once the service worker takes
  // the page, so that its cache keeps what was fetched before it was there.
  again = false,
) {
  const fresh = again ? { staleTime: 0 } : {};
  const lists: Promise<unknown>[] = [
    client.prefetchQuery({ ...branchesQuery(), ...fresh }),
    client.prefetchQuery({ ...banksQuery(), ...fresh }),
    client.prefetchQuery({ ...countriesQuery(), ...fresh }),
    client.prefetchQuery({ ...identificationTypesQuery(), ...fresh }),
  ];
  if (zip && isPostalCode(zip)) lists.push(client.prefetchQuery({ ...postalCodeQuery(zip), ...fresh }));

  const affiliates = (await client.fetchQuery({ ...affiliatesQuery(), ...fresh })).results;
  const convenios = chosenAffiliate
    ? [chosenAffiliate]
    : affiliates.length <= everyConvenioUpTo
      ? affiliates.map((affiliate) => affiliate.id)
      : [];
  await Promise.all([
    ...lists,
    ...convenios.map(async (affiliate) => {
      const offered = (await client.fetchQuery({ ...productsQuery(affiliate), ...fresh })).results.map(
        (product) => product.id,
      );
      // Each product's terms and documents: the Producto and Datos de la solicitud steps offline.
      const products =
        affiliate === chosenAffiliate && chosenProduct && !offered.includes(chosenProduct)
          ? [...offered, chosenProduct]
          : offered;
      await Promise.all(
        products.flatMap((product) => [
          client.prefetchQuery({ ...productOptionsQuery(product), ...fresh }),
          client.prefetchQuery({ ...requiredDocumentsQuery(affiliate, product, payoffs), ...fresh }),
        ]),
      );
    }),
  ]);
}

/** Fetches the capture's lookups ahead while online, when a capture starts or opens, and again when
 * its convenio or product changes (their products, terms and documents). */
export function usePrefetchCaptureCatalogues(application?: Application) {
  const client = useQueryClient();
  // Primitives: the application is read again on every save, the lookups change only with these.
  const { affiliate, product, payoffs, zip } = captureChoices(application);
  useEffect(() => {
    if (isOffline()) return;
    // A lookup that fails now is fetched by its step later, as before.
    void prefetchCaptureCatalogues(client, { affiliate, product, payoffs, zip }).catch(() => undefined);
    // The service worker registers a while after the dashboard settles: what was fetched before it
    // took the page is only in memory, so it is fetched once more through it when it does.
    const worker = navigator.serviceWorker;
    if (!worker || worker.controller) return;
    const throughTheWorker = () => {
      if (isOffline()) return;
      void prefetchCaptureCatalogues(client, { affiliate, product, payoffs, zip }, true).catch(
        () => undefined,
      );
    };
    worker.addEventListener('controllerchange', throughTheWorker, { once: true });
    return () => worker.removeEventListener('controllerchange', throughTheWorker);
  }, [client, affiliate, product, payoffs, zip]);
}
