import type { SiteDocument } from './documents.ts';
import { liquidityDisclosures, policyGroups } from './governance.ts';
import { grievancePage } from './grievance.ts';

/** Every PDF the company pages link to: the generator makes one per entry, the tests check them. */
export function companyPageDocuments(): readonly SiteDocument[] {
  const documents: SiteDocument[] = [];
  for (const group of policyGroups) {
    for (const entry of group.entries) {
      if (entry.document) documents.push(entry.document);
      for (const version of entry.languageVersions ?? []) documents.push(version);
    }
  }
  documents.push(...liquidityDisclosures, ...grievancePage.matrices);
  return documents;
}
