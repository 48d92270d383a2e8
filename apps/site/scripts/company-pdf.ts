import { company } from '../src/content/company.ts';
import type { SiteDocument } from '../src/content/documents.ts';

/**
 * A minimal PDF writer for the site's sample documents: one A4 page, the standard Helvetica fonts
 * (no embedding, so each file is a few kB), text wrapped to the page. Written here rather than
 * pulling in a PDF library because the documents need nothing more than this.
 */

export interface PdfPage {
  /** Small line above the title (the company's name). */
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  /** Small print at the bottom of the page. */
  footer: string;
  /** Document information dictionary. */
  author: string;
}

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard AFM metrics.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The standard fonts speak WinAnsi; the documents use plain ASCII. */
export function toAscii(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u20b9/g, 'Rs. ')
    .replace(/[^\x20-\x7e]/g, '');
}

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) units += HELVETICA[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** Renders one page as PDF bytes (deterministic: no dates, so regenerating changes nothing). */
export function renderPdf(page: PdfPage): Uint8Array {
  const width = 595;
  const height = 842;
  const margin = 64;
  const textWidthMax = width - 2 * margin;
  const ops: string[] = [];
  let y = height - margin;

  const put = (text: string, font: 'F1' | 'F2', size: number, colour: string) => {
    ops.push(
      `BT /${font} ${size} Tf ${colour} rg ${margin} ${y.toFixed(1)} Td (${escapePdf(text)}) Tj ET`,
    );
  };

  // Brand bar.
  ops.push(`0.082 0.275 0.627 rg ${margin} ${height - 40} ${textWidthMax} 6 re f`);
  put(toAscii(page.eyebrow), 'F2', 10, '0.082 0.275 0.627');
  y -= 34;
  for (const line of wrap(toAscii(page.title), 18, textWidthMax, true)) {
    put(line, 'F2', 18, '0.1 0.1 0.1');
    y -= 24;
  }
  y -= 8;
  for (const paragraph of page.paragraphs) {
    for (const line of wrap(toAscii(paragraph), 11, textWidthMax)) {
      put(line, 'F1', 11, '0.15 0.15 0.15');
      y -= 16;
    }
    y -= 8;
  }
  y = margin;
  for (const line of wrap(toAscii(page.footer), 8, textWidthMax).reverse()) {
    put(line, 'F1', 8, '0.35 0.35 0.35');
    y += 11;
  }

  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdf(toAscii(page.title))}) /Author (${escapePdf(toAscii(page.author))}) /Producer (make-company-documents) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The PDF of one company-page document: company name, title and plain-language summary. */
export function renderCompanyDocument(document: SiteDocument): Uint8Array {
  return renderPdf({
    eyebrow: company.legalName,
    title: document.title,
    paragraphs: document.summary,
    footer: `${company.legalName}. A short, plain-language version of this document for the website's embedded default; it was generated for this site and is not a legal text.`,
    author: company.legalName,
  });
}
