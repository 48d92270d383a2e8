/**
 * The monthly internal rate of return of a loan: the rate r at which the instalments, discounted
 * month by month, are worth exactly what the borrower received on day 0. Newton's method converges
 * in a few steps from the loan's own rate; bisection takes over whenever a Newton step leaves the
 * bracket, so a huge fee or a zero rate cannot make it diverge.
 */

/** Present value of the instalments (the first paid at the end of month 1) at monthly rate r. */
function presentValue(instalments: readonly number[], r: number): number {
  let pv = 0;
  let discount = 1;
  for (const instalment of instalments) {
    discount /= 1 + r;
    pv += instalment * discount;
  }
  return pv;
}

/** d(PV)/dr, for Newton's step. */
function presentValueSlope(instalments: readonly number[], r: number): number {
  let slope = 0;
  for (let t = 1; t <= instalments.length; t++) {
    slope -= (t * (instalments[t - 1] ?? 0)) / (1 + r) ** (t + 1);
  }
  return slope;
}

const tolerance = 1e-12;

/**
 * The monthly rate (a fraction: 0.0125 for 1.25 % a month) that makes the instalments' present
 * value equal `received`. Needs received > 0, instalments ≥ 0 and their sum ≥ received (a loan
 * whose charges and interest are not negative), so the rate is ≥ 0 and unique.
 * @param guess where Newton starts, e.g. the contract's monthly rate.
 */
export function monthlyIrr(received: number, instalments: readonly number[], guess = 0.01): number {
  if (!(received > 0)) throw new RangeError('the amount received must be > 0');
  if (instalments.length === 0 || instalments.some((x) => !Number.isFinite(x) || x < 0))
    throw new RangeError('instalments must be ≥ 0, at least one');
  const excess = (r: number) => presentValue(instalments, r) - received;
  // A rounding error's worth either side of 0 is a zero rate (P/n instalments, no charges).
  const atZero = excess(0);
  if (atZero < -1e-9 * received)
    throw new RangeError('the instalments repay less than was received');
  if (atZero <= 1e-9 * received) return 0;
  // PV falls as r grows: widen the upper bound until it falls below what was received.
  let low = 0;
  let high = 1;
  while (excess(high) > 0) {
    low = high;
    high *= 2;
    if (high > 1e6) throw new RangeError('no rate of return below 10⁸ % a month');
  }
  let r = Math.min(Math.max(guess, low), high);
  for (let step = 0; step < 200; step++) {
    const value = excess(r);
    if (Math.abs(value) <= tolerance * received) return r;
    if (value > 0) low = r;
    else high = r;
    const newton = r - value / presentValueSlope(instalments, r);
    // Outside the bracket (or not a number): bisect instead.
    r = newton > low && newton < high ? newton : (low + high) / 2;
    if (high - low <= tolerance * Math.max(1, r)) return r;
  }
  return r;
}
