/**
 * What the pre-qualified offer's Key Facts Statement (KFS) says besides its figures: the product's
 * standard terms, the contingent charges of the Schedule of Charges, the clauses of Part 2 and the
 * grievance officer (from lending-disclosures.ts, which /digital-lending and the grievance page
 * read too). RBI's KFS circular (15 Apr 2024, Annex A and B) sets the order; the site's card and
 * the API's PDF both read this module.
 */

import { coolingOffPeriod, grievanceRedressalOfficer } from './lending-disclosures.ts';

/** The product a pre-qualified offer is for, and its standard terms when the lender gives none. */
export const offerProductTerms = {
  product: 'New two-wheeler loan',
  annualRatePercent: 16,
  rateType: 'fixed',
  tenureMonths: 36,
  /** Of the loan amount, before GST: the Schedule of Charges' ceiling, so the APR is not flattered. */
  processingFeePercent: 3,
  gstPercent: 18,
} as const;

const gro = grievanceRedressalOfficer;

/** Who is paid, as the KFS's columns (A) and (B) put it. */
export const payableToLabel = {
  company: 'RideOn Finance (the company)',
  'third-party': 'A third party, through the company',
} as const;

/** The upfront charges Part 1 lists, each shown even when this illustration holds no figure for it. */
export const upfrontChargeKinds = {
  processingFee: { label: 'Processing fee', payableTo: 'company', unknown: 'Not charged' },
  insurance: {
    label: 'Insurance premium',
    payableTo: 'third-party',
    unknown: 'Not in this illustration: optional, quoted by the insurer at sanction',
  },
  stampDuty: {
    label: 'Stamp duty',
    payableTo: 'third-party',
    unknown: 'Not in this illustration: as your state’s stamp act sets, stated at sanction',
  },
} as const;

export type UpfrontChargeKind = keyof typeof upfrontChargeKinds;

/** Schedule of Charges: due only if something happens, so outside the APR. */
export const contingentCharges = [
  {
    label: 'Penal charges on a delayed instalment',
    value:
      '2% a month of the overdue amount, charged as a penalty and never added to the rate of interest',
  },
  { label: 'Other penal charges', value: 'None' },
  {
    label: 'Foreclosure charges',
    value:
      '4% of the principal outstanding plus GST after 6 EMIs; none on floating-rate loans to individuals; none in the cooling-off period',
  },
  { label: 'Switching between floating and fixed rate', value: 'Not applicable' },
  { label: 'Instalment bounce charge', value: '₹500 plus GST per dishonoured instalment' },
] as const;

/** The words of the statement: headings, labels, Part 2's clauses. */
export const keyFactsCopy = {
  title: 'Key Facts Statement',
  illustrative:
    'Illustrative, not a sanction: these figures show what a loan on these terms would cost. The loan, its amount, rate and charges are decided after your application; the Key Facts Statement you receive before you sign states the final terms.',
  source: {
    lender: 'Terms: the illustrative terms our lending system gave with your offer.',
    product: `Terms: the standard terms of our ${offerProductTerms.product} — our lending system gave none with your offer.`,
  },
  aprMeaning: 'APR is the yearly cost of the loan with its fees counted, not only its interest.',
  issued: 'Shown on',
  reference: 'Reference',
  download: 'Download the Key Facts Statement (PDF)',
  item: 'Item',
  detail: 'Detail',
  part1: 'Part 1 — Interest rate and fees/charges',
  charges: 'Fees and charges',
  chargeColumns: ['Charge', 'Payable to', 'One-time or recurring', 'Amount (GST included)'],
  oneTime: 'One-time',
  contingent: 'Contingent charges',
  contingentColumns: ['Charge', 'Amount'],
  part2: 'Part 2 — Other qualitative information',
  annexB: 'Computation of the APR (illustration)',
  labels: {
    loanType: 'Type of loan',
    amount: 'Loan amount (pre-qualified)',
    disbursal: 'Disbursal schedule',
    term: 'Loan term',
    instalmentType: 'Type of instalments',
    instalments: 'Number of EMIs',
    emi: 'EMI',
    firstEmi: 'Repayment begins',
    rate: 'Interest rate and type',
    floating: 'Floating rate: benchmark and spread',
    apr: 'Annual Percentage Rate (APR)',
    totalInterest: 'Total interest over the loan term',
    toCompany: 'Fees and charges payable to the company (A)',
    toThirdParty: 'Fees and charges payable to third parties (B)',
    netDisbursed: 'Net disbursed amount (loan amount less A and B)',
    totalPayable: 'Total amount you repay (loan amount and interest)',
    capitalisedInterest: 'Instalments of capitalised interest',
    dueDate: 'Due date of each EMI',
  },
  values: {
    disbursal: 'In one payment, upfront',
    instalmentType: 'Equated monthly instalments (EMI)',
    firstEmi: 'One month after disbursement',
    fixedOnly: 'Not applicable: the rate is fixed for the whole term',
    floatingAtSanction: 'Stated at sanction: the external benchmark, the spread and when it resets',
    none: 'None',
    dueDate: 'Monthly, on the date in your loan agreement',
  },
  part2Rows: [
    {
      label: 'Engagement of recovery agents',
      value:
        'Only our own staff and recovery agencies we name to you in writing may contact you about overdue amounts, between 8 am and 7 pm, with identity cards and our authorisation letter. They may not threaten, harass or shame you, or call your contacts.',
    },
    {
      label: 'Grievance redressal mechanism',
      value:
        'Customer care first; then the Senior Officer, Customer Service, then the Grievance Redressal Officer, then the Principal Nodal Officer — each replies within 7 working days. If your complaint is not resolved within 30 days, complain to the RBI at cms.rbi.org.in or call 14448.',
    },
    {
      label: 'Grievance Redressal Officer',
      value: `${gro.name}, ${gro.role}: ${gro.email}, ${gro.phone}`,
    },
    {
      label: 'May the loan be transferred or securitised?',
      value:
        'Yes: we may assign or securitise the loan; we tell you first, and your terms do not change.',
    },
    { label: 'Co-lending', value: 'Not applicable: the company lends on its own' },
    { label: 'Cooling-off (look-up) period', value: coolingOffPeriod },
    {
      label: 'Lending service provider acting as recovery agent',
      value: 'None: no lending service provider recovers dues for us',
    },
  ],
} as const;

/**
 * Every word of the statement in English, with the templates that put figures in sentences:
 * `keyFactsTables` reads these, and a translation (`hindiKeyFactsWords` of `@company/forms/hi`)
 * has the same shape, so the statement reads the same in each language.
 */
export const keyFactsWords = {
  copy: keyFactsCopy,
  product: offerProductTerms.product,
  payableTo: payableToLabel,
  upfront: upfrontChargeKinds,
  contingent: contingentCharges,
  rateType: { fixed: 'fixed', floating: 'floating' },
  perYear: (rate: string, type: string) => `${rate} a year, ${type}`,
  months: (count: number) => `${count} months`,
  emisOf: (count: number, emi: string) => `${count} EMIs of ${emi}`,
  withGst: (total: string, amount: string, gst: string) => `${total} (${amount} + ${gst} GST)`,
};
