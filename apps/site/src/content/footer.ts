import type { SiteDocument } from './documents.ts';
import { documentsBaseUrl, type NavLink } from './navigation.ts';

export { documentsBaseUrl };

import { digitalLendingPage } from './digital-lending.ts';
import { footerDocumentFacts, footerLinkFacts } from './facts/footer.ts';
import { withEnglishWords } from './facts/words.ts';
import { footerProductSlugs, productIndex } from './product-index.ts';

/** The footer's content: link groups and documents. Loaded with the footer's code. */
export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

/** The footer's link groups. */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Company',
    links: withEnglishWords<readonly NavLink[]>(footerLinkFacts.company, [
      { label: 'About Us' },
      { label: 'Board of Directors' },
      { label: 'Leadership' },
      { label: 'Investors' },
      { label: 'Careers' },
      { label: 'Corporate Governance' },
    ]),
  },
  {
    title: 'Products',
    links: footerProductSlugs.map((slug) => ({
      label: productIndex[slug].title,
      to: productIndex[slug].path,
    })),
  },
  {
    title: 'Help',
    links: withEnglishWords<readonly NavLink[]>(footerLinkFacts.help, [
      { label: 'Contact Us' },
      { label: 'Service Request' },
      { label: 'Complaints' },
      { label: 'Report A Fraud' },
      { label: 'Customer Care' },
      { label: 'My Loan' },
      { label: 'Grievance Redressal' },
      { label: 'Refund and Cancellation Policy' },
      { label: 'Digital Lending' },
      { label: 'Accessibility' },
      { label: 'FAQs' },
    ]),
  },
];

/** A document the footer links to: a company document with its link's words. */
export interface FooterDocument extends SiteDocument {
  label: string;
  /** Shown after the label. */
  kind: 'PDF' | 'ZIP';
}

/** The footer's documents; `scripts/make-footer-documents.ts` makes the files. */
export const footerDocuments: readonly FooterDocument[] = withEnglishWords<
  readonly FooterDocument[]
>(footerDocumentFacts, [
  {
    label: 'NACH mandate form',
    title: 'NACH Debit Mandate Form',
    summary: [
      'Use this form to let your bank pay your EMI to RideOn automatically on each due date through the National Automated Clearing House (NACH).',
      'Fill in your bank account number, IFSC, account holder name, the maximum amount per debit and the loan account number (LAN). Sign as in your bank records.',
      'Hand the signed form to your branch or dealer. Your bank confirms the registration in about 10 working days. You can also register an e-mandate online from the E-Mandate page.',
    ],
  },
  {
    label: 'Loan agreement copy',
    title: 'Loan Agreement (specimen copy)',
    summary: [
      'This specimen shows the clauses of our two-wheeler loan agreement: the loan amount, the rate of interest and how it is applied, the EMI and its due date, charges, the hypothecation of the vehicle, default and recovery, foreclosure and closure of the loan.',
      'Your own agreement, with your figures, is given to you at disbursement together with the Key Fact Statement and the sanction letter.',
    ],
  },
  {
    label: 'Legal heir joint affidavit',
    title: 'Joint Affidavit of Legal Heirs',
    summary: [
      'When a borrower dies, the legal heirs use this affidavit to ask for the closure of the loan, the release of the vehicle’s hypothecation and the transfer of the vehicle.',
      'All legal heirs sign before a notary on stamp paper of the value that applies in their state, with copies of the death certificate and of each heir’s identity proof.',
    ],
  },
  {
    label: 'Schedule of charges',
    title: 'Schedule of Charges',
    summary: [
      'Processing fee: up to 3% of the loan amount plus GST, shown in your Key Fact Statement.',
      'EMI bounce charge: Rs. 500 plus GST per dishonoured instalment. Penal charge on overdue EMIs: 2% per month of the overdue amount, charged as a penalty and never added to the rate of interest.',
      'Duplicate NOC or statement: Rs. 250 plus GST. Foreclosure: 4% of the principal outstanding plus GST after 6 EMIs; none on floating-rate loans to individuals.',
    ],
  },
  {
    label: 'SMA and NPA definition',
    title: 'Special Mention Accounts and Non-Performing Assets',
    summary: [
      'As the Reserve Bank of India requires, we explain when a loan is flagged as overdue. SMA-0: any amount overdue up to 30 days. SMA-1: overdue for more than 30 and up to 60 days. SMA-2: overdue for more than 60 and up to 90 days.',
      'A loan overdue for more than 90 days is a non-performing asset (NPA). It is upgraded to standard only when all arrears of interest and principal are paid.',
      'Example: an EMI due on 5 March and unpaid is SMA-0 from 6 March, SMA-1 from 5 April, SMA-2 from 5 May and an NPA from 4 June.',
    ],
  },
  {
    label: 'Customer KYC documents',
    title: 'Know Your Customer (KYC) Documents',
    summary: [
      'Photo identity proof (any one): PAN card, Aadhaar card, driving licence, voter ID card or passport.',
      'Address proof (any one): Aadhaar card, driving licence, voter ID card, passport, a recent utility bill, ration card, sale deed for owned property or registered rent agreement for rented property.',
      'Give a self-attested copy of one document of each kind. We verify Aadhaar offline or through DigiLocker and keep only its last four digits.',
    ],
  },
  {
    label: 'DDF partners detail',
    title: 'Digital Lending Partners (DLA and LSP) Detail',
    // The same partners as /digital-lending, from its content.
    summary: [
      'The digital lending apps and lending service providers that source or service loans for RideOn, as the Reserve Bank’s digital lending directions require us to publish. The Digital Lending page of our website has the same list.',
      ...digitalLendingPage.partners.map(
        (p) => `${p.name} - ${p.kind}: ${p.whatItDoes} Grievance officer: ${p.grievanceOfficer}.`,
      ),
      digitalLendingPage.partnersNote,
    ],
  },
]);
