import type { ApplicationSection } from '@origina/domain/application-sections';
import { useState } from 'react';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { sectionFieldErrors } from './section-field-errors.js';

/** A refusal as a form shows it: on the fields it names, else as one message above the buttons. */
export function useRefusal() {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    serverErrors,
    formError,
    clear: () => {
      setServerErrors({});
      setFormError(null);
    },
    show: (error: unknown, section: ApplicationSection) => {
      const fields = sectionFieldErrors(error, section);
      setServerErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : errorMessage(error, t));
    },
  };
}
