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
import { settleRenewedLoan } from '../applications/renewal-settlement.js';
import { type BatchRow, batchWorkbook } from './batch-xlsx.js';
import { payOutsideLoans, redatePayoffs } from './buyout-transfers.js';
import { plannedTransfers } from './planned-transfers.js';

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
  // A renewal: the renewed loan's payoff to the lender's own account, the rest to the customer.
  const split = await settleRenewedLoan(executor, row, Number(contract.netDisbursement), input.paidAt);
  // A buy-out: each outside lender's payoff to its CLABE, the rest to the customer.
  const toCustomer = (await payOutsideLoans(executor, row, split.toCustomer, input.paidAt)).toFixed(2);
  await executor.insert(disbursements).values({
    id: newId(),
    applicationId: row.id,
    reference: input.reference,
    paidAt: input.paidAt,
    amount: toCustomer,
    clabe: contract.clabe,
    payoffAmount: split.payoff ? split.payoff.amount.toFixed(2) : null,
    payoffApplicationId: split.payoff?.applicationId ?? null,
    recordedBy: input.recordedBy,
  });
  // The customer was told at signing that they would hear of the deposit.
  await mailTransfer(executor, mailer, row, { ...contract, netDisbursement: toCustomer, ...input }, false);
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
  const [recorded] = await executor
    .select({
      amount: disbursements.amount,
      paidAt: disbursements.paidAt,
      payoff: disbursements.payoffAmount,
    })
    .from(disbursements)
    .where(eq(disbursements.applicationId, row.id));
  // A renewal's payoff was worked out for the day it was paid and moved that day: the tracking key
  // may be set right, the day may not (it would no longer match the money that moved).
  if (recorded?.payoff && recorded.paidAt !== input.paidAt)
    throw fieldError('paid_at', 'validation.renewal_paid_at_fixed');
  const contract = await paidContract(executor, row, input.paidAt);
  await redatePayoffs(executor, row, input.paidAt);
  await executor
    .update(disbursements)
    .set({ reference: input.reference, paidAt: input.paidAt })
    .where(eq(disbursements.applicationId, row.id));
  // The mail states what reached the customer: a renewal's or a buy-out's payoffs went to lenders.
  const netDisbursement = recorded?.amount ?? contract.netDisbursement;
  await mailTransfer(executor, mailer, row, { ...contract, netDisbursement, ...input }, true);
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

/** The signed loans not yet paid, oldest signature first: the bank's next batch, each with what
 * reaches the customer if paid `today` (a renewal's payoff stays with the lender, a buy-out's goes
 * to each outside lender in rows of its own). */
export async function loansToDisburse(executor: Executor, today: string) {
  const rows = await executor
    .select({
      id: applications.id,
      folio: applications.folio,
      customerName: applications.customerName,
      data: applications.data,
      renews: applications.renewsApplicationId,
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
  const listed = [];
  for (const row of payable) {
    const planned = await plannedTransfers(
      executor,
      { renewsApplicationId: row.renews, data: row.data },
      Number(row.amount ?? 0),
      today,
    );
    const { payoffs } = planned;
    const rest = planned.toCustomer;
    listed.push({
      id: row.id,
      folio: row.folio,
      customer_name: row.customerName,
      signed_at: row.signedAt?.toISOString() ?? null,
      amount: rest.toFixed(2),
      clabe: row.clabe ?? '',
      payoffs: payoffs.map((payoff) => ({
        lender: payoff.lender,
        clabe: payoff.clabe,
        reference: payoff.reference,
        amount: payoff.amount.toFixed(2),
      })),
    });
  }
  return listed;
}

// When it was signed, as the desk reads it on screen: Mexico City's date and time.
const mexicoTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

// One record per transfer, as a bank's batch upload expects, the same in the CSV and the workbook:
// a buy-out's payoffs first, each to its lender with the reference its letter asks for, then the
// customer's.
const batchRows = (loans: Awaited<ReturnType<typeof loansToDisburse>>): BatchRow[] =>
  loans.flatMap((loan) => {
    const signed = loan.signed_at ? mexicoTime(loan.signed_at) : '';
    const row = (beneficiary: string, clabe: string, amount: string, concept: string) => ({
      folio: loan.folio,
      beneficiary,
      // The CLABE's first three digits name the receiving bank (Banxico's participant code).
      bankCode: clabe.slice(0, 3),
      clabe,
      amount,
      concept,
      signed,
    });
    return [
      ...loan.payoffs.map((payoff) => row(payoff.lender, payoff.clabe, payoff.amount, payoff.reference)),
      row(loan.customer_name, loan.clabe, loan.amount, `Credito ${loan.folio}`),
    ];
  });

// The CSV: a header, then a record per loan, written by the one safe CSV writer.
const disbursementCsv = (rows: BatchRow[]) =>
  csvFile([
    ['folio', 'beneficiario', 'clave_banco', 'clabe', 'monto', 'concepto', 'firmado'],
    ...rows.map((row) => [
      row.folio,
      row.beneficiary,
      row.bankCode,
      row.clabe,
      row.amount,
      row.concept,
      row.signed,
    ]),
  ]);

export type BatchFormat = 'csv' | 'xlsx';

/** The batch for the bank (a CSV, or an Excel workbook whose codes are text cells), recorded in the
 * audit log with how many loans it held and the format. */
export async function exportDisbursementBatch(
  executor: Executor,
  actor: { id: string; ip: string },
  format: BatchFormat,
  today: string,
) {
  const loans = await loansToDisburse(executor, today);
  await audit(executor, {
    actorId: actor.id,
    action: 'disbursement.export',
    entityType: 'disbursement',
    ipAddress: actor.ip,
    details: { count: loans.length, format },
  });
  const rows = batchRows(loans);
  return format === 'xlsx' ? batchWorkbook(rows) : disbursementCsv(rows);
}
