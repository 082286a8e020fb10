import { plainText } from './screening-names.js';

// The customer's anti-money-laundering risk grade, recorded with each screening (issue 32).
//
// Rule table (docs/screening.md repeats it):
//   high    a list hit (pending or not yet decided at screening time), the customer is a PEP, or
//           acts for a third party (beneficial owner); or two or more medium factors
//   medium  one of: a PEP's close relative; resources from a business or "other"; an amount at or
//           above `mediumAmount`; an occupation naming a cash-intensive activity (our list below)
//   low     none of the above
// A field the application does not have yet (older applications, before the identification
// file's questions) counts as "no" / unknown and raises nothing: the grade is recomputed on
// approval, when the file is complete.

export const riskGrades = ['low', 'medium', 'high'] as const;
export type RiskGrade = (typeof riskGrades)[number];

type RiskFactor =
  | 'list_hit'
  | 'pep'
  | 'third_party'
  | 'pep_relative'
  | 'resource_source'
  | 'amount'
  | 'occupation';

export interface RiskInputs {
  hits: number;
  pep: boolean;
  pepRelative: boolean;
  thirdParty: boolean;
  occupation: string | null;
  resourceSource: string | null;
  amount: number | null;
}

// The lender's default: loans at or above this amount (MXN) count as a medium factor. Payroll
// loans are mostly well under it; configurable (SCREENING_RISK_AMOUNT).
const defaultRiskAmount = 100_000;

// Cash-intensive activities (our list, not a legal one): an occupation naming one is a medium
// factor for compliance to look at.
const cashIntensive = [
  'cambio',
  'joyer',
  'casino',
  'apuesta',
  'juego',
  'arma',
  'inmobiliari',
  'efectivo',
  'prestamista',
  'empeno',
];

const riskyOccupation = (occupation: string | null) =>
  occupation !== null && cashIntensive.some((word) => plainText(occupation).includes(word));

/** The grade and the factors that gave it. */
export function riskGrade(inputs: RiskInputs, mediumAmount = defaultRiskAmount) {
  const high: RiskFactor[] = [];
  const medium: RiskFactor[] = [];
  if (inputs.hits > 0) high.push('list_hit');
  if (inputs.pep) high.push('pep');
  if (inputs.thirdParty) high.push('third_party');
  if (inputs.pepRelative) medium.push('pep_relative');
  if (inputs.resourceSource === 'business' || inputs.resourceSource === 'other')
    medium.push('resource_source');
  if (inputs.amount !== null && inputs.amount >= mediumAmount) medium.push('amount');
  if (riskyOccupation(inputs.occupation)) medium.push('occupation');
  const factors = [...high, ...medium];
  const grade: RiskGrade =
    high.length > 0 || medium.length >= 2 ? 'high' : medium.length === 1 ? 'medium' : 'low';
  return { grade, factors };
}

const flag = (value: unknown) => value === true;
const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const section = (data: unknown, name: string) => {
  const value = (data as Record<string, unknown> | null)?.[name];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

/** The risk inputs an application's stored sections hold, read defensively: a section or field
 * that is absent or of another shape counts as "no" / unknown. */
export function riskInputsOf(data: unknown, hits: number): RiskInputs {
  const generales = section(data, 'datos_generales');
  const laborales = section(data, 'datos_laborales');
  const amount = section(data, 'producto').amount;
  return {
    hits,
    pep: flag(generales.pep),
    pepRelative: flag(generales.pep_relative),
    thirdParty: flag(generales.third_party),
    occupation: textOrNull(laborales.occupation),
    resourceSource: textOrNull(laborales.resource_source),
    amount:
      typeof amount === 'number'
        ? amount
        : typeof amount === 'string' && amount !== ''
          ? Number(amount)
          : null,
  };
}
