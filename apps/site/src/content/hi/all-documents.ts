import type { SiteDocument } from '../documents.ts';
import { liquidityDisclosures, policyGroups } from './governance.ts';
import { grievancePage } from './grievance.ts';

/** Every PDF the Hindi company pages link to (the same files as the English pages). */
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
