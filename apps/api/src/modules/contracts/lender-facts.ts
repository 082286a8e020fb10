import type { ContractFacts } from '@origina/domain/contract-documents';
import { condusefDefaults } from '@origina/domain/lender-profile';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';

const notConfigured = '(sin registrar)';

/** The lender and a product's contract terms as the documents print them: for a contract and for a
 * template's preview alike. Provisional until the lender profile (issue 31) fills these. */
export async function lenderFactsOf(
  _executor: Executor,
  config: Pick<Config, 'lender'>,
  _productId: string,
): Promise<Pick<ContractFacts, 'lender' | 'terms'>> {
  return {
    lender: {
      name: config.lender.name,
      legalName: config.lender.legalName,
      rfc: config.lender.rfc ?? notConfigured,
      address: config.lender.address ?? notConfigured,
      web: notConfigured,
      une: { address: notConfigured, phone: notConfigured, email: notConfigured },
      condusef: { ...condusefDefaults },
      statementDelivery: notConfigured,
      signatory: { name: notConfigured, position: notConfigured },
    },
    terms: {
      reca: notConfigured,
      moratorioRate: 0,
      otherCommissions: [],
      insurance: null,
      pagareMode: 'electronic',
    },
  };
}
