import { company } from './company.ts';

/** Group entities named on the policies that apply to more than one company. */
const groupEntities = [
  company.legalName,
  `${company.brand} Insurance Broking Private Limited`,
] as const;

import { type LanguageCode, languages, type SiteDocument } from './documents.ts';
import {
  governancePageFacts,
  liquidityDisclosureFacts,
  liquidityQuarterEndDates,
  policyGroupFacts,
} from './facts/governance.ts';
import { type Words, withEnglishWords } from './facts/words.ts';

/** A document in another language (fair practices code and ombudsman annex 2). */
export interface LanguageVersion extends SiteDocument {
  code: LanguageCode;
  language: string;
}

/** One entry of the corporate governance list. */
export interface PolicyEntry {
  id: string;
  title: string;
  /** What the document is about, in a sentence, shown on the page. */
  description: string;
  /** The PDF behind the entry's 'More.....' link; absent for entries without a link. */
  document?: SiteDocument;
  /** Other language versions (English is `document`). */
  languageVersions?: readonly LanguageVersion[];
}

/** The page's own words around its lists. */
export interface GovernancePage {
  heading: string;
  intro: string;
  moreLabel: string;
  newTabHint: string;
  otherLanguagesLabel: string;
  noLinkLabel: string;
  /** Read after a language version's name, so its link makes sense on its own. */
  languageVersionContext: (title: string) => string;
  liquidity: { id: string; heading: string; intro: string; itemPrefix: string };
}

export interface PolicyGroup {
  id: string;
  heading: string;
  intro?: string;
  entries: readonly PolicyEntry[];
}

/** A policy's words: its document carries its title (its id and file: `facts/governance.ts`). */
function policy(title: string, description: string, summary: readonly string[]) {
  return { title, description, document: { title, summary } } satisfies Words<PolicyEntry>;
}

/** Adds the words of the spec's eight language downloads to an entry's. */
function withLanguages(entry: ReturnType<typeof policy>): Words<PolicyEntry> {
  const { title, summary } = entry.document;
  return {
    ...entry,
    languageVersions: languages
      .filter((l) => l.code !== 'en')
      .map((l) => ({
        language: l.name,
        title: `${title} (${l.name})`,
        summary: [
          ...summary,
          `${l.name} version. This sample file carries the English summary; the published ${l.name} translation takes its place. Where the versions differ, the English version prevails.`,
        ],
      })),
  };
}

const fairPracticesCode = withLanguages(
  policy(
    'Fair Practices Code',
    'How we treat you from application to closure: clear terms, fair charges and respectful recovery.',
    [
      'We give you the loan terms, the annual percentage rate and every charge in writing, in a language you understand, before you sign.',
      'We tell you in writing why an application is rejected, give notice before changing any term, and return your documents within 30 days of your last payment.',
      'Our staff and agents do not harass you: no calls at odd hours, no threats and no visits without notice.',
    ],
  ),
);

function annex(n: 1 | 2 | 3 | 4, title: string, summary: readonly string[]) {
  return policy(
    `Reserve Bank – Integrated Ombudsman Scheme, 2021: Annex ${n} (${title})`,
    `Annex ${n} of the ombudsman scheme: ${title.toLowerCase()}.`,
    summary,
  );
}

export const policyGroups: readonly PolicyGroup[] = withEnglishWords<readonly PolicyGroup[]>(
  policyGroupFacts,
  [
    {
      heading: 'Customer policies',
      intro: 'How we deal with you as a borrower, and what to do if something goes wrong.',
      entries: [
        fairPracticesCode,
        policy(
          'Grievance Redressal Procedure',
          'The four levels at which we handle a complaint, and the time each level takes.',
          [
            'Write to customer care first. If you are not satisfied, escalate to the Nodal Officer, then the Grievance Redressal Officer, then the Principal Nodal Officer.',
            'Each level replies within 7 working days. If your complaint is not resolved within 30 days, you may approach the Reserve Bank - Integrated Ombudsman.',
          ],
        ),
        annex(1, 'how to file a complaint', [
          'Annex 1 explains who can complain to the RBI Ombudsman and how: online at cms.rbi.org.in, by e-mail, or by post to the Centralised Receipt and Processing Centre.',
          'You must first complain to us and wait 30 days, or receive our reply, before you approach the Ombudsman.',
        ]),
        withLanguages(
          annex(2, 'principal nodal officer and contact details', [
            'Annex 2 is the notice every regulated entity displays: the name and contact details of our Principal Nodal Officer and the salient features of the scheme.',
            'The Ombudsman can be reached on the toll-free helpline 14448 and at cms.rbi.org.in.',
          ]),
        ),
        annex(3, 'complaint form', [
          'Annex 3 is the complaint form for the RBI Integrated Ombudsman Scheme, for those who prefer to complain on paper.',
        ]),
        annex(4, 'grounds and exclusions', [
          'Annex 4 lists the grounds on which a complaint may be made and the matters the Ombudsman does not take up, such as matters already before a court.',
        ]),
        policy(
          'Know Your Customer (KYC) and Anti-Money Laundering Policy',
          'Which documents we ask for to confirm who you are, and why.',
          [
            'Before we lend, we confirm your identity and address with officially valid documents such as Aadhaar, PAN, a driving licence, a voter ID or a passport.',
            'We keep these records safe, update them periodically, and report suspicious transactions as the law requires.',
          ],
        ),
        policy(
          'Interest Rate Model and Gradation of Risk',
          'How we set the interest rate and charges for each loan.',
          [
            'Your rate depends on our cost of funds, operating costs and the risk of the loan: your repayment history, income stability, the vehicle and the tenure.',
            'We publish the range of rates for each product and tell you your annual percentage rate in the Key Fact Statement before you sign.',
          ],
        ),
      ],
    },
    {
      heading: 'Governance policies and codes',
      intro: 'How the company is run and how its people are expected to behave.',
      entries: [
        policy(
          'Whistle Blower Policy (Vigil Mechanism)',
          'How employees and directors can report wrongdoing safely.',
          [
            'Anyone can report suspected fraud, bribery or a breach of our codes to the chair of the Audit Committee, in confidence.',
            'We protect whistle blowers from retaliation and investigate every report.',
          ],
        ),
        ...groupEntities.map((entity) =>
          policy(
            `Prevention of Sexual Harassment Policy — ${entity}`,
            `The policy against sexual harassment at work of ${entity}.`,
            [
              `${entity} does not tolerate sexual harassment. The policy follows the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013.`,
              'An Internal Committee, chaired by a senior woman employee and including an external member, hears complaints and must finish its inquiry within 90 days.',
            ],
          ),
        ),
        policy(
          'Nomination and Remuneration Policy',
          'How we choose directors and senior managers and how we pay them.',
          [
            'The Nomination and Remuneration Committee checks that directors are fit and proper, and recommends their appointment and pay.',
            'Pay is linked to long-term performance and to the quality of the loan book, not only to growth.',
          ],
        ),
        policy(
          'Code of Conduct for Directors and Senior Management',
          'The standards of honesty and care expected of our directors and senior managers.',
          [
            'Directors and senior managers act honestly, avoid conflicts of interest, keep information confidential and follow the law.',
            'They confirm each year that they have complied with this code.',
          ],
        ),
        policy(
          'Code of Conduct for Employees and Recovery Agents',
          'How our staff and recovery agents must behave with customers.',
          [
            'Our staff and agents identify themselves, call only between 8 AM and 7 PM, respect your privacy and never use threats or abusive language.',
            'Every agent is trained and certified, and we act on any complaint about an agent.',
          ],
        ),
        policy(
          'Policy on Related Party Transactions',
          'How we approve and report dealings with related parties.',
          [
            'Transactions with directors, key managers and their relatives or companies need the Audit Committee’s approval and must be on arm’s-length terms.',
            'We disclose related party transactions in our financial statements.',
          ],
        ),
        policy('Equal Opportunity Policy', 'Fair treatment at work, whoever you are.', [
          'We hire, pay and promote on merit, regardless of gender, religion, caste, disability, age or sexual orientation.',
          'We make reasonable adjustments for employees with disabilities, as the Rights of Persons with Disabilities Act, 2016 requires.',
        ]),
        policy(
          'Internal Guidelines on Corporate Governance',
          'How the board and its committees work.',
          [
            'The guidelines set out the board’s committees - audit, risk, nomination and remuneration, IT strategy and customer service - and how often they meet.',
            'They follow the Reserve Bank of India’s directions on corporate governance for non-banking finance companies.',
          ],
        ),
        policy(
          'Environmental, Social and Governance (ESG) Policy',
          'How we take the environment and society into account in our lending.',
          [
            'We grow lending for electric vehicles, exclude harmful activities from our financing, and measure the emissions our loans help avoid.',
            'We report our progress every year to our board and investors.',
          ],
        ),
        policy(
          'Policy for Appointment of Statutory Auditors',
          'How we choose our statutory auditors and keep them independent.',
          [
            'The Audit Committee recommends the statutory auditors, who serve for at most three continuous years, as the Reserve Bank of India requires.',
            'Auditors must be independent of the company and may not provide it with services that would affect their independence.',
          ],
        ),
      ],
    },
    {
      heading: 'Notices',
      entries: [
        {
          title: 'Moratorium Policy',
          description:
            'The moratorium on loan instalments offered under the Reserve Bank of India’s COVID-19 relief measures in 2020 has ended; no moratorium is available now.',
        },
        {
          title: 'Customer Care Notice',
          description:
            'We never ask for your OTP, PIN or password, and we collect payments only through our official channels. If in doubt, call customer care before you pay.',
        },
      ],
    },
  ],
);

/** The quarter ends of the disclosures, newest first, each as the page writes it ('30 Sep 2025'). */
export function liquidityQuarterEnds(): readonly { iso: string; label: string }[] {
  // The quarters' months here, not the calendar's twelve: this page loads one script less.
  const months: Record<string, string> = { '03': 'Mar', '06': 'Jun', '09': 'Sep', '12': 'Dec' };
  return liquidityQuarterEndDates.map((iso) => {
    const [year, month = '', day] = iso.split('-');
    return { iso, label: `${day} ${months[month]} ${year}` };
  });
}

export const liquidityDisclosures: readonly (SiteDocument & { id: string; label: string })[] =
  withEnglishWords<readonly (SiteDocument & { id: string; label: string })[]>(
    liquidityDisclosureFacts,
    liquidityQuarterEnds().map(({ label }) => ({
      label,
      title: `Public Disclosure on Liquidity Risk as on ${label}`,
      summary: [
        `This disclosure reports the liquidity risk of ${company.legalName} as on ${label}, as the Reserve Bank of India’s liquidity risk management framework requires of non-banking finance companies.`,
        'It lists our funding concentration by significant counterparty and by instrument, our top 10 borrowings, our stock ratios (commercial paper, non-convertible debentures and other short-term liabilities as a share of funding and assets) and the institutional set-up for liquidity risk management.',
      ],
    })),
  );

export const governancePage = withEnglishWords<GovernancePage>(governancePageFacts, {
  heading: 'Corporate Governance',
  intro:
    'Our policies, codes and public disclosures. Each document opens as a PDF in a new tab; the fair practices code and the ombudsman notice are also available in seven Indian languages.',
  moreLabel: 'More.....',
  newTabHint: '(PDF, opens in a new tab)',
  otherLanguagesLabel: 'Also available in',
  noLinkLabel: 'Notice',
  languageVersionContext: (title: string) => `version of the ${title}`,
  liquidity: {
    heading: 'Liquidity Risk Public Disclosures',
    intro:
      'Our quarterly disclosure of funding concentration, top borrowings and stock ratios, from the quarter ended 31 Dec 2020.',
    itemPrefix: 'As on',
  },
});
