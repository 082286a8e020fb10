import { customerContactOf } from '@origina/domain/application-sections';
import { dateInMexico } from '@origina/domain/calendar-date';
import { longDate } from '@origina/domain/contract-text';
import { formatPesos } from '@origina/domain/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Executor } from '../../db/client.js';
import { applications, contracts, disbursements } from '../../db/schema.js';
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
  const [contract] = await executor.select().from(contracts).where(eq(contracts.applicationId, row.id));
  if (!contract?.netDisbursement || !contract.clabe) throw new AppError(409, 'contract_not_ready');
  // Money is paid out after the customer signs, never before.
  if (contract.signedAt && input.paidAt < dateInMexico(contract.signedAt))
    throw fieldError('paid_at', 'validation.paid_before_signature');
  await executor.insert(disbursements).values({
    id: newId(),
    applicationId: row.id,
    reference: input.reference.toUpperCase(),
    paidAt: input.paidAt,
    amount: contract.netDisbursement,
    clabe: contract.clabe,
    recordedBy: input.recordedBy,
  });
  // The customer was told at signing that they would hear of the deposit.
  const { email } = customerContactOf(row);
  if (email)
    await mailer.enqueue(executor, {
      to: email,
      subject: translate('es', 'disbursement.mail_subject', { folio: row.folio }),
      text: translate('es', 'disbursement.mail_body', {
        name: row.customerName,
        folio: row.folio,
        amount: formatPesos(Number(contract.netDisbursement)),
        clabe: maskDigits(contract.clabe),
        date: longDate(input.paidAt),
        reference: input.reference.toUpperCase(),
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
    })
    .from(applications)
    .innerJoin(contracts, eq(contracts.applicationId, applications.id))
    .leftJoin(disbursements, eq(disbursements.applicationId, applications.id))
    .where(and(eq(applications.status, 'signed'), isNull(disbursements.id)))
    .orderBy(asc(contracts.signedAt), asc(applications.folio));
  return rows.map((row) => ({
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

// One line per transfer, as a bank's batch upload expects: a header, comma-separated, quoted
// where a value needs it, and no cell that a spreadsheet would run as a formula.
function disbursementCsv(loans: Awaited<ReturnType<typeof loansToDisburse>>) {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    // Quoted also where a spreadsheet reading ';' as the separator would split the cell.
    return /[",;\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
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
  ];
  // The byte-order mark tells a spreadsheet the names are UTF-8 (without it, "HernÃ¡ndez").
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
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
