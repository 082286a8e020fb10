import type { ApplicationData } from '@origina/domain/application-sections';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { loanOf } from './application-loan.js';
import type { ApplicationRow } from './applications.js';
import { capacityProblem } from './capacity-problem.js';

/**
 * Refuses the approval of a loan that no longer fits the payroll capacity (issue 30): since it was
 * submitted, another loan of the same customer may have been approved, or the catalogue changed.
 * The customer's other loans and applications in flight count, never this one. 409
 * `exceeds_capacity`, whose detail names them as the submit check does. A loan whose product or
 * term is gone is left to the contract, which cannot be made then.
 */
export async function assertCapacityAtApproval(
  executor: Executor,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  today: string,
) {
  const loan = await loanOf(executor, row.data as ApplicationData, {
    today,
    applicationId: row.id,
    // The desk decides: every loan by folio.
    names: 'all',
  });
  if (!loan?.outcome || !loan.option) return;
  const problem = capacityProblem(loan.outcome, loan.option.frequency);
  if (problem)
    throw new AppError(409, 'exceeds_capacity', {
      detail: problem.params ? { key: problem.key, params: problem.params } : problem.key,
    });
}
