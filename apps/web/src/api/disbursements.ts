import { todayInMexico } from '@origina/domain/calendar-date';
import { loansToDisburseSchema } from '@origina/domain/review';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { saveSessionFile } from './session-files.js';

export const loansToDisburseKey = ['loans-to-disburse'];

/** The signed loans whose transfer is not yet recorded, oldest signature first. */
export const useLoansToDisburse = (enabled = true) =>
  useQuery({
    queryKey: loansToDisburseKey,
    queryFn: () => apiRequest('/admin/disbursements/', { schema: loansToDisburseSchema }),
    enabled,
  });

/** The same loans as the batch for the bank: a CSV, or an Excel workbook whose codes are text. */
export const downloadDisbursementBatch = (format: 'csv' | 'xlsx' = 'csv') =>
  saveSessionFile(
    `/api/v1/admin/disbursements/export/?format=${format}`,
    `dispersiones-${todayInMexico()}.${format}`,
  );
