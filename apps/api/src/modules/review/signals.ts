import { type ApplicationData, customerContactOf } from '@origina/domain/application-sections';
import {
  ageBeyondLimit,
  birthDateOf,
  type DeskSignal,
  type DeskSignalCode,
  incomeChanges,
  loanStatuses,
  openStatuses,
  type SignalPointer,
} from '@origina/domain/desk-signals';
import { defaultContractValidityDays, paymentDates } from '@origina/domain/payroll-calendar';
import {
  aliasedTable,
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliates, applications, contracts, products, promoters, users } from '../../db/schema.js';
import { calendarOfAffiliate } from '../applications/affiliate-calendar.js';
import type { ApplicationRow } from '../applications/applications.js';

// The credit desk's signals (issue 34; packages/domain/src/desk-signals.ts): facts about an
// application and the customer's other applications, worked out for a page of them at once: a
// handful of queries whatever the page's size, never one per row. Each looks at the others through
// a lateral join that reads at most a few rows per page entry, newest first, by an index, so a CURP
// or a mobile on thousands of applications costs no more than one on two.

type Target = Pick<ApplicationRow, 'id' | 'curp' | 'mobile' | 'data'>;
type Reader = { role: string; userId: string };
type Other = {
  id: string;
  folio: string;
  status: ApplicationRow['status'];
  promoterId: string;
  submittedAt: Date | null;
};

// Enough folios for the desk to see the pattern; the rest would only lengthen the answer.
const maxPointers = 50;

const clabeIn = (table: typeof applications) =>
  sql<string | null>`(${table.data}->'datos_laborales'->>'clabe')`;
const emailIn = (table: typeof applications) =>
  sql<
    string | null
  >`(coalesce(${table.data}->'datos_generales_2'->>'email', ${table.data}->'pre_solicitud'->>'email'))`;
// The frozen schedule's last due date of a contract made at approval (null before).
const lastDueOf = sql<string | null>`(${contracts.loan}->'result'->'schedule'->-1->>'date')`;

// The page's applications (the outer side of each lateral join), and the others under their own name.
const other = aliasedTable(applications, 'other');
const pageOf = (executor: Executor, ids: string[]) =>
  executor
    .select({
      id: sql<string>`${applications.id}`.as('target_id'),
      curp: sql<string>`${applications.curp}`.as('target_curp'),
      createdAt: sql<Date>`${applications.createdAt}`.as('target_created_at'),
      mobile: sql<string>`${applications.mobile}`.as('target_mobile'),
      clabe: sql<string | null>`${clabeIn(applications)}`.as('target_clabe'),
      email: sql<string | null>`${emailIn(applications)}`.as('target_email'),
    })
    .from(applications)
    .where(inArray(applications.id, ids))
    .as('target');
type Page = ReturnType<typeof pageOf>;

const otherColumns = {
  id: other.id,
  folio: other.folio,
  status: other.status,
  promoterId: other.promoterId,
  submittedAt: other.submittedAt,
};

// Up to `limit` other applications per page entry that `match`, newest first (with `laborales`,
// their Datos laborales, when asked).
function laterally(executor: Executor, page: Page, match: SQL | undefined, limit: number, laborales = false) {
  const found = executor
    .select({
      ...otherColumns,
      laborales: (laborales
        ? sql<Record<string, unknown> | null>`(${other.data}->'datos_laborales')`
        : sql<null>`null::jsonb`
      ).as('laborales'),
    })
    .from(other)
    .leftJoin(contracts, eq(contracts.applicationId, other.id))
    .where(and(ne(other.id, page.id), match))
    .orderBy(desc(other.createdAt))
    .limit(limit)
    .as('found');
  return executor
    .select({
      target: page.id,
      id: found.id,
      folio: found.folio,
      status: found.status,
      promoterId: found.promoterId,
      submittedAt: found.submittedAt,
      laborales: found.laborales,
    })
    .from(page)
    .crossJoinLateral(found);
}

// The same CURP, open (not decided nor cancelled) or a loan not yet past its last payment.
const openElsewhere = (executor: Executor, page: Page, today: string) =>
  laterally(
    executor,
    page,
    and(
      eq(other.curp, page.curp),
      or(
        inArray(other.status, [...openStatuses]),
        and(inArray(other.status, [...loanStatuses]), or(isNull(lastDueOf), sql`${lastDueOf} >= ${today}`)),
      ),
    ),
    maxPointers,
  );

// The customer's latest earlier application that reached the desk, with its pay.
const previousOf = (executor: Executor, page: Page) =>
  laterally(
    executor,
    page,
    and(
      eq(other.curp, page.curp),
      isNotNull(other.submittedAt),
      lt(other.createdAt, page.createdAt),
      sql`${other.data} ? 'datos_laborales'`,
    ),
    1,
    true,
  );

// Other customers' (another CURP) applications with the same CLABE, mobile or e-mail.
const sharing = (executor: Executor, page: Page, theirs: SQL, mine: SQL) =>
  laterally(executor, page, and(sql`${theirs} = ${mine}`, ne(other.curp, page.curp)), maxPointers);

// Staff accounts (every role) whose mobile or e-mail is one of the page's.
function staffWith(executor: Executor, keys: { mobiles: string[]; emails: string[] }) {
  const matches: SQL[] = [];
  if (keys.mobiles.length > 0) matches.push(inArray(promoters.mobileNumber, keys.mobiles));
  if (keys.emails.length > 0) matches.push(inArray(sql`lower(${users.email})`, keys.emails));
  if (matches.length === 0) return Promise.resolve([]);
  return executor
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: promoters.mobileNumber,
    })
    .from(users)
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .where(or(...matches));
}

// The product's age limit, the convenio's calendar and the contract's schedule of each target.
function loanEnds(executor: Executor, ids: string[]) {
  return executor
    .select({
      id: applications.id,
      limit: products.maxAgeAtEnd,
      frequency: products.frequency,
      affiliate: affiliates,
      lastDue: lastDueOf,
    })
    .from(applications)
    .innerJoin(products, eq(products.id, applications.productId))
    .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
    .leftJoin(contracts, eq(contracts.applicationId, applications.id))
    .where(and(inArray(applications.id, ids), isNotNull(products.maxAgeAtEnd)));
}

type LoanEnd = Awaited<ReturnType<typeof loanEnds>>[number];

// The loan's last payment: the contract's, else a schedule dated from today on the convenio's calendar.
function lastPaymentOf(target: Target, end: LoanEnd, today: string) {
  if (end.lastDue) return end.lastDue;
  const term = (target.data as ApplicationData).producto?.term;
  if (!term) return null;
  const calendar = calendarOfAffiliate(end.affiliate, end.frequency);
  const dates = paymentDates(
    end.frequency,
    calendar,
    { date: today, validityDays: defaultContractValidityDays },
    term,
  );
  return dates.at(-1) ?? null;
}

/** Whom a signal may link: what the reader may open (the desk: what reached it once), else folio only. */
const pointerOf = (reader: Reader, row: Other): SignalPointer => ({
  folio: row.folio,
  id: (reader.role === 'promoter' ? row.promoterId === reader.userId : row.submittedAt !== null)
    ? row.id
    : null,
  status: row.status,
});

function signalOf(code: DeskSignalCode, reader: Reader, others: Other[], extra: Partial<DeskSignal> = {}) {
  // Newest first (folios grow with time): the reviewer reads the latest, the rest on request.
  const sorted = [...others].sort((a, b) => b.folio.localeCompare(a.folio));
  return {
    code,
    applications: sorted.map((row) => row.folio),
    pointers: sorted.map((row) => pointerOf(reader, row)),
    ...extra,
  } satisfies DeskSignal;
}

const laboralesOf = (data: unknown) => (data as ApplicationData | null)?.datos_laborales;
const present = <T>(values: (T | null | undefined)[]) => [
  ...new Set(values.filter((value): value is T => Boolean(value))),
];
const byTarget = <T extends { target: string }>(rows: T[], id: string) =>
  rows.filter((row) => row.target === id);

/** Each target's signals (by id), in the codes' order. */
export async function signalsOf(
  executor: Executor,
  targets: Target[],
  reader: Reader,
  today: string,
): Promise<Map<string, DeskSignal[]>> {
  const found = new Map<string, DeskSignal[]>(targets.map((target) => [target.id, []]));
  if (targets.length === 0) return found;
  const ids = targets.map((target) => target.id);
  const page = pageOf(executor, ids);
  const contacts = new Map(
    targets.map((target) => [
      target.id,
      { mobile: target.mobile || null, email: customerContactOf(target).email?.toLowerCase() ?? null },
    ]),
  );
  const [open, previous, clabes, mobiles, emails, staff, ends] = await Promise.all([
    openElsewhere(executor, page, today),
    previousOf(executor, page),
    sharing(executor, page, clabeIn(other), sql`${page.clabe}`),
    sharing(executor, page, sql`${other.mobile}`, sql`${page.mobile}`),
    sharing(executor, page, emailIn(other), sql`${page.email}`),
    staffWith(executor, {
      mobiles: present([...contacts.values()].map((contact) => contact.mobile)),
      emails: present([...contacts.values()].map((contact) => contact.email)),
    }),
    loanEnds(executor, ids),
  ]);
  for (const target of targets) {
    const signals = found.get(target.id)!;
    const contact = contacts.get(target.id)!;
    const others = (rows: (Other & { target: string })[]) => byTarget(rows, target.id);
    const opened = others(open);
    if (opened.length > 0) signals.push(signalOf('curp_open_elsewhere', reader, opened));
    for (const [code, rows] of [
      ['clabe_shared', clabes],
      ['mobile_shared', mobiles],
      ['email_shared', emails],
    ] as const) {
      const matched = others(rows);
      if (matched.length > 0) signals.push(signalOf(code, reader, matched));
    }
    const staffMatches = staff.flatMap((account) => {
      const name = `${account.firstName} ${account.lastName}`;
      return [
        ...(contact.mobile && account.mobile === contact.mobile
          ? [{ contact: 'mobile' as const, name }]
          : []),
        ...(contact.email && account.email.toLowerCase() === contact.email
          ? [{ contact: 'email' as const, name }]
          : []),
      ];
    });
    if (staffMatches.length > 0) signals.push(signalOf('staff_contact', reader, [], { staff: staffMatches }));
    const end = ends.find((row) => row.id === target.id);
    if (end) {
      const ages = ageBeyondLimit({
        birthDate: birthDateOf((target.data as ApplicationData).datos_generales?.birth_date, target.curp),
        today,
        lastPayment: lastPaymentOf(target, end, today),
        limit: end.limit,
      });
      if (ages) signals.push(signalOf('age_at_end', reader, [], { ages }));
    }
    const [before] = byTarget(previous, target.id);
    const changes = before ? incomeChanges(before.laborales, laboralesOf(target.data)) : [];
    if (before && changes.length > 0) signals.push(signalOf('income_changed', reader, [before], { changes }));
  }
  return found;
}
