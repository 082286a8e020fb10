import type { ApplicationData } from '@origina/domain/application-sections';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type Language, translate } from '../../i18n/messages.js';
import { missingForSubmit } from './section-checks.js';

/** Whether an application is complete enough to submit, for the lifecycle guard to ask once the
 * cheaper rules pass: a refusal (409) lists what is missing, in the reader's language. */
export const completeForSubmit =
  (executor: Executor, language: Language, today: string) =>
  async (row: { id: string; promoterId: string; data: unknown }) => {
    // The promoter submits: their own loans by folio, another promoter's by payment only.
    const missing = await missingForSubmit(executor, row.id, row.data as ApplicationData, {
      today,
      names: { promoterId: row.promoterId },
    });
    if (missing.length === 0) return true;
    throw new AppError(409, 'application_incomplete', {
      extra: {
        missing: missing.map((item) => ({
          step: item.step,
          field: item.field,
          message: translate(language, item.key, item.params),
        })),
      },
    });
  };
