import type { Language } from '@company/forms/i18n';
import { issuerIn, openDocument as openPdf } from '../lib/pdf.ts';

export const MARGIN = 48;

/** An A4 document of the borrower's (statement, NOC letter), as lib/pdf.ts makes every PDF. */
export const openDocument = (title: string, subject: string, language: Language) =>
  openPdf({ title, subject, size: 'A4', margin: MARGIN, language });

/** The company's letterhead: name, registered office, CIN, and a rule under them. */
export function letterhead(doc: PDFKit.PDFDocument, language: Language): void {
  const issuer = issuerIn(language);
  doc.font('bold').fontSize(15).fillColor('#0b3d91').text(issuer.name, MARGIN, MARGIN);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text(issuer.address)
    .text(issuer.cin)
    .text(issuer.care);
  const y = doc.y + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor('#0b3d91')
    .stroke();
  doc.y = y + 14;
  doc.x = MARGIN;
}

/** Label–value pairs in two columns. */
export function particulars(
  doc: PDFKit.PDFDocument,
  rows: [string, string][],
  width: number,
): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#555555').text(label, MARGIN, y, { width: 160 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#111111')
      .text(value, MARGIN + 165, y, { width: width - 165 });
    doc.moveDown(0.35);
  }
  doc.x = MARGIN;
}

/** 26 Nov 2026; in Hindi 26 नवंबर 2026 (digits stay Latin, as Indian documents write them). */
export const longDate = (iso: string, language: Language = 'en') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(`${language}-IN-u-nu-latn`, {
    timeZone: 'UTC',
    day: language === 'en' ? '2-digit' : 'numeric',
    month: language === 'en' ? 'short' : 'long',
    year: 'numeric',
  });
