/**
 * The Key Facts of a loan as RBI's KFS circular (April 2024) sets them out: EMI, totals, the net
 * disbursed amount and the Annual Percentage Rate. The APR follows the circular's Annex B: the
 * monthly internal rate of return of the net disbursed amount (principal less every upfront
 * charge, GST on it included, whether the company or a third party is paid) against the
 * instalments, times 12, to two decimals. The instalment is the unrounded EMI, as Annex B's
 * 17.07 % needs.
 */
import { type EmiSummary, emiSummary, exactEmi, type LoanTerms } from './emi.ts';
import { monthlyIrr } from './irr.ts';

export interface LoanCharge {
  /** What the borrower sees, e.g. "Processing fee". */
  label: string;
  /** A fixed amount in rupees, before GST… */
  amount?: number;
  /** …or a percentage of the principal, before GST (give one of the two). */
  percentOfPrincipal?: number;
  /** GST on the charge in per cent, e.g. 18; absent or 0 when none is levied. */
  gstPercent?: number;
  /** Who is paid: the company, or a third party through it (insurer, stamp duty…). */
  payableTo: 'company' | 'third-party';
  /**
   * Deducted from the disbursement (the default). `false` for a charge due only if something
   * happens later (penal, bounce, foreclosure): listed, but neither in the net disbursed amount
   * nor in the APR, as RBI's circular keeps contingent charges out of it.
   */
  upfront?: boolean;
}

/** A charge with its figures worked out, in rupees to the paisa. */
export interface ChargeFacts {
  label: string;
  payableTo: LoanCharge['payableTo'];
  upfront: boolean;
  /** Before GST. */
  amount: number;
  gst: number;
  /** amount + gst. */
  total: number;
}

export interface KeyFactsInput extends LoanTerms {
  charges?: readonly LoanCharge[];
}

export interface KeyFacts extends EmiSummary {
  /** Each charge, in the order given. */
  charges: ChargeFacts[];
  /** Sum of the upfront charges with their GST. */
  upfrontCharges: number;
  /** Principal less the upfront charges with their GST: what reaches the borrower. */
  netDisbursed: number;
  /** Annual Percentage Rate in per cent, to two decimals (17.07 for 17.07 %). */
  apr: number;
}

const paise = (rupees: number) => Math.round(rupees * 100) / 100;

function chargeFacts(charge: LoanCharge, principal: number): ChargeFacts {
  const { amount, percentOfPrincipal, gstPercent = 0 } = charge;
  if ((amount === undefined) === (percentOfPrincipal === undefined))
    throw new RangeError(`${charge.label}: give either amount or percentOfPrincipal`);
  const base = amount ?? ((percentOfPrincipal ?? 0) * principal) / 100;
  if (!Number.isFinite(base) || base < 0) throw new RangeError(`${charge.label} must be ≥ 0`);
  if (!Number.isFinite(gstPercent) || gstPercent < 0)
    throw new RangeError(`${charge.label}: gstPercent must be ≥ 0`);
  const net = paise(base);
  const gst = paise((net * gstPercent) / 100);
  return {
    label: charge.label,
    payableTo: charge.payableTo,
    upfront: charge.upfront ?? true,
    amount: net,
    gst,
    total: paise(net + gst),
  };
}

/**
 * The APR in per cent, unrounded: monthly IRR of `netDisbursed` against `tenureMonths` equal
 * instalments of `instalment`, times 12.
 */
export function annualPercentageRate(
  netDisbursed: number,
  instalment: number,
  tenureMonths: number,
  guessMonthlyRate?: number,
): number {
  const instalments = Array.from({ length: tenureMonths }, () => instalment);
  return monthlyIrr(netDisbursed, instalments, guessMonthlyRate) * 12 * 100;
}

/**
 * @example keyFacts({ principal: 20_000, annualRatePercent: 15, tenureMonths: 24,
 *   charges: [{ label: 'Processing fee', amount: 400, payableTo: 'company' }] }).apr // 17.07
 */
export function keyFacts({ charges = [], ...terms }: KeyFactsInput): KeyFacts {
  const summary = emiSummary(terms);
  const facts = charges.map((charge) => chargeFacts(charge, terms.principal));
  const upfrontCharges = paise(facts.filter((c) => c.upfront).reduce((sum, c) => sum + c.total, 0));
  const netDisbursed = paise(terms.principal - upfrontCharges);
  if (!(netDisbursed > 0))
    throw new RangeError('the upfront charges must be less than the principal');
  const monthlyRate = terms.annualRatePercent / 12 / 100;
  const apr = annualPercentageRate(netDisbursed, exactEmi(terms), terms.tenureMonths, monthlyRate);
  return {
    ...summary,
    charges: facts,
    upfrontCharges,
    netDisbursed,
    apr: Math.round(apr * 100) / 100,
  };
}
