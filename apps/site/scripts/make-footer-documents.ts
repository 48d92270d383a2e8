/**
 * Makes the footer's documents (content/footer.ts) into public/documents/: small one-page PDFs
 * (the company pages' PDF writer) and, for the two ZIP entries, a ZIP holding that PDF.
 *
 *   node apps/site/scripts/make-footer-documents.ts          # write the files
 *   node apps/site/scripts/make-footer-documents.ts --check  # fail if a file is missing or stale
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { footerDocuments } from '../src/content/footer.ts';
import { renderCompanyDocument } from './company-pdf.ts';

const outDir = path.resolve(import.meta.dirname, '../public/documents');
const check = process.argv.includes('--check');

/** A ZIP with one stored (uncompressed) file and a fixed date, so the bytes never change. */
function zip(name: string, data: Uint8Array): Uint8Array {
  const nameBytes = Buffer.from(name);
  const crc = zlib.crc32(data);
  const time = 0; // 00:00:00
  const date = ((2026 - 1980) << 9) | (11 << 5) | 1; // 1 November 2026
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(0, 8);
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42); // offset of the local header
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

let stale = 0;
for (const doc of footerDocuments) {
  const pdf = renderCompanyDocument({ file: doc.file, title: doc.title, summary: doc.summary });
  const bytes = doc.kind === 'ZIP' ? zip(`${path.basename(doc.file, '.zip')}.pdf`, pdf) : pdf;
  const file = path.join(outDir, doc.file);
  if (check) {
    if (!fs.existsSync(file) || !Buffer.from(bytes).equals(fs.readFileSync(file))) {
      stale++;
      console.error(`stale or missing: ${doc.file}`);
    }
    continue;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}
if (stale) process.exit(1);
console.info(
  `${check ? 'checked' : 'wrote'} ${footerDocuments.length} footer documents in ${outDir}`,
);
