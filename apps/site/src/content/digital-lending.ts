import { coolingOffPeriod } from '@company/forms/contracts';
import { company } from './company.ts';
import { grievanceOfficers } from './grievance.ts';
import { loanExamples } from './loan-examples.ts';
import { productIndex } from './product-index.ts';

const { brand, legalName } = company;
const gro = grievanceOfficers.find((o) => o.role === 'Grievance Redressal Officer');
const groLine = gro ? `${gro.name}, ${gro.role}: ${gro.email}, ${gro.phone}` : '';

/** A digital lending app (DLA) or lending service provider (LSP) the company works with. */
export interface LendingPartner {
  name: string;
  kind: 'Digital lending app (ours)' | 'Lending service provider';
  whatItDoes: string;
  grievanceOfficer: string;
}

/**
 * /digital-lending: what RBI's Digital Lending Directions ask a lender to publish — its digital
 * lending products and apps, each partner and what it does, the cooling-off period, how to
 * recognise a genuine app. The footer's partners PDF summarises the same partners.
 */
export const digitalLendingPage = {
  heading: 'Digital Lending',
  banner: `The loans ${brand} offers online, the apps and partners that work for us, and your rights.`,
  intro: `${legalName} is a non-banking financial company registered with the Reserve Bank of India. Every loan below is sanctioned and disbursed by us, into your own bank account, never through a partner’s account; before you accept, you get a Key Fact Statement with the annual percentage rate (APR) and every charge.`,
  productsHeading: 'Our digital lending products',
  products: Object.values(productIndex)
    .filter((p) => loanExamples[p.slug])
    .map((p) => p.title),
  partnersHeading: 'Apps and partners that work for us',
  partners: [
    {
      name: `${brand} app (Android and iOS)`,
      kind: 'Digital lending app (ours)',
      whatItDoes:
        'Apply for a loan, check a pre-qualified offer, see your Key Fact Statement, pay EMIs and raise service requests.',
      grievanceOfficer: groLine,
    },
    {
      name: `${brand} dealer portal`,
      kind: 'Digital lending app (ours)',
      whatItDoes:
        'Used by our partner dealers’ staff to send us your application at the showroom. Dealers do not decide on or disburse the loan.',
      grievanceOfficer: groLine,
    },
  ] satisfies readonly LendingPartner[],
  partnersNote:
    'No lending service provider collects money for us in cash or recovers dues for us. Pay only to the accounts named in your loan agreement, or through Quick Pay and e-mandate on this website.',
  coolingOffHeading: 'Cooling-off period',
  // The offer's Key Facts Statement states the same period: one text for both.
  coolingOff: coolingOffPeriod,
  genuineHeading: 'How to tell a genuine app from a fake',
  genuine: [
    `Our only apps are the ${brand} app published by ${legalName} on Google Play and the App Store, and the dealer portal our dealers use. An app under another publisher’s name is not ours.`,
    'We never ask for access to your contacts, photos or call log, and never ask you to pay a fee before disbursement.',
    'Every loan comes with a Key Fact Statement and a sanction letter on our letterhead; the money comes from our bank account to yours.',
    'If an app or caller claims to lend for us and does not meet these points, do not pay: report it to us and on Sachet.',
  ],
  complaintsHeading: 'Complaints',
  complaints: `Write to our Grievance Redressal Officer (${groLine}); the Grievance Redressal page shows every level. If your complaint is not resolved within 30 days, use the RBI’s complaint portal or helpline. Report an unauthorised lender on Sachet.`,
} as const;

/**
 * The words around each partner on /digital-lending. Apart from the page's object, which the
 * footer's partners PDF (and so every page's first script) carries: only this page loads these.
 */
export const partnerWords = {
  labels: {
    category: 'Kind',
    whatItDoes: 'What it does',
    grievanceOfficer: 'Grievance officer',
  },
  /** A partner's `kind` as the page names it. */
  kinds: {
    'Digital lending app (ours)': 'Digital lending app (ours)',
    'Lending service provider': 'Lending service provider',
  } satisfies Record<LendingPartner['kind'], string>,
} as const;
