import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { contractDocuments, contracts } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';
import { grantedResponse } from '../timestamps/tsp.js';

// A signed document's timestamp as a file of its own (`.tsr`, RFC 3161's TimeStampResp) for whoever
// may read the contract: with the PDF and the authority's certificate, `openssl ts -verify -data
// <pdf> -in <tsr> -CAfile <pem>` checks it without this server.

export async function timestampFile(
  context: Pick<AppContext, 'db'>,
  row: ApplicationRow,
  documentId: string,
) {
  // Any other text cannot be a document's id (and PostgreSQL would refuse it for the uuid column).
  if (!isUuid(documentId)) throw new AppError(404, 'not_found');
  const [found] = await context.db
    .select({ type: contractDocuments.type, token: contractDocuments.timestampToken })
    .from(contractDocuments)
    .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
    .where(
      and(
        eq(contractDocuments.id, documentId),
        eq(contracts.applicationId, row.id),
        isNotNull(contractDocuments.timestampToken),
      ),
    );
  if (!found?.token) throw new AppError(404, 'not_found');
  return { type: found.type, content: grantedResponse(Buffer.from(found.token, 'base64')) };
}
