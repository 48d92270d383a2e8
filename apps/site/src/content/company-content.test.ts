import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCompanyDocument } from '../../scripts/company-pdf.ts';
import { companyPageDocuments } from './all-documents.ts';
import { languages } from './documents.ts';
import { liquidityDisclosures, policyGroups } from './governance.ts';
import { investors } from './investors.ts';
import { newsItems } from './news.ts';
import { newsArticles } from './news-articles.ts';
import { boardOfDirectors, leaders } from './people.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');

describe('company page content', () => {
  it('has the spec’s counts of people, investors and news', () => {
    expect(boardOfDirectors).toHaveLength(8);
    expect(leaders).toHaveLength(5);
    expect(investors).toHaveLength(4);
    expect(newsItems.length).toBeGreaterThanOrEqual(10);
    const ids = [...boardOfDirectors, ...leaders].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(newsItems.map((n) => n.id)).size).toBe(newsItems.length);
  });

  it('ships a sample story for every news link of the embedded default', () => {
    for (const item of newsItems) {
      expect(item.link).toBe(`/news/${item.id}.html`);
      expect(newsArticles[item.id]?.length, item.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists liquidity disclosures for every quarter end from 31 Dec 2020 to 30 Sep 2025', () => {
    const labels = liquidityDisclosures.map((d) => d.label);
    expect(labels).toHaveLength(20);
    expect(labels.at(0)).toBe('30 Sep 2025');
    expect(labels.at(-1)).toBe('31 Dec 2020');
    expect(labels).toContain('30 Jun 2023');
    expect(labels).toContain('31 Mar 2022');
  });

  it('offers the fair practices code and ombudsman annex 2 in eight languages', () => {
    const entries = policyGroups.flatMap((g) => g.entries);
    const withLanguages = entries.filter((e) => e.languageVersions);
    expect(withLanguages.map((e) => e.id)).toEqual([
      'fair-practices-code',
      'ombudsman-scheme-annex-2',
    ]);
    for (const entry of withLanguages) {
      expect(['English', ...(entry.languageVersions ?? []).map((v) => v.language)]).toEqual(
        languages.map((l) => l.name),
      );
    }
    const unlinked = entries.filter((e) => !e.document).map((e) => e.id);
    expect(unlinked).toEqual(['moratorium-policy', 'customer-care-notice']);
  });

  it('ships a small, real PDF for every document (scripts/make-company-documents.ts)', () => {
    const documents = companyPageDocuments();
    expect(new Set(documents.map((d) => d.file)).size).toBe(documents.length);
    for (const document of documents) {
      const bytes = fs.readFileSync(path.join(publicDir, 'documents', document.file));
      expect(bytes.subarray(0, 5).toString('latin1'), document.file).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(bytes.length).toBeLessThan(8 * 1024);
      // Stale after a content change? Run `node apps/site/scripts/make-company-documents.ts`.
      expect(Buffer.from(renderCompanyDocument(document)).equals(bytes), document.file).toBe(true);
    }
  });

  it('ships every image the content names (scripts/make-company-media.ts)', () => {
    const images = [
      ...[...boardOfDirectors, ...leaders].flatMap((p) => [p.image, p.detailImage]),
      ...investors.map((i) => i.logo),
      ...newsItems.flatMap((n) => [n.thumbnail, n.source.logo]),
    ];
    for (const image of images) {
      const files = [image.src, ...image.srcSet.split(', ').map((c) => c.split(' ')[0] ?? '')];
      expect(files.slice(1), image.src).toContain(image.src);
      for (const file of files) expect(fs.existsSync(path.join(publicDir, file)), file).toBe(true);
    }
  });
});
