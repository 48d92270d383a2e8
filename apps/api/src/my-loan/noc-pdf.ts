import { issuer } from '../lib/pdf.ts';
import type { LmsLoan } from '../providers/lms.ts';
import { letterhead, longDate, MARGIN, openDocument, particulars } from './pdf.ts';

export interface NocParticulars {
  loan: LmsLoan;
  customerName: string;
  /** The loan's closing date, yyyy-mm-dd. */
  closedOn: string;
  /** The letter's date, yyyy-mm-dd. */
  issuedOn: string;
}

/**
 * The no-objection certificate of a closed loan (A4): letterhead, the loan and its vehicle, the
 * closing date, that no dues remain, and that the hypothecation may be removed from the
 * registration certificate.
 */
export function nocLetter({
  loan,
  customerName,
  closedOn,
  issuedOn,
}: NocParticulars): Promise<Buffer> {
  const { doc, done, width } = openDocument(
    `No objection certificate ${loan.lan}`,
    'No objection certificate for a closed loan',
  );
  letterhead(doc);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#111111')
    .text(`Date: ${longDate(issuedOn)}`, { align: 'right' });
  doc.moveDown(1);
  doc.font('bold').fontSize(16).text('No Objection Certificate', { align: 'center' });
  doc.moveDown(1);
  doc.font('regular').fontSize(10).text(`To ${customerName},`);
  doc.moveDown(0.6);
  particulars(
    doc,
    [
      ['Loan account number', loan.lan],
      ['Product', loan.product],
      ['Vehicle registration number', loan.vehicle_number ?? 'Not recorded'],
      ['Amount financed', `₹${loan.amount_financed.toLocaleString('en-IN')}`],
      ['Loan closed on', longDate(closedOn)],
    ],
    width,
  );
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor('#111111')
    .text(
      `This is to certify that the loan above has been repaid in full and closed on ${longDate(closedOn)}. No dues remain payable to ${issuer.name} under this loan account.`,
      MARGIN,
      doc.y,
      { width },
    )
    .moveDown(0.6)
    .text(
      `We have no objection to the removal of the hypothecation in our favour from the registration certificate of the vehicle ${loan.vehicle_number ?? ''}. Please present this letter, with Form 35, at the Regional Transport Office within 90 days of its date.`,
      { width },
    )
    .moveDown(2)
    .text(`For ${issuer.name}`)
    .moveDown(0.3)
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text('This is a computer-generated letter and needs no signature.');
  doc.end();
  return done;
}
