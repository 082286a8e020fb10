import type { ApplicationData, ApplicationSection } from './application-sections.js';
import { isRfcFormat, isValidCurp, normalizeId, rfcCheckDigitMatches } from './mexican-ids.js';

// What is unusual but possible in an application: told to the promoter and the reviewer, never a
// reason to refuse it (docs/domain-rules.md: about 1.5 % of real RFCs fail their check digit).
export interface ApplicationWarning {
  section: ApplicationSection;
  field: string;
  key: 'validation.rfc_check_digit' | 'validation.rfc_curp_mismatch' | 'validation.deductions_high';
}

export function applicationWarnings(data: ApplicationData): ApplicationWarning[] {
  const warnings: ApplicationWarning[] = [];
  // Also called on a form's values as they are typed: any field may still be missing.
  const general = data.datos_generales;
  if (typeof general?.rfc === 'string' && isRfcFormat(general.rfc)) {
    const rfc = normalizeId(general.rfc);
    if (!rfcCheckDigitMatches(rfc)) {
      warnings.push({ section: 'datos_generales', field: 'rfc', key: 'validation.rfc_check_digit' });
    }
    // A person's RFC usually begins with the CURP's first 10 characters.
    const curp =
      typeof general.curp === 'string' && isValidCurp(general.curp) ? normalizeId(general.curp) : null;
    if (rfc.length === 13 && curp && rfc.slice(0, 10) !== curp.slice(0, 10)) {
      warnings.push({ section: 'datos_generales', field: 'rfc', key: 'validation.rfc_curp_mismatch' });
    }
  }
  const work = data.datos_laborales;
  // Deductions over half the pay leave little room for the loan's payment.
  const pay = work?.net_pay;
  const deductions = work?.existing_deductions;
  if (
    typeof pay === 'number' &&
    typeof deductions === 'number' &&
    deductions > pay / 2 &&
    deductions <= pay
  ) {
    warnings.push({
      section: 'datos_laborales',
      field: 'existing_deductions',
      key: 'validation.deductions_high',
    });
  }
  return warnings;
}
