import { customerContactOf } from '@origina/domain/application-sections';
import { dateInMexico } from '@origina/domain/calendar-date';
import { longDate } from '@origina/domain/contract-words';
import { awaitsPagareScan } from '@origina/domain/lifecycle-verdicts';
import { formatPesos } from '@origina/domain/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { csvFile } from '../../csv-writer.js';
import type { Executor } from '../../db/client.js';
import { applications, contracts, disbursements, pagareScans } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import type { Mailer } from '../../mail/mailer.js';
import { maskDigits } from '../../security/masking.js';
import type { ApplicationRow } from '../applications/applications.js';

// The transfer of a signed loan: what its contract says the customer receives (the amount less
// the commission and its IVA, fixed when the set was made) to the CLABE the contract names,
// recorded with the bank's SPEI tracking key and the day it was paid.

export async function recordDisbursement(
  executor: Executor,
  mailer: Mailer,
  row: ApplicationRow,
  input: { reference: string; paidAt: string; recordedBy: string },
) {
  const contract = await paidContract(executor, row, input.paidAt);
  await executor.insert(disbursements).values({
    id: newId(),
    applicationId: row.id,
    reference: input.reference,
    paidAt: input.paidAt,
    amount: contract.netDisbursement,
    clabe: contract.clabe,
    recordedBy: input.recordedBy,
  });
  // The customer was told at signing that they would hear of the deposit.
  await mailTransfer(executor, mailer, row, { ...contract, ...input }, false);
}

/** What the recorded transfer says now (a disbursed application has one). */
export async function recordedDisbursement(executor: Executor, applicationId: string) {
  const [record] = await executor
    .select({ reference: disbursements.reference, paidAt: disbursements.paidAt })
    .from(disbursements)
    .where(eq(disbursements.applicationId, applicationId));
  if (!record) throw new AppError(409, 'application_not_disbursed');
  return record;
}

/** Sets a recorded transfer's tracking key and date right; the customer gets the corrected mail. */
export async function correctDisbursement(
  executor: Executor,
  mailer: Mailer,
  row: ApplicationRow,
  input: { reference: string; paidAt: string },
) {
  const contract = await paidContract(executor, row, input.paidAt);
  await executor
    .update(disbursements)
    .set({ reference: input.reference, paidAt: input.paidAt })
    .where(eq(disbursements.applicationId, row.id));
  await mailTransfer(executor, mailer, row, { ...contract, ...input }, true);
}

// The contract a transfer pays out: what the customer receives, to which CLABE. Money is paid out
// after the customer signs, never before.
async function paidContract(executor: Executor, row: ApplicationRow, paidAt: string) {
  const [contract] = await executor.select().from(contracts).where(eq(contracts.applicationId, row.id));
  if (!contract?.netDisbursement || !contract.clabe) throw new AppError(409, 'contract_not_ready');
  if (contract.signedAt && paidAt < dateInMexico(contract.signedAt))
    throw fieldError('paid_at', 'validation.paid_before_signature');
  return { netDisbursement: contract.netDisbursement, clabe: contract.clabe };
}

async function mailTransfer(
  executor: Executor,
  mailer: Mailer,
  row: ApplicationRow,
  transfer: { netDisbursement: string; clabe: string; reference: string; paidAt: string },
  corrected: boolean,
) {
  const { email } = customerContactOf(row);
  if (!email) return;
  const subject = translate('es', 'disbursement.mail_subject', { folio: row.folio });
  await mailer.enqueue(executor, {
    to: email,
    subject: corrected ? translate('es', 'disbursement.corrected_subject', { subject }) : subject,
    text: translate('es', corrected ? 'disbursement.corrected_body' : 'disbursement.mail_body', {
      name: row.customerName,
      folio: row.folio,
      amount: formatPesos(Number(transfer.netDisbursement)),
      clabe: maskDigits(transfer.clabe),
      date: longDate(transfer.paidAt),
      reference: transfer.reference,
    }),
  });
}

/** The signed loans not yet paid, oldest signature first: the bank's next batch. */
export async function loansToDisburse(executor: Executor) {
  const rows = await executor
    .select({
      id: applications.id,
      folio: applications.folio,
      customerName: applications.customerName,
      signedAt: contracts.signedAt,
      amount: contracts.netDisbursement,
      clabe: contracts.clabe,
      pagareMode: contracts.pagareMode,
      pagareScan: pagareScans.status,
    })
    .from(applications)
    .innerJoin(contracts, eq(contracts.applicationId, applications.id))
    .leftJoin(
      pagareScans,
      and(eq(pagareScans.contractId, contracts.id), eq(pagareScans.version, contracts.version)),
    )
    .leftJoin(disbursements, eq(disbursements.applicationId, applications.id))
    .where(and(eq(applications.status, 'signed'), isNull(disbursements.id)))
    .orderBy(asc(contracts.signedAt), asc(applications.folio));
  // A paper pagaré the desk has not accepted holds the loan back: the bank's batch pays only what
  // may be disbursed (the lifecycle model's `pagare_received`).
  const payable = rows.filter(
    (row) => !awaitsPagareScan({ mode: row.pagareMode, scan: row.pagareScan ?? 'none' }),
  );
  return payable.map((row) => ({
    id: row.id,
    folio: row.folio,
    customer_name: row.customerName,
    signed_at: row.signedAt?.toISOString() ?? null,
    amount: row.amount ?? '',
    clabe: row.clabe ?? '',
  }));
}

// When it was signed, as the desk reads it on screen: Mexico City's date and time.
const mexicoTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

// One line per transfer, as a bank's batch upload expects: a header, then a record per loan,
// written by the one safe CSV writer.
function disbursementCsv(loans: Awaited<ReturnType<typeof loansToDisburse>>) {
  return csvFile([
    ['folio', 'beneficiario', 'clave_banco', 'clabe', 'monto', 'concepto', 'firmado'],
    ...loans.map((loan) => [
      loan.folio,
      loan.customer_name,
      // The CLABE's first three digits name the receiving bank (Banxico's participant code).
      loan.clabe.slice(0, 3),
      loan.clabe,
      loan.amount,
      `Credito ${loan.folio}`,
      loan.signed_at ? mexicoTime(loan.signed_at) : '',
    ]),
  ]);
}

/** The batch for the bank, recorded in the audit log with how many loans it held. */
export async function exportDisbursementBatch(executor: Executor, actor: { id: string; ip: string }) {
  const loans = await loansToDisburse(executor);
  await audit(executor, {
    actorId: actor.id,
    action: 'disbursement.export',
    entityType: 'disbursement',
    ipAddress: actor.ip,
    details: { count: loans.length },
  });
  return disbursementCsv(loans);
}
