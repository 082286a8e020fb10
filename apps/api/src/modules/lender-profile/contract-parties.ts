import {
  type ContractTermsFacts,
  type LenderFacts,
  missingProductTerms,
} from '@origina/domain/lender-profile';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { products } from '../../db/schema.js';
import { AppError, type FieldMessage } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { productName, productTermsFromRow } from '../catalogs/lender-presenters.js';
import { readLenderProfile } from './profile.js';

// Who the contract is between and what it states beyond its figures: the lender profile and the
// product's contract terms. Every document prints them, so a contract is made only when all of
// them are given: in any installation, the demo too (whose seed gives them, fictitious). The
// refusal names each missing field, in the caller's language, under its path.

type ProductRow = typeof products.$inferSelect;

/** What a request that may make a contract set (approve, reissue, a first read, a first signing
 * link) can also be refused with. */
export const contractMakingConflicts = ['lender_profile_incomplete'];

/** The lender and the product's terms as the documents print them, or 409 lender_profile_incomplete. */
export async function contractPartiesOf(
  executor: Executor,
  lender: Config['lender'],
  product: ProductRow,
): Promise<{ lender: LenderFacts; terms: ContractTermsFacts }> {
  const profile = await readLenderProfile(executor, lender);
  const terms = productTermsFromRow(product);
  const insured = Number(product.insurancePerPeriod) > 0;
  const missingTerms = missingProductTerms({
    ...terms,
    insurance_per_period: Number(product.insurancePerPeriod),
  });
  if (profile.missing.length > 0 || missingTerms.length > 0) {
    const fieldErrors: Record<string, FieldMessage[]> = {};
    const nameOf = (language: Language) => productName(product, language);
    for (const field of profile.missing) fieldErrors[`lender_profile.${field}`] = [`lender_profile.${field}`];
    for (const field of missingTerms)
      fieldErrors[`product.${field}`] = [{ key: `product_terms.${field}`, params: { product: nameOf } }];
    throw new AppError(409, 'lender_profile_incomplete', { fieldErrors });
  }
  return {
    lender: {
      name: lender.name,
      legalName: profile.legal_name,
      rfc: profile.rfc,
      address: profile.address,
      web: profile.web_address,
      une: profile.une,
      condusef: profile.condusef,
      statementDelivery: profile.statement_delivery,
      signatory: profile.signatory,
    },
    terms: {
      reca: terms.reca_number!,
      moratorioRate: terms.moratorio_rate!,
      otherCommissions: terms.other_commissions,
      insurance: insured ? { insurer: terms.insurer!, policy: terms.policy_number! } : null,
      pagareMode: terms.pagare_mode,
    },
  };
}

/** The lender's legal name as the documents print it (the signed copy's header); its trade name
 * for a set made before there was a profile. */
export async function lenderLegalName(executor: Executor, lender: Config['lender']) {
  const profile = await readLenderProfile(executor, lender);
  return profile.legal_name || lender.name;
}
