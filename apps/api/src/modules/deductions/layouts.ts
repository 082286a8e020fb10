import type { DeductionLayout } from '@origina/domain/deduction-layouts';
import { paydaysAround } from '@origina/domain/payroll-deductions';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { findAffiliateRow } from '../catalogs/lender-catalog.js';
import { payrollCalendarOf } from '../catalogs/lender-presenters.js';
import { layoutOf, saveLayout } from './period-deductions.js';

// A convenio's column map as the admin reads and sets it, and the paydays the screen offers.

async function affiliateOf(executor: Executor, id: string) {
  const affiliate = await findAffiliateRow(executor, id);
  if (!affiliate) throw fieldError('affiliate', 'deductions.affiliate_unknown');
  return affiliate;
}

export async function convenioLayout(executor: Executor, affiliateId: string) {
  const affiliate = await affiliateOf(executor, affiliateId);
  const { layout, custom } = await layoutOf(executor, affiliate);
  return { affiliate: { id: affiliate.id, code: affiliate.code, name: affiliate.name }, layout, custom };
}

export async function saveConvenioLayout(
  executor: Executor,
  actor: { id: string; ip: string },
  affiliateId: string,
  layout: DeductionLayout,
) {
  const affiliate = await affiliateOf(executor, affiliateId);
  await saveLayout(executor, affiliate.id, layout, actor.id);
  await audit(executor, {
    actorId: actor.id,
    action: 'deduction.layout_update',
    entityType: 'affiliate',
    entityId: affiliate.id,
    ipAddress: actor.ip,
    details: { kind: layout.kind, columns: layout.columns.length },
  });
  return convenioLayout(executor, affiliate.id);
}

export async function convenioPaydays(context: Pick<AppContext, 'db' | 'today'>, affiliateId: string) {
  const affiliate = await affiliateOf(context.db, affiliateId);
  return paydaysAround(affiliate.frequency, payrollCalendarOf(affiliate), context.today(), {
    ahead: 4,
    behind: 8,
  });
}
