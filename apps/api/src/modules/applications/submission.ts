import type { SubmitProblem } from '@origina/domain/application-api';
import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import {
  type ApplicationData,
  applicationSections,
  editableSections,
} from '@origina/domain/application-sections';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type Language, translate } from '../../i18n/messages.js';
import type { PricedLoan } from './application-loan.js';
import { missingForSubmit } from './submit-checklist.js';

type SubmittableRow = {
  id: string;
  promoterId: string;
  data: unknown;
  status: ApplicationStatus;
  reopenedSections: string[] | null;
  renewsApplicationId: string | null;
};

/** What a submit of the application would refuse now, in the reader's language: the one list the
 * refusal answers and the application's read shows (its preview and its stepper). */
export async function submitProblems(
  executor: Executor,
  language: Language,
  today: string,
  row: SubmittableRow,
  priced?: PricedLoan,
): Promise<SubmitProblem[]> {
  const open = editableSections(row.status, row.reopenedSections);
  // The promoter submits: their own loans by folio, another promoter's by payment only.
  const missing = await missingForSubmit(executor, row.id, row.data as ApplicationData, {
    today,
    names: { promoterId: row.promoterId },
    renews: row.renewsApplicationId,
    // What the promoter may not change is taken as it was sent.
    locked: applicationSections.filter((section) => !open.includes(section)),
    priced,
  });
  return missing.map((item) => ({
    step: item.step,
    field: item.field,
    message: translate(language, item.key, item.params),
  }));
}

/** Whether an application is complete enough to submit, for the lifecycle guard to ask once the
 * cheaper rules pass: a refusal (409) lists what is missing, in the reader's language. */
export const completeForSubmit =
  (executor: Executor, language: Language, today: string) => async (row: SubmittableRow) => {
    const missing = await submitProblems(executor, language, today, row);
    if (missing.length === 0) return true;
    throw new AppError(409, 'application_incomplete', { extra: { missing } });
  };
