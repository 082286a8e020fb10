import type { ApplicationData, ApplicationSection } from '@origina/domain/application-sections';
import { applicationWarnings } from '@origina/domain/application-warnings';
import { useTranslation } from '../../i18n/i18n.js';

/** The warnings (unusual but allowed) about a step's values as they are typed, by field. */
export function useWarnings(section: ApplicationSection, values: Record<string, unknown>) {
  const { t } = useTranslation();
  const warnings = applicationWarnings({ [section]: values } as ApplicationData);
  return (field: string) => {
    const found = warnings.filter((warning) => warning.field === field);
    return found.length > 0 ? found.map((warning) => t(warning.key)).join(' ') : undefined;
  };
}
