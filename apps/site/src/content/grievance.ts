import { grievanceRedressalOfficer } from '@company/forms/contracts';
import { customerCare } from './contact.ts';
import type { SiteDocument } from './documents.ts';

/** One level of the four-tier grievance approach (privacy policy: 7 working days each). */
export interface GrievanceTier {
  level: number;
  title: string;
  who: string;
  how: string;
  replyWithin: string;
}

/** An escalation officer, named in the loan and insurance escalation matrices. */
export interface GrievanceOfficer {
  role: string;
  name: string;
  email: string;
  phone: string;
}

export interface EscalationMatrix extends SiteDocument {
  id: 'loans' | 'insurance';
  label: string;
}

const officers: readonly GrievanceOfficer[] = [
  {
    role: 'Senior Officer, Customer Service',
    name: 'Sneha Kadam',
    email: 'customerservice.head@rideon.example',
    phone: '020-6000-0101',
  },
  {
    role: 'Nodal Officer',
    name: 'Prakash Shetty',
    email: 'nodal.officer@rideon.example',
    phone: '020-6000-0102',
  },
  // The officer the offer's Key Facts Statement names: one record for both.
  grievanceRedressalOfficer,
  {
    role: 'Principal Nodal Officer',
    name: 'Vijay Patil',
    email: 'principal.nodal@rideon.example',
    phone: '020-6000-0104',
  },
];

const officerLines = officers.map((o) => `${o.role}: ${o.name}, ${o.email}, ${o.phone}.`);

export const grievancePage = {
  heading: 'Grievance Redressal',
  banner: 'We want to hear when something goes wrong, and to put it right quickly.',
  intro: [
    'We follow a four-tier approach to complaints. Start with customer care; if you are not satisfied with the answer, or do not hear from us in time, take your complaint to the next level.',
    'Each level replies within 7 working days. Please quote your loan account number (LAN) or policy number and keep the reference number we give you.',
  ],
  tiersHeading: 'Our four-tier approach',
  /** Read before each level's title by screen readers. */
  tierLevel: (level: number) => `Level ${level}: `,
  /** Around each level's reply time ('Reply within 7 working days.'). */
  replyWithin: { before: 'Reply within ', after: '.' },
  tiers: [
    {
      level: 1,
      title: 'Customer care',
      who: 'Our customer care team',
      how: `E-mail ${customerCare.email} or call ${customerCare.phone} (call charges apply from some networks).`,
      replyWithin: '7 working days',
    },
    {
      level: 2,
      title: 'Senior Officer and Nodal Officer',
      who: 'The head of customer service and our Nodal Officer',
      how: 'Write to them if customer care has not resolved your complaint. Their details are in the escalation matrix below.',
      replyWithin: '7 working days',
    },
    {
      level: 3,
      title: 'Grievance Redressal Officer',
      who: 'Our Grievance Redressal Officer',
      how: 'Write to the Grievance Redressal Officer if the Nodal Officer’s reply does not resolve your complaint.',
      replyWithin: '7 working days',
    },
    {
      level: 4,
      title: 'Principal Nodal Officer',
      who: 'Our Principal Nodal Officer',
      how: 'The last level within the company. Write to the Principal Nodal Officer with your earlier reference numbers.',
      replyWithin: '7 working days',
    },
  ] satisfies readonly GrievanceTier[],
  customerCare: {
    heading: 'Contact customer care',
    terms: { emailTerm: 'E-mail', phoneTerm: 'Phone', hoursTerm: 'Hours' },
    email: customerCare.email,
    emailHref: customerCare.emailHref,
    phone: customerCare.phone,
    phoneHref: customerCare.phoneHref,
    callCharges: 'Call charges apply from some networks.',
    hours: customerCare.supportHours,
  },
  officersHeading: 'Escalation officers',
  officersIntro:
    'Loans and insurance have separate escalation matrices. Open the one for your complaint to see the officers’ names, e-mail addresses, phone numbers and postal address.',
  officers,
  matrices: [
    {
      id: 'loans',
      label: 'Escalation matrix for loan matters',
      file: 'grievance/escalation-matrix-loans.pdf',
      title: 'Grievance Escalation Matrix - Loans',
      summary: [
        'For complaints about a loan: applications, charges, EMIs, mandates, statements, NOCs and recovery.',
        ...officerLines,
        'Each level replies within 7 working days. If your complaint is not resolved within 30 days, you may approach the RBI Integrated Ombudsman at cms.rbi.org.in or on 14448.',
      ],
    },
    {
      id: 'insurance',
      label: 'Escalation matrix for insurance matters',
      file: 'grievance/escalation-matrix-insurance.pdf',
      title: 'Grievance Escalation Matrix - Insurance',
      summary: [
        'For complaints about insurance bought through us as a corporate agent: policies, premiums, renewals and claims.',
        ...officerLines,
        'Each level replies within 7 working days. If your complaint is not resolved within 30 days, you may approach the Insurance Ombudsman or the insurer through Bima Bharosa.',
      ],
    },
  ] satisfies readonly EscalationMatrix[],
  newTabHint: '(PDF, opens in a new tab)',
  ombudsman: {
    heading: 'If your complaint is not resolved within 30 days',
    intro:
      'If we do not reply within 30 days, or you are not satisfied with our final reply, you can take your complaint outside the company. This costs you nothing.',
    loans: {
      heading: 'Loans: RBI Integrated Ombudsman Scheme, 2021',
      text: 'File your complaint online on the Reserve Bank of India’s complaint management system, or call its toll-free helpline.',
      portalLabel: 'RBI complaint portal (cms.rbi.org.in)',
      portalHref: 'https://cms.rbi.org.in',
      helpline: '14448',
      helplineHref: 'tel:14448',
      helplineLabel: 'RBI helpline',
    },
    insurance: {
      heading: 'Insurance: the Insurance Ombudsman',
      text: 'For insurance matters, approach the Insurance Ombudsman for your area, or register your complaint with IRDAI’s Bima Bharosa system.',
      links: [
        { label: 'Council for Insurance Ombudsmen', href: 'https://www.cioins.co.in' },
        { label: 'IRDAI Bima Bharosa', href: 'https://bimabharosa.irdai.gov.in' },
      ],
    },
    newTabHint: '(opens in a new tab)',
  },
} as const;

/** The escalation officers, for the pages that name one (digital lending). */
export { officers as grievanceOfficers };
