import { payoffQuote } from '@origina/domain/loan-payoff';
import {
  type Portfolio,
  type PortfolioGrouping,
  type PortfolioLoan,
  portfolioBy,
} from '@origina/domain/portfolio';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { audit } from '../../audit.js';
import { csvFile } from '../../csv-writer.js';
import type { Executor } from '../../db/client.js';
import {
  affiliates,
  applications,
  branches,
  contracts,
  disbursements,
  products,
  users,
} from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import { type SheetColumn, workbookOf } from '../../xlsx-writer.js';
import { productName } from '../catalogs/lender-presenters.js';
import { missedPaydaysOf } from '../deductions/arrears.js';

// The portfolio report (issue 36): every disbursed loan, its balance today from its own frozen
// schedule (loan-payoff.ts: the payments due so far taken as applied, but for those the employer
// answered "not applied"), grouped by convenio,
// branch, promoter or product (packages/domain/src/portfolio.ts).

const promoter = alias(users, 'promoter');

const named = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** The disbursed loans as the report counts them, product names in `language`. */
async function portfolioLoans(
  executor: Executor,
  today: string,
  language: Language,
): Promise<PortfolioLoan[]> {
  const rows = await executor
    .select({
      id: applications.id,
      amount: applications.amount,
      settledOn: applications.settledOn,
      settledBy: applications.settledByApplicationId,
      paidAt: disbursements.paidAt,
      loan: contracts.loan,
      affiliate: { id: affiliates.id, name: affiliates.name },
      branch: { id: branches.id, name: branches.name },
      promoter: { id: promoter.id, first: promoter.firstName, last: promoter.lastName },
      product: { id: products.id, nameEs: products.nameEs, nameEn: products.nameEn },
    })
    .from(applications)
    .innerJoin(disbursements, eq(disbursements.applicationId, applications.id))
    .innerJoin(promoter, eq(promoter.id, applications.promoterId))
    .leftJoin(contracts, eq(contracts.applicationId, applications.id))
    .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
    .leftJoin(branches, eq(branches.id, applications.branchId))
    .leftJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.status, 'disbursed'));
  const missedPaydays = await missedPaydaysOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    // A renewal's disbursement paid it off: nothing is owed on it since.
    const settled = row.settledOn !== null;
    const quote =
      settled || !row.loan
        ? null
        : payoffQuote(
            {
              schedule: row.loan.result.schedule,
              disbursedOn: row.paidAt,
              ivaOnInterest: row.loan.option.iva_on_interest,
              missedPaydays: missedPaydays.get(row.id) ?? [],
            },
            today,
          );
    return {
      groups: {
        convenio: named(row.affiliate?.id ?? null, row.affiliate?.name ?? null),
        branch: named(row.branch?.id ?? null, row.branch?.name ?? null),
        promoter: named(row.promoter.id, `${row.promoter.first} ${row.promoter.last}`.trim()),
        product: row.product?.id ? named(row.product.id, productName(row.product, language)) : null,
      },
      // The amount the contract fixed (the application's figure before contracts kept it).
      amount: row.loan?.amount ?? Number(row.amount ?? 0),
      // Without a kept schedule the whole amount is counted as owed until a renewal pays it off.
      balance: settled ? 0 : (quote?.principal ?? Number(row.amount ?? 0)),
      inArrears: missedPaydays.has(row.id),
      renewed: settled && row.settledBy !== null,
    };
  });
}

export async function portfolioReport(
  executor: Executor,
  by: PortfolioGrouping,
  today: string,
  language: Language,
): Promise<Portfolio> {
  return portfolioBy(await portfolioLoans(executor, today, language), by, today);
}

type ReportRow = {
  group: string;
  loans: number;
  disbursed: number;
  balance: number;
  outstanding: number;
  in_arrears: number;
  renewed: number;
};

/** The file's column headings, in the reader's language (a lender's analyst opens it as is). */
type Headings = Record<keyof ReportRow, string> & {
  groups: Record<PortfolioGrouping, string>;
  none: string;
  total: string;
};
const headings: Record<Language, Headings> = {
  es: {
    group: 'grupo',
    loans: 'creditos',
    disbursed: 'monto_dispersado',
    balance: 'saldo',
    outstanding: 'con_saldo',
    in_arrears: 'con_atraso',
    renewed: 'renovados',
    groups: { convenio: 'convenio', branch: 'sucursal', promoter: 'promotor', product: 'producto' },
    none: 'Sin asignar',
    total: 'Total',
  },
  en: {
    group: 'group',
    loans: 'loans',
    disbursed: 'amount_disbursed',
    balance: 'balance',
    outstanding: 'with_balance',
    in_arrears: 'in_arrears',
    renewed: 'renewed',
    groups: { convenio: 'convenio', branch: 'branch', promoter: 'promoter', product: 'product' },
    none: 'Unassigned',
    total: 'Total',
  },
};

const fileRows = (report: Portfolio, language: Language): ReportRow[] => {
  const words = headings[language];
  const figures = ({ loans, disbursed, balance, outstanding, in_arrears, renewed }: Portfolio['total']) => ({
    loans,
    disbursed,
    balance,
    outstanding,
    in_arrears,
    renewed,
  });
  return [
    ...report.rows.map((row) => ({ group: row.name ?? words.none, ...figures(row) })),
    { group: words.total, ...figures(report.total) },
  ];
};

export type ReportFormat = 'csv' | 'xlsx';

/** The report as a file (CSV, or an Excel workbook whose money cells are numbers), recorded in
 * the audit log with its grouping and format. */
export async function exportPortfolio(
  executor: Executor,
  actor: { id: string; ip: string },
  options: { by: PortfolioGrouping; format: ReportFormat; today: string; language: Language },
) {
  const report = await portfolioReport(executor, options.by, options.today, options.language);
  await audit(executor, {
    actorId: actor.id,
    action: 'portfolio.export',
    entityType: 'report',
    ipAddress: actor.ip,
    details: { by: options.by, format: options.format, count: report.total.loans },
  });
  const words = headings[options.language];
  const rows = fileRows(report, options.language);
  const columns: SheetColumn<ReportRow>[] = [
    { header: words.groups[options.by], key: 'group', width: 36, kind: 'text' },
    { header: words.loans, key: 'loans', width: 10, kind: 'count' },
    { header: words.disbursed, key: 'disbursed', width: 18, kind: 'money' },
    { header: words.balance, key: 'balance', width: 18, kind: 'money' },
    { header: words.outstanding, key: 'outstanding', width: 12, kind: 'count' },
    { header: words.in_arrears, key: 'in_arrears', width: 12, kind: 'count' },
    { header: words.renewed, key: 'renewed', width: 12, kind: 'count' },
  ];
  if (options.format === 'xlsx')
    return workbookOf(options.language === 'es' ? 'cartera' : 'portfolio', columns, rows);
  return csvFile([
    columns.map((column) => column.header),
    ...rows.map((row) =>
      columns.map((column) => {
        const value = row[column.key];
        return column.kind === 'money' ? (value as number).toFixed(2) : String(value);
      }),
    ),
  ]);
}
