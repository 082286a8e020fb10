import { answerImportSchema, arrearsSchema } from '@origina/domain/deduction-answers';
import { type DeductionLayout, deductionLayoutSchema } from '@origina/domain/deduction-layouts';
import { deductionFileSchema, deductionPaydaysSchema } from '@origina/domain/payroll-deductions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.js';
import { saveSessionFile } from './session-files.js';

// The payroll deduction file of a convenio and payday (issue 36): the paydays to pick from, the
// lines, the file in each format, the employer's answer and the arrears it leaves.

const deductionsKey = ['deductions'];

export const useDeductionPaydays = (affiliate: string | null) =>
  useQuery({
    queryKey: [...deductionsKey, 'paydays', affiliate],
    queryFn: () =>
      apiRequest(`/admin/deductions/paydays/?affiliate=${affiliate}`, { schema: deductionPaydaysSchema }),
    enabled: Boolean(affiliate),
  });

export const useDeductionFile = (affiliate: string | null, payday: string | null) =>
  useQuery({
    queryKey: [...deductionsKey, 'file', affiliate, payday],
    queryFn: () =>
      apiRequest(`/admin/deductions/?affiliate=${affiliate}&payday=${payday}`, {
        schema: deductionFileSchema,
      }),
    enabled: Boolean(affiliate && payday),
  });

export const useDeductionArrears = () =>
  useQuery({
    queryKey: [...deductionsKey, 'arrears'],
    queryFn: () => apiRequest('/admin/deductions/arrears/', { schema: arrearsSchema }),
  });

export type DeductionDownload = 'csv' | 'xlsx' | 'layout';

export const downloadDeductions = (
  query: { affiliate: string; code: string; payday: string },
  format: DeductionDownload,
) =>
  saveSessionFile(
    `/api/v1/admin/deductions/?affiliate=${query.affiliate}&payday=${query.payday}&format=${format}`,
    `descuentos-${query.code}-${query.payday}.${format === 'layout' ? 'txt' : format}`,
  );

export const downloadArrears = () =>
  saveSessionFile('/api/v1/admin/deductions/arrears/?format=csv', 'descuentos-no-aplicados.csv');

/** The employer's answer for the period: the file's lines and the answers are read again after. */
export const useImportDeductionAnswers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ affiliate, payday, file }: { affiliate: string; payday: string; file: File }) =>
      apiRequest(`/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`, {
        method: 'POST',
        body: new Blob([file], { type: file.type || 'text/csv' }),
        schema: answerImportSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: deductionsKey }),
  });
};

const layoutAnswerSchema = z.object({
  affiliate: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  custom: z.boolean(),
  layout: deductionLayoutSchema,
});

export const useDeductionLayout = (affiliate: string) =>
  useQuery({
    queryKey: [...deductionsKey, 'layout', affiliate],
    queryFn: () => apiRequest(`/admin/deductions/layouts/${affiliate}/`, { schema: layoutAnswerSchema }),
  });

/** Saves the convenio's column map; the layout file reads it from then on. */
export const useSaveDeductionLayout = (affiliate: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: DeductionLayout) =>
      apiRequest(`/admin/deductions/layouts/${affiliate}/`, {
        method: 'PUT',
        body: layout,
        schema: layoutAnswerSchema,
      }),
    onSuccess: (saved) => client.setQueryData([...deductionsKey, 'layout', affiliate], saved),
  });
};
