import { todayInMexico } from '@origina/domain/calendar-date';
import { type PortfolioGrouping, portfolioSchema } from '@origina/domain/portfolio';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { saveSessionFile } from './session-files.js';

/** The disbursed loans grouped `by` convenio, branch, promoter or product, with today's balances.
 * The previous grouping stays on screen while the next one loads. */
export const usePortfolio = (by: PortfolioGrouping) =>
  useQuery({
    queryKey: ['portfolio', by],
    queryFn: () => apiRequest(`/admin/portfolio/?by=${by}`, { schema: portfolioSchema }),
    placeholderData: keepPreviousData,
  });

/** The same report as a file: a CSV, or an Excel workbook whose money cells are numbers. */
export const downloadPortfolio = (by: PortfolioGrouping, format: 'csv' | 'xlsx') =>
  saveSessionFile(
    `/api/v1/admin/portfolio/export/?by=${by}&format=${format}`,
    `cartera-${by}-${todayInMexico()}.${format}`,
  );
