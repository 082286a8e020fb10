import { zodResolver } from '@hookform/resolvers/zod';
import { referencesWithCustomerPhone, referenciasSchema } from '@origina/domain/application-sections';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { translate } from '../../i18n/i18n.js';
import { issueMessage } from './field-messages.js';

type Values = { references: { name: string; phone: string; relationship: string }[] };

/**
 * The referencias step's check: the shared schema in the steps' words (never Zod's English), and
 * no reference with the customer's own mobile (the server refuses it too, section-checks.ts).
 */
export function referencesResolver(
  t: typeof translate,
  customerMobiles: readonly (string | null | undefined)[],
): Resolver<Values> {
  const checked = zodResolver(
    referenciasSchema as never,
    { error: (issue: z.core.$ZodRawIssue) => issueMessage(issue, () => 'text', t) } as never,
  ) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    const result = await checked(values, context, options);
    const own = referencesWithCustomerPhone(values.references ?? [], customerMobiles);
    if (own.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<Values> & { references?: unknown[] };
    const rows = Array.isArray(errors.references) ? [...errors.references] : [];
    for (const index of own) {
      const row = (rows[index] ?? {}) as Record<string, unknown>;
      // The schema's own word on the phone (its format) comes first.
      if (row.phone) continue;
      rows[index] = {
        ...row,
        phone: { type: 'custom', message: 'validation.reference_is_customer' },
      };
    }
    return { values: {}, errors: { ...errors, references: rows } as never };
  };
}
