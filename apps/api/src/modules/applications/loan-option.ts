import type { ApplicationData } from '@origina/domain/application-sections';
import { productOptions } from '@origina/domain/lender-catalog';
import type { Executor } from '../../db/client.js';
import { findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';

/** The product an application's loan names, as the catalogue has it now, and the option of its
 * term (none when the term is no longer offered). */
export async function loanOptionOf(executor: Executor, loan: NonNullable<ApplicationData['producto']>) {
  const row = await findProductRow(executor, loan.product);
  const option = row
    ? productOptions(productFromRow(row, 'es')).find((candidate) => candidate.term === loan.term)
    : undefined;
  return { row, option };
}
