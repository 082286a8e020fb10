import type { ApplicationData } from '@origina/domain/application-sections';
import type { FrozenLoan } from '@origina/domain/contract-documents';
import type { ProductOption } from '@origina/domain/lender-catalog';
import type { PayrollCalendar } from '@origina/domain/payroll-calendar';
import { simulate } from '@origina/domain/simulations';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { calendarOfApplication } from '../applications/affiliate-calendar.js';
import { loanOf } from '../applications/application-loan.js';
import type { ApplicationRow } from '../applications/applications.js';
import { assertCapacityAtApproval } from '../applications/capacity-at-approval.js';
import { checkSection } from '../applications/section-checks.js';

// The loan a contract fixes (issue 30): at approval, the product option and amount as the
// catalogue has them that day, dated from that day on the convenio's payroll calendar; from then
// on every read answers what was fixed, whatever the catalogue says later. A contract made again
// past its validity keeps the figures and takes new dates.

/** The option and amount dated from `contractDate`: the figures never depend on the dates. */
function datedLoan(
  option: ProductOption,
  amount: number,
  calendar: PayrollCalendar,
  contract: { date: string; validityDays: number },
): FrozenLoan {
  const { capacity: _capacity, ...result } = simulate({
    option,
    amount,
    contractDate: contract.date,
    calendar,
    validityDays: contract.validityDays,
  });
  return {
    option,
    amount,
    calendar,
    validity_days: contract.validityDays,
    contract_date: contract.date,
    result,
  };
}

/** The loan is still what the payroll can pay with the customer's other loans (409
 * exceeds_capacity, naming them) and what the catalogue offers (the product, its term and
 * limits) — else the approval is refused with why, and nothing changes. */
export async function approvableLoan(
  context: Pick<AppContext, 'db' | 'config' | 'today'>,
  row: ApplicationRow,
) {
  const today = context.today();
  await assertCapacityAtApproval(context.db, row, today);
  // Weighed alone here: the capacity with the other loans was just judged.
  const { problems } = await checkSection(context.db, 'producto', row.data as ApplicationData, {
    today,
    validityDays: context.config.contractValidityDays,
  });
  if (problems.length === 0) return;
  throw new AppError(409, 'approval_loan_invalid', {
    fieldErrors: Object.fromEntries(
      problems.map((item) => [
        `producto${item.field ? `.${item.field}` : ''}`,
        [item.params ? { key: item.key, params: item.params } : item.key],
      ]),
    ),
  });
}

/** The loan the catalogue gives the application today: what an approval fixes. */
export async function loanFromCatalogue(
  context: Pick<AppContext, 'db' | 'config' | 'today'>,
  row: ApplicationRow,
): Promise<FrozenLoan> {
  const data = row.data as ApplicationData;
  const loan = await loanOf(context.db, data, { today: context.today() });
  if (!loan?.option || !loan.calendar || !data.producto) throw new AppError(409, 'contract_not_ready');
  return datedLoan(loan.option, data.producto.amount, loan.calendar, {
    date: context.today(),
    validityDays: context.config.contractValidityDays,
  });
}

/** The same loan dated anew (a contract past its validity): the figures stay those approved, the
 * dates follow the convenio's calendar as it is now. */
export async function redatedLoan(
  context: Pick<AppContext, 'db' | 'config' | 'today'>,
  row: ApplicationRow,
  frozen: FrozenLoan,
): Promise<FrozenLoan> {
  const calendar = await calendarOfApplication(
    context.db,
    row.data as ApplicationData,
    frozen.option.frequency,
  );
  return datedLoan(frozen.option, frozen.amount, calendar, {
    date: context.today(),
    validityDays: context.config.contractValidityDays,
  });
}
