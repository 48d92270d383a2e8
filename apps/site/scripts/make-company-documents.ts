/**
 * Generates the PDFs of the company pages' embedded default into `public/documents/`, one per
 * entry of the content modules: title, company name and the plain-language summary.
 *
 *   node apps/site/scripts/make-company-documents.ts          # write the files
 *   node apps/site/scripts/make-company-documents.ts --check  # fail if a file is missing or stale
 */
import fs from 'node:fs';
import path from 'node:path';
import { companyPageDocuments } from '../src/content/all-documents.ts';
import { renderCompanyDocument } from './company-pdf.ts';

const outDir = path.resolve(import.meta.dirname, '../public/documents');
const check = process.argv.includes('--check');
let stale = 0;
let total = 0;

for (const document of companyPageDocuments()) {
  const bytes = renderCompanyDocument(document);
  const file = path.join(outDir, document.file);
  total += bytes.length;
  if (check) {
    const existing = fs.existsSync(file) ? fs.readFileSync(file) : null;
    if (!existing || !Buffer.from(bytes).equals(existing)) {
      stale++;
      console.error(`stale or missing: ${document.file}`);
    }
    continue;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}

const count = companyPageDocuments().length;
process.stdout.write(`${count} documents, ${Math.round(total / 1024)} kB in all\n`);
if (stale) process.exit(1);
