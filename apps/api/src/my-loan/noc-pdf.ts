import type { Language } from '@company/forms/i18n';
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
  language?: Language;
}

/** The letter's words in each language (the vehicle number and dates filled in). */
const nocWords = {
  en: {
    title: 'No objection certificate',
    subject: 'No objection certificate for a closed loan',
    date: 'Date',
    heading: 'No Objection Certificate',
    to: (name: string) => `To ${name},`,
    lan: 'Loan account number',
    product: 'Product',
    vehicle: 'Vehicle registration number',
    notRecorded: 'Not recorded',
    financed: 'Amount financed',
    closedOn: 'Loan closed on',
    repaid: (closed: string) =>
      `This is to certify that the loan above has been repaid in full and closed on ${closed}. No dues remain payable to ${issuer.name} under this loan account.`,
    noObjection: (vehicle: string) =>
      `We have no objection to the removal of the hypothecation in our favour from the registration certificate of the vehicle ${vehicle}. Please present this letter, with Form 35, at the Regional Transport Office within 90 days of its date.`,
    signedFor: `For ${issuer.name}`,
    unsigned: 'This is a computer-generated letter and needs no signature.',
  },
  hi: {
    title: 'अनापत्ति प्रमाण पत्र',
    subject: 'बंद हुए लोन का अनापत्ति प्रमाण पत्र (NOC)',
    date: 'तारीख',
    heading: 'अनापत्ति प्रमाण पत्र (NOC)',
    to: (name: string) => `प्रिय ${name},`,
    lan: 'लोन खाता संख्या (LAN)',
    product: 'लोन',
    vehicle: 'वाहन का रजिस्ट्रेशन नंबर',
    notRecorded: 'दर्ज नहीं',
    financed: 'लोन राशि',
    closedOn: 'लोन बंद होने की तारीख',
    repaid: (closed: string) =>
      `प्रमाणित किया जाता है कि ऊपर दिया गया लोन पूरा चुका दिया गया है और ${closed} को बंद हो गया है। इस लोन खाते पर ${issuer.name} का कोई बकाया नहीं है।`,
    noObjection: (vehicle: string) =>
      `वाहन ${vehicle} के रजिस्ट्रेशन सर्टिफ़िकेट (RC) से हमारे पक्ष में दर्ज हाइपोथिकेशन हटाने पर हमें कोई आपत्ति नहीं है। कृपया यह पत्र, फ़ॉर्म 35 के साथ, इसकी तारीख से 90 दिनों के भीतर क्षेत्रीय परिवहन कार्यालय (RTO) में जमा करें।`,
    signedFor: `${issuer.name} की ओर से`,
    unsigned: 'यह कंप्यूटर से बना पत्र है, इस पर हस्ताक्षर की ज़रूरत नहीं।',
  },
};

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
  language = 'en',
}: NocParticulars): Promise<Buffer> {
  const words = nocWords[language];
  const on = (iso: string) => longDate(iso, language);
  const { doc, done, width } = openDocument(`${words.title} ${loan.lan}`, words.subject, language);
  letterhead(doc, language);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#111111')
    .text(`${words.date}: ${on(issuedOn)}`, { align: 'right' });
  doc.moveDown(1);
  doc.font('bold').fontSize(16).text(words.heading, { align: 'center' });
  doc.moveDown(1);
  doc.font('regular').fontSize(10).text(words.to(customerName));
  doc.moveDown(0.6);
  particulars(
    doc,
    [
      [words.lan, loan.lan],
      [words.product, loan.product],
      [words.vehicle, loan.vehicle_number ?? words.notRecorded],
      [words.financed, `₹${loan.amount_financed.toLocaleString('en-IN')}`],
      [words.closedOn, on(closedOn)],
    ],
    width,
  );
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor('#111111')
    .text(words.repaid(on(closedOn)), MARGIN, doc.y, { width })
    .moveDown(0.6)
    .text(words.noObjection(loan.vehicle_number ?? ''), { width })
    .moveDown(2)
    .text(words.signedFor)
    .moveDown(0.3)
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text(words.unsigned);
  doc.end();
  return done;
}
