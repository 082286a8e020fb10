import type { ScheduleRow } from '@origina/domain/loan-schedule';

// The worked loan of docs/domain-rules.md, its first two rows worked by hand: 10,000 at 60 % a
// year over 24 quincenas, IVA on interest, payment 584.13, period rate 0.60 / 24 = 0.025.
//   row 1: interest 10,000 × 0.025 = 250.00; IVA 250 × 0.16 = 40.00; principal 584.13 − 290 = 294.13;
//          closing 10,000 − 294.13 = 9,705.87
//   row 2: interest 9,705.87 × 0.025 = 242.64675 → 242.65; IVA 242.65 × 0.16 = 38.824 → 38.82;
//          principal 584.13 − 242.65 − 38.82 = 302.66; closing 9,705.87 − 302.66 = 9,403.21
export const workedRows: ScheduleRow[] = [
  {
    number: 1,
    date: '2026-11-30',
    opening_balance: 10_000,
    principal: 294.13,
    interest: 250,
    iva: 40,
    insurance: 0,
    total: 584.13,
    closing_balance: 9_705.87,
  },
  {
    number: 2,
    date: '2026-12-15',
    opening_balance: 9_705.87,
    principal: 302.66,
    interest: 242.65,
    iva: 38.82,
    insurance: 0,
    total: 584.13,
    closing_balance: 9_403.21,
  },
];
