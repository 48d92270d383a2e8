import {
  type LoanFacts,
  type ProductFacts,
  productFacts,
  type RateCell,
} from './facts/products.ts';
import { type ProductEntry, type ProductSlug, productIndex } from './product-index.ts';
import { type ProductTile, productTiles } from './product-tiles.ts';

export type { LoanFacts, ProductSlug };

/**
 * Every loan product page: the words, lists and rates of each page.
 * One page component renders them all (`pages/Product/`).
 */

export interface TitledItem {
  title: string;
  text: string;
}

export interface RateRow {
  label: string;
  /** One cell per column after the first. */
  values: readonly string[];
}

export interface Rates {
  caption: string;
  /** Header of the label column, then of each value column. */
  columns: readonly [string, ...string[]];
  rows: readonly RateRow[];
  /** The gradation-of-risk text printed under the table. */
  riskGradation: string;
  disclaimer: string;
}

export interface DocumentGroup {
  title: string;
  items: readonly string[];
  note?: string;
}

export interface Product extends ProductEntry, ProductTile {
  /** Page banner: the heading is `title`; this is the line under it. */
  bannerLead: string;
  /** Search result title and description. */
  meta: { title: string; description: string };
  intro: readonly string[];
  features?: { title: string; items: readonly TitledItem[] };
  benefits?: { title: string; items: readonly TitledItem[] };
  howItWorks?: { title: string; steps: readonly TitledItem[] };
  eligibility?: { title: string; items: readonly string[] };
  howToApply?: { title: string; items: readonly TitledItem[] };
  /** Heading of the documents section, when not `productPageText.documentsTitle`. */
  documentsTitle?: string;
  documents: readonly DocumentGroup[];
  rates: Rates;
  /** Offer the EMI calculator on the page (open on the generic page, behind a button elsewhere). */
  emiCalculator: ProductFacts['emiCalculator'];
  facts: LoanFacts;
}

/**
 * The words every product page puts around its product's own: its button and headings (the
 * calculator's own words are `component-labels.ts`).
 */
export const productPageText = {
  apply: 'Apply Now',
  documentsTitle: 'Documents',
  ratesTitle: 'Rates and charges',
  /** Name of the calculator's region, and the disclosure that opens it where it is offered. */
  calculatorRegion: 'EMI calculator',
  calculateEmi: 'Calculate your EMI',
};

const riskGradation =
  'Gradation of risk: the rate of interest for each applicant is set within the range above after assessing the risk of the loan — the applicant’s credit history and score, income and how stable it is, the amount asked for against the value of the vehicle, the tenure, and the area where the vehicle will be used. Two applicants for the same product may therefore be offered different rates. Our Interest Rate Model, under Corporate Governance, explains the method.';

const disclaimer =
  'Disclaimer: the loan amount and the EMI may vary as per the company’s credit policy and the applicant’s profile. Processing fees and other charges are in the Schedule of Charges. Your Key Fact Statement shows the annual percentage rate (APR) and every charge before you sign.';

const standardColumns = ['Product', 'Rate of interest (APR)', 'Tenure'] as const;

const identityAndAddress: readonly DocumentGroup[] = [
  {
    title: 'Photo identity proof (any one)',
    items: ['PAN card', 'Aadhaar card', 'Driving licence', 'Voter ID card', 'Passport'],
  },
  {
    title: 'Address proof (any one)',
    items: [
      'Aadhaar card',
      'Driving licence',
      'Voter ID card',
      'Passport',
      'Latest utility bill (electricity, water or piped gas)',
      'Ration card',
      'Sale deed or property purchase agreement (for owned property)',
      'Registered rent agreement (for a rented home)',
    ],
    note: 'Give a self-attested copy of any one document of each kind.',
  },
];

const incomeProof: DocumentGroup = {
  title: 'Income proof',
  items: [
    'Salaried: last 3 months’ salary slips or bank statement',
    'Self-employed: last 6 months’ bank statement or an income tax return',
  ],
};

const standardEligibility = [
  'Age above 18 years, and below 65 years at the end of the loan tenure',
  'Salaried: at least 3 months with the current employer',
  'Self-employed: at least 12 months in the current business',
  'A valid mobile number and an active bank account',
];

const evEligibility = [
  'Age above 21 years, and below 65 years at the end of the loan tenure',
  'Salaried: at least 1 year with the current employer',
  'Self-employed: at least 2 years in the current business',
  'A valid mobile number and an active bank account',
];

const repaymentModes: TitledItem = {
  title: 'Multiple repayment modes',
  text: 'Pay your EMI by direct bank debit (e-mandate), online banking or a payment wallet — whatever suits you.',
};

const quickProcessing: TitledItem = {
  title: 'Quick processing',
  text: 'Share your details today; most applications are decided within one working day.',
};

const minimumDocs: TitledItem = {
  title: 'Minimum documentation',
  text: 'An identity proof, an address proof and a few income papers are usually all we need.',
};

const lowRate: TitledItem = {
  title: 'Low rate of interest',
  text: 'Rates set fairly for your profile, with every charge shown in the Key Fact Statement.',
};

/** A rate table's cell in words. */
export function rateCellText(cell: RateCell): string {
  if ('from' in cell) return `from ${cell.from}`;
  if ('min' in cell) return `${cell.min} to ${cell.max}`;
  if ('upToMonths' in cell) return `up to ${cell.upToMonths} months`;
  return cell.amount;
}

/** A page as written here: its rate rows name only their label (the figures: `productFacts`). */
type PageWords = Omit<Product, 'rates' | keyof ProductFacts> & {
  rates: Omit<Rates, 'rows'> & { rows: readonly { label: string }[] };
};

const pages: Record<ProductSlug, PageWords> = {
  'two-wheeler-loan': {
    ...productIndex['two-wheeler-loan'],
    ...productTiles['two-wheeler-loan'],
    bannerLead:
      'Ride home sooner: quick approval, minimum paperwork and an EMI that fits your month.',
    meta: {
      title: 'Two-Wheeler Loan — EMI calculator, eligibility and documents',
      description:
        'Two-wheeler loan from 23% IRR for up to 36 months. Work out your EMI, check eligibility and the documents you need, and apply online in a minute.',
    },
    intro: [
      'A two-wheeler loan from RideOn helps you buy a scooter or a motorcycle and repay in equal monthly instalments (EMIs).',
      'Use the EMI calculator below to see what you would pay each month before you apply.',
    ],
    features: {
      title: 'Features',
      items: [
        quickProcessing,
        {
          title: 'Vehicle inspection by experts',
          text: 'Our trained inspectors check the vehicle, so you know what you are paying for.',
        },
        minimumDocs,
        lowRate,
        repaymentModes,
      ],
    },
    eligibility: { title: 'Loan Eligibility Criteria', items: standardEligibility },
    howToApply: {
      title: 'How To Apply',
      items: [
        {
          title: 'Apply online',
          text: 'Press Apply Now, leave your name and mobile number, and we call you back.',
        },
        {
          title: 'Visit a dealership',
          text: 'Ask for RideOn finance at any of our partner dealers.',
        },
        {
          title: 'Visit your nearest branch',
          text: 'Our branch teams help you with the papers in person.',
        },
        {
          title: 'Call our contact centre',
          text: 'Call 1800-000-0000, Monday to Saturday, 9:30 AM to 6:30 PM.',
        },
      ],
    },
    documentsTitle: 'Loan Documents',
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'Benchmark Rate',
      columns: ['Product', 'Rate of interest (IRR)', 'Processing fee', 'Tenure'],
      rows: [{ label: 'Two-Wheeler Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'new-bike': {
    ...productIndex['new-bike'],
    ...productTiles['new-bike'],
    bannerLead: 'Low down payment, affordable EMIs and a tenure of up to 48 months.',
    meta: {
      title: 'New Two-Wheeler Loan — APR 16% to 35%, up to 48 months',
      description:
        'Finance a new scooter or motorcycle with a low down payment and affordable EMIs. APR 16.00% to 35.00%, tenure up to 48 months. Apply online.',
    },
    intro: [
      'Your new scooter or motorcycle, financed simply. Choose the vehicle at a dealer, and we take care of the loan.',
    ],
    features: {
      title: 'Features',
      items: [quickProcessing, minimumDocs, lowRate, repaymentModes],
    },
    benefits: {
      title: 'Benefits',
      items: [
        {
          title: 'Low down payment',
          text: 'Pay a small part of the on-road price now; we finance the rest.',
        },
        {
          title: 'Affordable EMIs',
          text: 'Spread the cost into monthly instalments that fit your income.',
        },
        { title: 'Flexible tenure', text: 'Choose a tenure from 6 to 48 months.' },
      ],
    },
    eligibility: { title: 'Eligibility', items: standardEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'Rates for the New Two-Wheeler Loan',
      columns: standardColumns,
      rows: [{ label: 'New Two-Wheeler Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'pre-owned': {
    ...productIndex['pre-owned'],
    ...productTiles['pre-owned'],
    bannerLead: 'A good used vehicle, an affordable down payment and help with the paperwork.',
    meta: {
      title: 'Used Two-Wheeler Loan — APR 20% to 37.5%, up to 48 months',
      description:
        'Loans for pre-owned scooters and motorcycles: affordable down payment, low EMI, flexible tenure and help with ownership transfer and insurance.',
    },
    intro: [
      'Buying a pre-owned scooter or motorcycle? We finance it, inspect it and help you transfer the ownership.',
    ],
    benefits: {
      title: 'Benefits',
      items: [
        {
          title: 'Affordable down payment',
          text: 'Start with a small down payment on a vehicle you can trust.',
        },
        { title: 'Flexible tenure', text: 'Repay over 6 to 48 months.' },
        { title: 'Low EMI', text: 'Keep the monthly instalment within your budget.' },
        {
          title: 'Help with ownership transfer and insurance',
          text: 'We guide you through the RC transfer at the transport office and arrange insurance.',
        },
      ],
    },
    eligibility: { title: 'Eligibility', items: standardEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'Rates for the Used Two-Wheeler Loan',
      columns: standardColumns,
      rows: [{ label: 'Used Two-Wheeler Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'bike-pe-loan': {
    ...productIndex['bike-pe-loan'],
    ...productTiles['bike-pe-loan'],
    bannerLead: 'Get up to 65% of your two-wheeler’s market value — and keep riding it.',
    meta: {
      title: 'Loan Against Two-Wheeler (Re-Finance) — up to 65% of value',
      description:
        'Borrow up to 65% of the current market value of your two-wheeler, paid straight to your bank account. The vehicle stays with you.',
    },
    intro: [
      'Need money for a short-term need? Your two-wheeler can help. A loan against your vehicle is paid straight into your bank account, and the vehicle stays with you.',
    ],
    features: {
      title: 'Features',
      items: [
        {
          title: 'Up to 65% of market value',
          text: 'Borrow up to 65% of your vehicle’s current market value.',
        },
        {
          title: 'Your vehicle stays with you',
          text: 'Keep using your scooter or motorcycle while you repay.',
        },
        { title: 'Direct transfer', text: 'The loan is paid directly into your own bank account.' },
        {
          title: 'For short-term needs',
          text: 'Meant for needs such as school fees, repairs or a family event.',
        },
      ],
    },
    eligibility: {
      title: 'Eligibility',
      items: [...standardEligibility, 'The vehicle is registered in your name'],
    },
    documents: [
      ...identityAndAddress,
      incomeProof,
      {
        title: 'Vehicle documents',
        items: ['Registration certificate (RC)', 'Valid insurance policy'],
      },
    ],
    rates: {
      caption: 'Rates for the Re-Finance of Vehicles',
      columns: standardColumns,
      rows: [{ label: 'Re-Finance of Vehicles' }],
      riskGradation,
      disclaimer,
    },
  },
  'peer-to-peer': {
    ...productIndex['peer-to-peer'],
    ...productTiles['peer-to-peer'],
    bannerLead: 'Buying a two-wheeler from someone you know? Finance it the proper way.',
    meta: {
      title: 'Peer 2 Peer Vehicle Loan — buy from a friend or relative',
      description:
        'Finance a two-wheeler bought from a friend or relative: IRR from 25%, processing fee from 2%, tenure up to 36 months. Check eligibility and apply.',
    },
    intro: [
      'When you buy a two-wheeler from a friend or a relative, a Peer 2 Peer Loan pays the seller, and you repay us in simple EMIs. We check the vehicle and help transfer the ownership.',
    ],
    features: { title: 'Features', items: [quickProcessing, minimumDocs, repaymentModes] },
    eligibility: { title: 'Eligibility Criteria', items: standardEligibility },
    documents: [
      ...identityAndAddress,
      incomeProof,
      {
        title: 'Vehicle documents',
        items: ['Registration certificate (RC) of the seller', 'Valid insurance policy'],
      },
    ],
    rates: {
      caption: 'Rates for the Peer 2 Peer Loan',
      columns: ['Product', 'Rate of interest (IRR)', 'Processing fee', 'Tenure'],
      rows: [{ label: 'Peer 2 Peer Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'electric-bike-loan': {
    ...productIndex['electric-bike-loan'],
    ...productTiles['electric-bike-loan'],
    bannerLead: 'Up to 85% finance on your electric scooter or motorcycle.',
    meta: {
      title: 'Electric Two-Wheeler Loan — up to 85% finance',
      description:
        'Finance an electric scooter or motorcycle with up to 85% of its price. APR 16.00% to 35.00%, tenure up to 48 months. Apply online.',
    },
    intro: [
      'Save on fuel from day one. An Electric Two-Wheeler Loan finances up to 85% of the price of your e-scooter or e-motorcycle.',
    ],
    features: {
      title: 'Features',
      items: [
        { title: 'Up to 85% finance', text: 'We finance up to 85% of the vehicle’s price.' },
        quickProcessing,
        minimumDocs,
        repaymentModes,
      ],
    },
    eligibility: { title: 'Eligibility', items: standardEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'Rates for the Electric Two-Wheeler Loan',
      columns: standardColumns,
      rows: [{ label: 'Electric Two-Wheeler Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'ev-rental': {
    ...productIndex['ev-rental'],
    ...productTiles['ev-rental'],
    bannerLead:
      'An electric scooter for your work, for a weekly rent — service and insurance included.',
    meta: {
      title: 'EV Rental — electric scooters for work and delivery',
      description:
        'Rent an electric scooter by the week for delivery or daily work. Service and insurance included; convert to ownership later.',
    },
    intro: [
      'Delivery partners and daily commuters can rent an electric scooter by the week. Service, insurance and roadside help are included, and you can move to ownership later.',
    ],
    features: {
      title: 'Features',
      items: [
        { title: 'Weekly rent', text: 'Pay a fixed rent every week, with no large down payment.' },
        {
          title: 'Service and insurance included',
          text: 'Scheduled service, insurance and roadside help are part of the rent.',
        },
        {
          title: 'Path to ownership',
          text: 'After 12 months of regular rent, convert to a loan and own the scooter.',
        },
      ],
    },
    eligibility: { title: 'Eligibility', items: standardEligibility },
    documents: identityAndAddress,
    rates: {
      caption: 'Rental plans',
      columns: ['Plan', 'Weekly rent', 'Security deposit', 'Term'],
      rows: [{ label: 'City scooter' }, { label: 'Delivery scooter' }],
      riskGradation:
        'Rents are fixed for the term of the plan. A rental is not a loan: no interest is charged; if you convert to ownership, the loan’s rate is set by gradation of risk as on our other loan pages.',
      disclaimer:
        'Disclaimer: rents and deposits may vary by city and vehicle model. The rental agreement lists every charge before you sign.',
    },
  },
  'electric-three-wheeler': {
    ...productIndex['electric-three-wheeler'],
    ...productTiles['electric-three-wheeler'],
    bannerLead: 'Finance for your electric rickshaw, with EMIs that match your daily earnings.',
    meta: {
      title: 'Electric Rickshaw Loan — finance for e-rickshaw owners',
      description:
        'Buy an electric rickshaw with a RideOn loan: low down payment, quick processing and EMIs that match your earnings. Check eligibility and apply.',
    },
    intro: [
      'An electric rickshaw costs less to run than a fuel one. Our Electric Rickshaw Loan helps drivers own their vehicle and keep more of what they earn.',
    ],
    features: {
      title: 'Features',
      items: [
        { title: 'Low down payment', text: 'Start earning with a small down payment.' },
        quickProcessing,
        minimumDocs,
        repaymentModes,
      ],
    },
    eligibility: { title: 'Eligibility', items: evEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'Rates for the Electric Rickshaw Loan',
      columns: standardColumns,
      rows: [{ label: 'Electric Rickshaw Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'electric-auto-loan': {
    ...productIndex['electric-auto-loan'],
    ...productTiles['electric-auto-loan'],
    bannerLead: 'Up to 90% loan-to-value on an electric auto, for up to 60 months.',
    meta: {
      title: 'Electric Auto Loan — up to 90% LTV, up to 60 months',
      description:
        'Finance an electric auto with up to 90% loan-to-value. APR 16.00% to 32.50%, tenure up to 60 months. Eligibility, documents and rates.',
    },
    intro: [
      'Run your own electric auto. We finance up to 90% of its value, with a tenure of up to 60 months.',
    ],
    features: {
      title: 'Features',
      items: [
        { title: 'Up to 90% LTV', text: 'Loans of up to 90% of the vehicle’s value.' },
        { title: 'Long tenure', text: 'Repay over as long as 60 months.' },
        quickProcessing,
        repaymentModes,
      ],
    },
    eligibility: { title: 'Eligibility', items: evEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'Benchmark Rate',
      columns: standardColumns,
      rows: [{ label: 'Electric Auto Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'battery-loan': {
    ...productIndex['battery-loan'],
    ...productTiles['battery-loan'],
    bannerLead: 'Up to 90% LTV on lead acid and lithium ion batteries, with flexible tenure.',
    meta: {
      title: 'Battery Loan — up to 90% LTV on EV batteries',
      description:
        'Finance a lead acid or lithium ion battery for your electric vehicle: up to 90% LTV, flexible tenure, a scheme for new-to-credit customers.',
    },
    intro: [
      'A new battery keeps your electric vehicle on the road. Finance it with a Battery Loan and pay in easy monthly instalments.',
    ],
    features: {
      title: 'Features',
      items: [
        { title: 'Up to 90% LTV', text: 'Loans of up to 90% of the battery’s price.' },
        {
          title: 'Lead acid and lithium ion',
          text: 'Both kinds of battery, with a flexible tenure.',
        },
        {
          title: 'No income proof? New to credit?',
          text: 'A special scheme for customers without income proof and for first-time borrowers.',
        },
        quickProcessing,
        minimumDocs,
        lowRate,
        repaymentModes,
      ],
    },
    eligibility: { title: 'Eligibility', items: evEligibility },
    documents: [
      {
        title: 'Mandatory',
        items: ['PAN card of the applicant'],
      },
      ...identityAndAddress,
    ],
    rates: {
      caption: 'Rates for the Battery Loan',
      columns: standardColumns,
      rows: [{ label: 'Battery Loan' }],
      riskGradation,
      disclaimer,
    },
  },
  'electric-bike-plan': {
    ...productIndex['electric-bike-plan'],
    ...productTiles['electric-bike-plan'],
    bannerLead:
      'Pick an electric bike and a monthly plan in the RideOn app — in four simple steps.',
    meta: {
      title: 'Electric Bike Plan — apply in the app in four steps',
      description:
        'Download the RideOn app, apply, choose your electric bike and plan, and go electric. Documents: PAN, Aadhaar, driving licence and address proof.',
    },
    intro: ['The Electric Bike Plan lives in our app: apply, choose your bike and plan, and ride.'],
    howItWorks: {
      title: 'How It Works',
      steps: [
        {
          title: 'Download App',
          text: 'Select the app icon, scan the QR code, or download the RideOn app from your app store.',
        },
        { title: 'Apply', text: 'Fill in the form and upload your documents in the app.' },
        { title: 'Select Plan', text: 'Choose your electric bike and the plan that suits you.' },
        { title: 'Go Electric', text: 'Start riding — and saving on fuel.' },
      ],
    },
    documents: [
      {
        title: 'Documents',
        items: [
          'PAN card',
          'Aadhaar card',
          'Driving licence',
          'Current address proof',
          'Employee ID card (only if your company referred you)',
        ],
      },
    ],
    rates: {
      caption: 'Rates for the Electric Bike Plan',
      columns: standardColumns,
      rows: [{ label: 'Electric Bike Plan' }],
      riskGradation,
      disclaimer,
    },
  },
};

export const products = Object.fromEntries(
  Object.entries(pages).map(([slug, page]) => {
    const { rateRows, ...facts } = productFacts[slug as ProductSlug];
    const rows = page.rates.rows.map(({ label }, i) => ({
      label,
      values: (rateRows[i] ?? []).map(rateCellText),
    }));
    return [slug, { ...page, rates: { ...page.rates, rows }, ...facts }];
  }),
) as unknown as Record<ProductSlug, Product>;
