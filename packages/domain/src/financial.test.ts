import { describe, expect, it } from 'vitest';
import { irr, npv, pmt, rate } from './financial.js';

// docs/domain-rules.md reference vectors (Excel / formulajs), compared to 1e-9.
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-9);

describe('PMT', () => {
  it('matches the spreadsheet vectors', () => {
    close(pmt(0.1 / 12, 24, 100000), -4614.49263375167);
    close(pmt(0.1 / 12, 24, 100000, 1000000, 1), -42075.45683100995);
    close(pmt(0.06 / 12, 216, 0, 50000), -129.0811608679973);
  });

  it('divides evenly at a zero rate', () => {
    expect(pmt(0, 10, 1000)).toBe(-100);
  });
});

describe('RATE', () => {
  it('matches the spreadsheet vectors', () => {
    expect(rate(48, -200, 8000)).toBeCloseTo(0.007701472, 9);
    close(rate(24, -1000, -10000, 100000), 0.06517891177181546);
  });
});

describe('IRR', () => {
  it('matches the spreadsheet vectors', () => {
    close(irr([-75000, 12000, 15000, 18000, 21000, 24000]), 0.05715142887178467);
    close(irr([-4500, 3045, 2371]), 0.13918184162670671);
  });

  it('solves the very high rates of this market, where Newton diverges', () => {
    // 100 borrowed, 60 paid back each week for 3 weeks: about 36 % a week.
    const weekly = irr([-100, 60, 60, 60]);
    expect(Math.abs(npv(weekly, [-100, 60, 60, 60]))).toBeLessThan(1e-9);
    expect(weekly).toBeGreaterThan(0.3);
  });

  it('solves negative returns too', () => {
    const loss = irr([-100, 50, 40]);
    expect(loss).toBeLessThan(0);
    expect(Math.abs(npv(loss, [-100, 50, 40]))).toBeLessThan(1e-9);
  });

  it('refuses flows without a sign change', () => {
    expect(() => irr([100, 50])).toThrow(RangeError);
  });
});
