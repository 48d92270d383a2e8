/**
 * Number formatting for Indian financial content, written out rather than delegated to
 * `Intl.NumberFormat('en-IN')`: the output is then identical in every runtime (server-side
 * rendering on a Node built with small ICU, old WebViews), which keeps pre-rendered HTML and the
 * hydrated page in agreement.
 */

/** Groups the digits of a non-negative integer string the Indian way: 1,00,000 and 12,34,56,789. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
}

export interface FormatNumberOptions {
  /** Digits after the decimal point (rounded half away from zero). Default 0. */
  readonly fractionDigits?: number;
}

/**
 * Formats a number with Indian digit grouping: `formatIndianNumber(100000)` → `'1,00,000'`,
 * `formatIndianNumber(1234.5, { fractionDigits: 2 })` → `'1,234.50'`. Non-finite input gives `'–'`.
 */
export function formatIndianNumber(value: number, options: FormatNumberOptions = {}): string {
  if (!Number.isFinite(value)) return '–';
  const fractionDigits = options.fractionDigits ?? 0;
  const negative = value < 0;
  const fixed = roundHalfAway(Math.abs(value), fractionDigits).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = groupIndian(whole) + (fraction ? `.${fraction}` : '');
  // A value that rounds to zero is shown without a minus sign.
  return negative && /[1-9]/.test(fixed) ? `-${grouped}` : grouped;
}

/** Formats an amount in rupees with Indian grouping: `formatRupees(100000)` → `'₹1,00,000'`. */
export function formatRupees(value: number, options: FormatNumberOptions = {}): string {
  const formatted = formatIndianNumber(value, options);
  return formatted.startsWith('-') ? `-₹${formatted.slice(1)}` : `₹${formatted}`;
}

/**
 * Formats a percentage with two decimals by default, as rate tables show them:
 * `formatPercent(16)` → `'16.00%'`, `formatPercent(37.5)` → `'37.50%'`.
 */
export function formatPercent(value: number, options: FormatNumberOptions = {}): string {
  const formatted = formatIndianNumber(value, { fractionDigits: options.fractionDigits ?? 2 });
  return formatted === '–' ? formatted : `${formatted}%`;
}

/** Formats a range of percentages: `formatPercentRange(16, 35)` → `'16.00% to 35.00%'`. */
export function formatPercentRange(
  from: number,
  to: number,
  options: FormatNumberOptions & { readonly separator?: string } = {},
): string {
  return `${formatPercent(from, options)}${options.separator ?? ' to '}${formatPercent(to, options)}`;
}

/** `toFixed` rounds binary fractions (1.005 → '1.00'); this rounds the decimal value people see. */
function roundHalfAway(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}
