import { todayInMexico } from '@origina/domain/calendar-date';
import type { ReviewApplication } from '@origina/domain/review';
import { simulate } from '@origina/domain/simulations';
import { useMemo } from 'react';
import { useProductOptions } from '../../api/product-options.js';

/** The amortisation schedule of the loan under review, worked out by the domain from the product's
 * option for the server's amount and term, from today, as the server works out its figures (so
 * the first payment is the summary's payment). Null while the option loads or if it is gone. */
export function useReviewSchedule(application: ReviewApplication) {
  const figures = application.loan_figures;
  const options = useProductOptions(figures ? (application.product?.id ?? null) : null);
  const option = options.data?.find((candidate) => candidate.term === figures?.term);
  const rows = useMemo(
    () =>
      option && figures
        ? simulate({ option, amount: figures.amount, startDate: todayInMexico() }).schedule
        : null,
    [option, figures],
  );
  return { rows, pending: options.isPending && options.fetchStatus !== 'idle', error: options.error };
}
