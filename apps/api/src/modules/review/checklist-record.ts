import type { DecisionDetails } from '@origina/domain/decision-record';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { fieldError } from '../../errors.js';

/** The product's checklist as the reviewer ticked it, in its words now (an administrator may edit
 * them later: the decision keeps what it was taken with). Undefined when the body named no
 * checklist (the API's older bodies); an id the product does not have is the body's mistake. */
export async function checklistAsTicked(
  executor: Executor,
  productId: string | null,
  ticked: readonly string[] | undefined,
): Promise<DecisionDetails['checklist']> {
  if (ticked === undefined) return undefined;
  const [product] = productId
    ? await executor
        .select({ checklist: products.checklist })
        .from(products)
        .where(eq(products.id, productId))
    : [];
  const items = product?.checklist ?? [];
  const known = new Set(items.map((item) => item.id));
  if (ticked.some((id) => !known.has(id))) throw fieldError('checklist', 'validation.invalid_value');
  return items.map((item) => ({ ...item, ticked: ticked.includes(item.id) }));
}
