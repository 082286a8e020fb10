// Mexican identity and account formats (docs/domain-rules.md, "Identity and account formats").

const curpPattern =
  /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HM](AS|BC|BS|CC|CH|CL|CM|CS|DF|DG|GR|GT|HG|JC|MC|MN|MS|NE|NL|NT|OC|PL|QR|QT|SL|SP|SR|TC|TL|TS|VZ|YN|ZS)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;
const curpAlphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export const normalizeId = (value: string) => value.trim().toUpperCase().replace(/\s+/g, '');

/** The CURP's check digit (its last character) from the first 17. */
export function curpCheckDigit(first17: string) {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += curpAlphabet.indexOf(first17[i]!) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

export function isValidCurp(value: string) {
  const curp = normalizeId(value);
  return curpPattern.test(curp) && curpCheckDigit(curp.slice(0, 17)) === curp[17];
}

/** What is wrong with a CURP, as precisely as its parts allow (null when it is valid). */
export function curpProblem(value: string) {
  const curp = normalizeId(value);
  if (curp.length !== 18) return 'validation.curp_length' as const;
  if (!/^[A-Z]{4}\d{6}/.test(curp)) return 'validation.curp_start' as const;
  const month = Number(curp.slice(6, 8));
  const day = Number(curp.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > 31) return 'validation.curp_date' as const;
  if (!/^[HM]$/.test(curp[10]!)) return 'validation.curp_sex' as const;
  if (!curpPattern.test(curp)) return 'validation.curp_invalid' as const;
  if (curpCheckDigit(curp.slice(0, 17)) !== curp[17]) return 'validation.curp_check_digit' as const;
  return null;
}

/**
 * The birth date and sex a CURP states. Position 17 is a digit for births before 2000 and a letter
 * from 2000 on, which settles the century.
 */
export function curpFacts(value: string) {
  const curp = normalizeId(value);
  const century = /\d/.test(curp[16] ?? '') ? 1900 : 2000;
  const year = century + Number(curp.slice(4, 6));
  return { birthDate: `${year}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`, sex: curp[10] as 'H' | 'M' };
}

const rfcPersonPattern = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{2}[A\d]$/;
const rfcCompanyPattern = /^[A-ZÑ&]{3}\d{6}[A-Z\d]{2}[A\d]$/;
const rfcAlphabet = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export const isRfcFormat = (value: string) => {
  const rfc = normalizeId(value);
  return rfcPersonPattern.test(rfc) || rfcCompanyPattern.test(rfc);
};

/** Whether the RFC's check digit matches. About 1.5 % of real RFCs fail it: warn, never block. */
export function rfcCheckDigitMatches(value: string) {
  const rfc = normalizeId(value);
  const body = rfc.slice(0, -1).padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += rfcAlphabet.indexOf(body[i]!) * (13 - i);
  const digit = (11 - (sum % 11)) % 11;
  return (digit === 10 ? 'A' : String(digit)) === rfc.at(-1);
}

const clabeWeights = [3, 7, 1];

export function isValidClabe(value: string) {
  if (!/^\d{18}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (Number(value[i]) * clabeWeights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

/** 10 digits; +52 and spaces or dashes are accepted and removed. */
export function normalizeMobile(value: string) {
  const digits = value.replace(/[\s()-]/g, '').replace(/^\+?52(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}
