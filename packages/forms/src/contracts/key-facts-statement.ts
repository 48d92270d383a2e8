import { keyFacts } from '../finance/key-facts.ts';
import type { Translation } from '../i18n/translation.ts';
import { keyFactsWords, type UpfrontChargeKind, upfrontChargeKinds } from './key-facts-content.ts';

/** The statement's words in one language: `keyFactsWords` (English) or a translation of it. */
export type KeyFactsWords = Translation<typeof keyFactsWords>;

/** The terms a Key Facts Statement illustrates: the lender's, or the product's standard ones. */
export interface OfferTerms {
  source: 'lender' | 'product';
  amount: number;
  tenureMonths: number;
  annualRatePercent: number;
  rateType: 'fixed' | 'floating';
  /** Upfront charges in rupees before GST; a kind absent here is one the illustration cannot know. */
  charges: { kind: UpfrontChargeKind; amount: number; gstPercent: number }[];
}

/** One charge with its GST worked out, in rupees to the paisa. */
export interface StatedCharge {
  kind: UpfrontChargeKind;
  amount: number;
  gst: number;
  total: number;
}

/** The statement as the offer answer carries it: the terms and every figure `keyFacts` gives. */
export interface KeyFactsStatement {
  /** Its address: the PDF answers for this id only, issued with the offer. */
  id: string;
  shownAt: string;
  terms: OfferTerms;
  emi: number;
  instalments: number;
  totalInterest: number;
  totalPayable: number;
  charges: StatedCharge[];
  netDisbursed: number;
  apr: number;
}

/** The figures of `terms`, by `keyFacts` (RBI's Annex B arithmetic) — never typed by hand. */
export function keyFactsStatement(terms: OfferTerms, id: string, shownAt: Date): KeyFactsStatement {
  const facts = keyFacts({
    principal: terms.amount,
    annualRatePercent: terms.annualRatePercent,
    tenureMonths: terms.tenureMonths,
    charges: terms.charges.map((c) => ({
      label: upfrontChargeKinds[c.kind].label,
      amount: c.amount,
      gstPercent: c.gstPercent,
      payableTo: upfrontChargeKinds[c.kind].payableTo,
    })),
  });
  return {
    id,
    shownAt: shownAt.toISOString(),
    terms,
    emi: facts.emi,
    instalments: terms.tenureMonths,
    totalInterest: facts.totalInterest,
    totalPayable: facts.totalPayable,
    charges: facts.charges.map(({ amount, gst, total }, i) => ({
      kind: terms.charges[i]!.kind,
      amount,
      gst,
      total,
    })),
    netDisbursed: facts.netDisbursed,
    apr: facts.apr,
  };
}

/** ₹1,23,456 or ₹540.50: Indian grouping, paise only when there are some. */
export const inr = (n: number) =>
  `₹${n.toLocaleString('en-IN', {
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

const percent = (n: number) => `${n.toFixed(2)}%`;

/** A table of the statement: its heading names it, each row's cells follow the columns. */
export interface KeyFactsTable {
  id: 'part1' | 'charges' | 'apr' | 'contingent' | 'part2' | 'annex-b';
  heading: string;
  columns: readonly string[];
  rows: (readonly string[])[];
}

/**
 * The statement as tables in RBI's order (Part 1, its charges and APR, the contingent charges,
 * Part 2, Annex B's illustration): the site's card and the API's PDF both render these, so they
 * carry the same fields with the same words.
 */
export function keyFactsTables(
  s: KeyFactsStatement,
  words: KeyFactsWords = keyFactsWords,
): KeyFactsTable[] {
  const { terms } = s;
  const { copy } = words;
  const L = copy.labels;
  const V = copy.values;
  const two = [copy.item, copy.detail];
  const sum = (to: 'company' | 'third-party') =>
    s.charges
      .filter((c) => upfrontChargeKinds[c.kind].payableTo === to)
      .reduce((total, c) => total + c.total, 0);
  const rate = words.perYear(percent(terms.annualRatePercent), words.rateType[terms.rateType]);
  const emis = words.emisOf(s.instalments, inr(s.emi));
  return [
    {
      id: 'part1',
      heading: copy.part1,
      columns: two,
      rows: [
        [L.loanType, words.product],
        [L.amount, inr(terms.amount)],
        [L.disbursal, V.disbursal],
        [L.term, words.months(terms.tenureMonths)],
        [L.instalmentType, V.instalmentType],
        [L.instalments, String(s.instalments)],
        [L.emi, inr(s.emi)],
        [L.firstEmi, V.firstEmi],
        [L.rate, rate],
        [L.floating, terms.rateType === 'fixed' ? V.fixedOnly : V.floatingAtSanction],
      ],
    },
    {
      id: 'charges',
      heading: copy.charges,
      columns: copy.chargeColumns,
      rows: (Object.keys(upfrontChargeKinds) as UpfrontChargeKind[]).map((kind) => {
        const { label, unknown } = words.upfront[kind];
        const charge = s.charges.find((c) => c.kind === kind);
        const amount = !charge
          ? unknown
          : charge.gst > 0
            ? words.withGst(inr(charge.total), inr(charge.amount), inr(charge.gst))
            : inr(charge.total);
        return [label, words.payableTo[upfrontChargeKinds[kind].payableTo], copy.oneTime, amount];
      }),
    },
    {
      id: 'apr',
      heading: L.apr,
      columns: two,
      rows: [[L.apr, `${percent(s.apr)} — ${copy.aprMeaning}`]],
    },
    {
      id: 'contingent',
      heading: copy.contingent,
      columns: copy.contingentColumns,
      rows: words.contingent.map((c) => [c.label, c.value]),
    },
    {
      id: 'part2',
      heading: copy.part2,
      columns: two,
      rows: copy.part2Rows.map((r) => [r.label, r.value]),
    },
    {
      id: 'annex-b',
      heading: copy.annexB,
      columns: two,
      rows: [
        [L.amount, inr(terms.amount)],
        [L.term, `${words.months(terms.tenureMonths)}: ${emis}`],
        [L.capitalisedInterest, V.none],
        [L.firstEmi, V.firstEmi],
        [L.rate, rate],
        [L.totalInterest, inr(s.totalInterest)],
        [L.toCompany, inr(sum('company'))],
        [L.toThirdParty, inr(sum('third-party'))],
        [L.netDisbursed, inr(s.netDisbursed)],
        [L.totalPayable, inr(s.totalPayable)],
        [L.apr, percent(s.apr)],
        [L.disbursal, V.disbursal],
        [L.dueDate, V.dueDate],
      ],
    },
  ];
}
