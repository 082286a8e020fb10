import { describe, expect, it } from 'vitest';
import {
  curpFacts,
  isRfcFormat,
  isValidClabe,
  isValidCurp,
  normalizeMobile,
  rfcCheckDigitMatches,
} from './mexican-ids.js';

describe('CURP', () => {
  it('accepts DOMAIN.md valid vectors and refuses a wrong check digit', () => {
    expect(isValidCurp('BOXW310820HNERXN09')).toBe(true);
    expect(isValidCurp('HEGG560427MVZRRL04')).toBe(true);
    expect(isValidCurp('hegg560427mvzrrl04')).toBe(true);
    expect(isValidCurp('BOXW310820HNERXN08')).toBe(false);
    expect(isValidCurp('BOXW311320HNERXN09')).toBe(false);
  });

  it('tells the birth date (century from position 17) and sex', () => {
    expect(curpFacts('HEGG560427MVZRRL04')).toEqual({ birthDate: '1956-04-27', sex: 'M' });
    expect(curpFacts('BOXW310820HNERXN09')).toEqual({ birthDate: '1931-08-20', sex: 'H' });
    expect(curpFacts('AAAA050101HDFBBBA1').birthDate).toBe('2005-01-01');
  });
});

describe('RFC', () => {
  it('checks the format of a person and a company', () => {
    expect(isRfcFormat('GODE561231GR8')).toBe(true);
    expect(isRfcFormat('MAB9307148T4')).toBe(true);
    expect(isRfcFormat('GODE561231')).toBe(false);
  });

  it('checks the digit: valid vectors pass, VACE460910SX6 does not', () => {
    expect(rfcCheckDigitMatches('GODE561231GR8')).toBe(true);
    expect(rfcCheckDigitMatches('MAB9307148T4')).toBe(true);
    expect(rfcCheckDigitMatches('VACE460910SX6')).toBe(false);
  });
});

describe('CLABE', () => {
  it('accepts DOMAIN.md valid vectors and refuses a wrong check digit', () => {
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('002010077777777772')).toBe(false);
    expect(isValidClabe('00201007777777777')).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('keeps 10 digits and removes +52 and separators', () => {
    expect(normalizeMobile('+52 55 1234 5678')).toBe('5512345678');
    expect(normalizeMobile('55-1234-5678')).toBe('5512345678');
    expect(normalizeMobile('12345')).toBeNull();
  });
});
