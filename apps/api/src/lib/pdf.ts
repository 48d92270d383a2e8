import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
// PDF's standard fonts have no rupee sign (U+20B9); DejaVu has, and it is embedded (subset).
const regular = fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf'));
const bold = fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf'));

/** Who issues the company's documents (receipts, statements, letters). */
export const issuer = {
  name: 'RideOn Finance Private Limited',
  address: 'Office 401, Riverside Business Bay, Ganeshkhind Road, Shivajinagar, Pune 411005',
  cin: 'CIN U65929PN2017PTC170412',
  care: 'Customer care 1800-000-0000 · care@rideon.example',
};

interface DocumentOptions {
  title: string;
  subject: string;
  size: 'A4' | 'A5';
  margin: number;
  /** When the facts it states were settled (a receipt: when the order was paid). */
  creationDate?: Date;
}

/**
 * A tagged PDF 1.7 with a real text layer in the embedded DejaVu fonts (`regular`, `bold`);
 * `done` resolves with its bytes once `doc.end()` is called; `width` is the text column's.
 */
export function openDocument({ title, subject, size, margin, creationDate }: DocumentOptions) {
  const doc = new PDFDocument({
    size,
    margin,
    info: {
      Title: title,
      Author: issuer.name,
      Subject: subject,
      ...(creationDate ? { CreationDate: creationDate } : {}),
    },
    lang: 'en-IN',
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, width: doc.page.width - 2 * margin };
}

/** A made document as a download of its own name, never kept by a shared cache. */
export const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** The JSON Schema of a document's one path parameter: an id of at most 64 characters. */
export const documentIdParams = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 } },
});
