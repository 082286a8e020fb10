import { documentTypes } from '@origina/domain/document-types';
import { payrollFrequencies, rateBases } from '@origina/domain/lender-catalog';
import { pagareModes } from '@origina/domain/lender-profile';
import type { AppLanguage, translate } from '../../i18n/i18n.js';
import type { Choice, PickerOption } from './catalogue-fields.js';

// What the catalogue forms offer to choose from, named in the reader's language.
export const frequencyChoices = (t: typeof translate): Choice[] =>
  payrollFrequencies.map((value) => ({ value, label: t(`catalogueAdmin.options.${value}`) }));

export const rateBasisChoices = (t: typeof translate): Choice[] =>
  rateBases.map((value) => ({ value, label: t(`catalogueAdmin.options.${value}`) }));

export const pagareModeChoices = (t: typeof translate): Choice[] =>
  pagareModes.map((value) => ({ value, label: t(`catalogueAdmin.options.${value}`) }));

export const documentTypeOptions = (language: AppLanguage): PickerOption[] =>
  documentTypes.map((type) => ({ code: type.code, label: type.name[language] }));

/** Active entries can be chosen; one already chosen stays, even if since deactivated. */
export const choosable = <T extends { code: string; active: boolean }>(entries: T[], chosen: string[]) =>
  entries.filter((entry) => entry.active || chosen.includes(entry.code));
