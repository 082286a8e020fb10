import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';
import { curpFacts, isValidCurp } from './mexican-ids.js';

// The credit desk's fraud and duplicate signals (issue 34): facts the server finds about an
// application and the customer's other applications, shown in the queue and on the review screen.
// They are facts, not verdicts: nothing is blocked by them; the desk decides.

export const deskSignalCodes = [
  // The same CURP has another application open (not decided nor cancelled) or a loan active.
  'curp_open_elsewhere',
  // The CLABE, mobile or e-mail is also on an application of a different customer (another CURP).
  'clabe_shared',
  'mobile_shared',
  'email_shared',
  // The customer's mobile or e-mail is a staff account's.
  'staff_contact',
  // The customer is, or will be at the last payment, older than the product allows.
  'age_at_end',
  // Net pay or employment start date differ from the customer's previous application.
  'income_changed',
] as const;
export type DeskSignalCode = (typeof deskSignalCodes)[number];

// The statuses in which an application is still open: not decided and not cancelled.
export const openStatuses = ['draft', 'submitted', 'in_review', 'changes_requested'] as const;
// The statuses of a loan that may still be running (until its last payment).
export const loanStatuses = ['approved', 'signed', 'disbursed'] as const;

// Another application a signal points to: its folio always; its id only when the reader may open
// it (a promoter's draft never sent to the desk is named, not linked).
const signalPointerSchema = z.object({
  folio: z.string(),
  id: z.string().nullable(),
  status: z.enum(applicationStatuses),
});
export type SignalPointer = z.infer<typeof signalPointerSchema>;

const staffContactSchema = z.object({
  contact: z.enum(['mobile', 'email']),
  name: z.string(),
});

const signalAgesSchema = z.object({
  now: z.number().int(),
  at_end: z.number().int(),
  limit: z.number().int(),
  last_payment: z.string(),
});

const incomeChangeSchema = z.object({
  field: z.enum(['net_pay', 'start_date']),
  before: z.string(),
  after: z.string(),
});

export const deskSignalSchema = z.object({
  code: z.enum(deskSignalCodes),
  // The other applications' folios (empty for staff_contact and age_at_end).
  applications: z.array(z.string()),
  // The same applications, with how to open them.
  pointers: z.array(signalPointerSchema),
  // staff_contact: which contact matched whose account.
  staff: z.array(staffContactSchema).optional(),
  // age_at_end: the customer's age today and at the last payment, and the product's limit.
  ages: signalAgesSchema.optional(),
  // income_changed: what differs from the previous application (applications[0]).
  changes: z.array(incomeChangeSchema).optional(),
});
export type DeskSignal = z.infer<typeof deskSignalSchema>;

/** Whole years between `birthDate` and `date` (both YYYY-MM-DD): a birthday counts on its day
 * (29 February birthdays on 1 March of a common year). */
export function ageOn(birthDate: string, date: string) {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** The customer's birth date: the one Datos generales gives, else the CURP's; null when neither. */
export function birthDateOf(birthDate: string | null | undefined, curp: string | null | undefined) {
  if (birthDate) return birthDate;
  return curp && isValidCurp(curp) ? curpFacts(curp).birthDate : null;
}

/** The age_at_end signal's figures when the customer at the last payment is older than `limit`
 * (a product setting; null: no limit); null otherwise. */
export function ageBeyondLimit({
  birthDate,
  today,
  lastPayment,
  limit,
}: {
  birthDate: string | null;
  today: string;
  lastPayment: string | null;
  limit: number | null;
}) {
  if (limit === null || birthDate === null) return null;
  const end = lastPayment && lastPayment > today ? lastPayment : today;
  const ages = { now: ageOn(birthDate, today), at_end: ageOn(birthDate, end), limit, last_payment: end };
  return ages.at_end > limit ? ages : null;
}

/** What changed in net pay and employment start date since an earlier application; empty when
 * nothing did (or either side does not say). Net pay compares in cents. */
export function incomeChanges(
  before: { net_pay?: number | null; start_date?: string | null } | null | undefined,
  after: { net_pay?: number | null; start_date?: string | null } | null | undefined,
) {
  if (!before || !after) return [];
  const changes: z.infer<typeof incomeChangeSchema>[] = [];
  const cents = (value: number) => Math.round(value * 100);
  if (
    typeof before.net_pay === 'number' &&
    typeof after.net_pay === 'number' &&
    cents(before.net_pay) !== cents(after.net_pay)
  ) {
    changes.push({ field: 'net_pay', before: before.net_pay.toFixed(2), after: after.net_pay.toFixed(2) });
  }
  if (before.start_date && after.start_date && before.start_date !== after.start_date) {
    changes.push({ field: 'start_date', before: before.start_date, after: after.start_date });
  }
  return changes;
}
