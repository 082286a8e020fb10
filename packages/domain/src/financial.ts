// Time-value-of-money functions with the spreadsheet conventions (payments at the end of each
// period), solved by bracketing so they converge whenever a root exists.

const tolerance = 1e-13;

// Finds x in [low, high] with f(x) = 0, given f(low) and f(high) of opposite signs: bisection
// steps keep the bracket, secant steps make it fast (Illinois variant of regula falsi).
function solveBracketed(f: (x: number) => number, low: number, high: number): number {
  let a = low;
  let b = high;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Math.sign(fa) === Math.sign(fb)) throw new RangeError('no root in the bracket');
  let side = 0;
  for (let iteration = 0; iteration < 500; iteration += 1) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (Math.abs(b - a) < tolerance * Math.max(1, Math.abs(c)) || fc === 0) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

// Looks for a sign change of f between rates 0, 1 %, 2 %, 4 %, … and, failing that, between 0 and
// rates approaching −100 %, then solves inside that bracket.
function solveRate(f: (rate: number) => number): number {
  let low = 0;
  for (let high = 0.01; high < 1e6; high *= 2) {
    if (Math.sign(f(low)) !== Math.sign(f(high))) return solveBracketed(f, low, high);
    low = high;
  }
  let high = 0;
  for (let low = -0.5; low > -1 + 1e-9; low = (low - 1) / 2) {
    if (Math.sign(f(low)) !== Math.sign(f(high))) return solveBracketed(f, low, high);
    high = low;
  }
  throw new RangeError('no rate solves these flows');
}

/** Net present value at `rate` per period of flows at t = 0, 1, 2, … */
export function npv(rate: number, flows: readonly number[]): number {
  let total = 0;
  let discount = 1;
  for (const flow of flows) {
    total += flow / discount;
    discount *= 1 + rate;
  }
  return total;
}

/** Internal rate of return per period of flows at t = 0, 1, 2, … (one sign change expected). */
export function irr(flows: readonly number[]): number {
  if (!flows.some((flow) => flow > 0) || !flows.some((flow) => flow < 0)) {
    throw new RangeError('IRR needs at least one positive and one negative flow');
  }
  return solveRate((rate) => npv(rate, flows));
}

/** Spreadsheet PMT(rate, nper, pv, fv, type): negative when pv is a loan received. */
export function pmt(rate: number, periods: number, presentValue: number, futureValue = 0, type: 0 | 1 = 0) {
  if (rate === 0) return -(presentValue + futureValue) / periods;
  const growth = (1 + rate) ** periods;
  return -(rate * (presentValue * growth + futureValue)) / ((1 + rate * type) * (growth - 1));
}

/** Spreadsheet RATE(nper, pmt, pv, fv): the rate per period that balances the annuity. */
export function rate(periods: number, payment: number, presentValue: number, futureValue = 0): number {
  const balance = (r: number) =>
    Math.abs(r) < 1e-12
      ? presentValue + payment * periods + futureValue
      : presentValue * (1 + r) ** periods + (payment * ((1 + r) ** periods - 1)) / r + futureValue;
  return solveRate(balance);
}
