import { languageCodes } from './documents.ts';

/**
 * The corporate governance page's ids and files, in the order it lists them: each language's
 * `governance.ts` gives them their words with `withWords`. Word-free: both languages read it.
 */

/** A policy with its PDF, `governance/<id>.pdf`. */
const policy = (id: string) => ({ id, document: { file: `governance/${id}.pdf` } });

/** The spec's language downloads of an entry, `<file>-<code>.pdf`, English being the entry's own. */
const withLanguages = (entry: ReturnType<typeof policy>) => ({
  ...entry,
  languageVersions: languageCodes
    .filter((code) => code !== 'en')
    .map((code) => ({ code, file: entry.document.file.replace(/\.pdf$/, `-${code}.pdf`) })),
});

const annex = (n: 1 | 2 | 3 | 4) => policy(`ombudsman-scheme-annex-${n}`);

export const policyGroupFacts = [
  {
    id: 'customer-policies',
    entries: [
      withLanguages(policy('fair-practices-code')),
      policy('grievance-redressal-procedure'),
      annex(1),
      withLanguages(annex(2)),
      annex(3),
      annex(4),
      policy('kyc-policy'),
      policy('interest-rate-model'),
    ],
  },
  {
    id: 'governance-policies',
    entries: [
      policy('whistle-blower-policy'),
      // One per group entity (the words name them).
      policy('prevention-of-sexual-harassment-policy-1'),
      policy('prevention-of-sexual-harassment-policy-2'),
      policy('nomination-and-remuneration-policy'),
      policy('code-of-conduct-directors'),
      policy('code-of-conduct-recovery-agents'),
      policy('related-party-transactions-policy'),
      policy('equal-opportunity-policy'),
      policy('internal-guidelines-corporate-governance'),
      policy('esg-policy'),
      policy('statutory-auditor-appointment-policy'),
    ],
  },
  { id: 'notices', entries: [{ id: 'moratorium-policy' }, { id: 'customer-care-notice' }] },
];

/** Quarter ends from 31 Dec 2020 to 30 Sep 2025, newest first, as ISO dates. */
export const liquidityQuarterEndDates: readonly string[] = (() => {
  const ends: string[] = [];
  for (let year = 2020; year <= 2025; year++)
    for (const monthDay of ['03-31', '06-30', '09-30', '12-31']) {
      const iso = `${year}-${monthDay}`;
      if (iso >= '2020-12-31' && iso <= '2025-09-30') ends.push(iso);
    }
  return ends.reverse();
})();

/** A quarter's liquidity risk disclosure: its id and PDF. */
export const liquidityDisclosureFacts = liquidityQuarterEndDates.map((iso) => ({
  id: `liquidity-risk-${iso}`,
  file: `disclosures/liquidity-risk-${iso}.pdf`,
}));

export const governancePageFacts = { liquidity: { id: 'liquidity-risk-disclosures' } } as const;
