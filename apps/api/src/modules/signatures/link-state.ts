import { customerContactOf } from '@origina/domain/application-sections';
import { type ContractDocumentType, signatureRecordType } from '@origina/domain/contract-documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, type signatureLinks } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { maskDigits, maskEmail } from '../../security/masking.js';
import type { ApplicationRow } from '../applications/applications.js';
import { guardRow } from '../applications/lifecycle-guard.js';
import { contractOf } from '../contracts/contract-set.js';

// What a signing link stands on: its application (still waiting for the signature), the contract
// set it signs, and where the customer's code goes.

export type SignatureLinkRow = typeof signatureLinks.$inferSelect;

export const isExpired = (link: SignatureLinkRow) =>
  link.status !== 'signed' && link.expiresAt.getTime() < Date.now();

export async function applicationOf(executor: Executor, id: string) {
  const [row] = await executor.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** An open link works only while the application waits for its signature and its contract is
 * valid (lifecycle model); past the validity the customer reads that the contract expired. */
export async function stillSignable(context: Pick<AppContext, 'db' | 'today'>, link: SignatureLinkRow) {
  const row = await applicationOf(context.db, link.applicationId);
  await guardRow(context.db, { role: 'customer' }, 'sign_contract', row, { today: context.today() }).catch(
    (error) => {
      if (error instanceof AppError && error.code === 'contract_expired') throw error;
      throw error instanceof AppError ? new AppError(410, 'signature.link_gone') : error;
    },
  );
  return row;
}

/** The contract set the link signs (an unsigned version: no constancia yet); gone with it. */
export async function currentDocuments(executor: Executor, row: ApplicationRow) {
  const set = await contractOf(executor, row);
  if (!set) throw new AppError(410, 'signature.link_gone');
  const documents = set.documents.filter(
    (document): document is typeof document & { type: ContractDocumentType } =>
      document.type !== signatureRecordType,
  );
  return { ...set, documents };
}

/** Where the customer's code goes (their mobile and e-mail), masked for the page. */
export const maskedDestinations = (row: ApplicationRow) => {
  const { mobile, email } = customerContactOf(row);
  return [mobile ? maskDigits(mobile) : null, email ? maskEmail(email) : null].filter(
    (value): value is string => value !== null,
  );
};

/** Where the signing code goes: the application's mobile, masked (only ever sent when verified). */
export const codeDestinations = (row: ApplicationRow) => {
  const { mobile } = customerContactOf(row);
  return mobile ? [maskDigits(mobile)] : [];
};
