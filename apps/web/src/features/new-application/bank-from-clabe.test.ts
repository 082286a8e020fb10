import { describe, expect, it } from 'vitest';
import { bankFromClabe } from './bank-from-clabe.js';

const banks = [{ code: '002' }, { code: '012' }, { code: '014' }];

describe('the bank taken from the CLABE’s first three digits', () => {
  it('fills an empty bank, and corrects a different one, from the catalogue', () => {
    expect(bankFromClabe('002010077777777771', '', banks)).toBe('002');
    expect(bankFromClabe('012 180 00118359719 4', '002', banks)).toBe('012');
    expect(bankFromClabe('014', undefined, banks)).toBe('014');
  });

  it('changes nothing for the same bank, a code the catalogue lacks, or too few digits', () => {
    expect(bankFromClabe('002010077777777771', '002', banks)).toBeNull();
    expect(bankFromClabe('999010077777777771', '', banks)).toBeNull();
    expect(bankFromClabe('00', '', banks)).toBeNull();
    expect(bankFromClabe('', '012', banks)).toBeNull();
    expect(bankFromClabe('002010077777777771', '', undefined)).toBeNull();
  });
});
