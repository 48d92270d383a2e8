import { inIndiaTime } from '@company/forms/contracts';
import type { Language } from '@company/forms/i18n';
import { maskPhone } from '../lib/mask.ts';
import { rupees } from '../lib/money.ts';
import { issuerIn, openDocument } from '../lib/pdf.ts';

export interface PaidOrder {
  order_id: string;
  pg_order_id: string | null;
  loan_account_no: string;
  mobile: string;
  amount: string;
  updated_at: Date;
}

/** The loan account with all but its last 4 characters hidden (the receipt may be forwarded). */
const maskedLan = (lan: string) => `${'•'.repeat(Math.max(0, lan.length - 4))}${lan.slice(-4)}`;

/** The receipt's words in each language. */
const receiptWords = {
  en: {
    title: 'Payment receipt',
    subject: 'EMI payment receipt',
    successful: 'Payment successful',
    amountPaid: 'Amount paid',
    paidOn: 'Paid on',
    orderId: 'Order ID',
    reference: 'Payment reference',
    loanAccount: 'Loan account',
    mobile: 'Mobile',
    paidTowards: 'Paid towards',
    emi: 'EMI of the loan account above',
    footnote:
      'This is a computer-generated receipt and needs no signature. The payment is credited to the loan account on the next working day.',
  },
  hi: {
    title: 'भुगतान की रसीद',
    subject: 'EMI भुगतान की रसीद',
    successful: 'भुगतान सफल रहा',
    amountPaid: 'भुगतान की गई राशि',
    paidOn: 'भुगतान का समय',
    orderId: 'ऑर्डर ID',
    reference: 'भुगतान संदर्भ',
    loanAccount: 'लोन खाता',
    mobile: 'मोबाइल',
    paidTowards: 'किसके लिए',
    emi: 'ऊपर दिए लोन खाते की EMI',
    footnote:
      'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं। राशि अगले कार्य-दिवस पर लोन खाते में जमा होती है।',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * The receipt of a paid order as a PDF (A5) in `language`: issuer, what was paid, for which loan, when and the
 * provider's reference. Made from the stored order, never from what the page says.
 */
export function paymentReceipt(order: PaidOrder, language: Language = 'en'): Promise<Buffer> {
  const words = receiptWords[language];
  const issuer = issuerIn(language);
  const { doc, done, width } = openDocument({
    title: `${words.title} ${order.order_id}`,
    subject: words.subject,
    size: 'A5',
    margin: 40,
    creationDate: order.updated_at,
    language,
  });
  doc.font('bold').fontSize(14).fillColor('#0b3d91').text(issuer.name);
  doc.font('regular').fontSize(8).fillColor('#444444').text(issuer.address).text(issuer.cin);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).fillColor('#111111').text(words.title);
  doc.font('regular').fontSize(9).fillColor('#1a7f37').text(words.successful);
  doc.moveDown(1);

  const rows: [string, string][] = [
    [words.amountPaid, rupees(order.amount)],
    [words.paidOn, inIndiaTime(order.updated_at, language)],
    [words.orderId, order.order_id],
    [words.reference, order.pg_order_id ?? '—'],
    [words.loanAccount, maskedLan(order.loan_account_no)],
    [words.mobile, maskPhone(order.mobile)],
    [words.paidTowards, words.emi],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#555555').text(label, 40, y, { width: 130 });
    doc
      .font('bold')
      .fontSize(label === words.amountPaid ? 13 : 10)
      .fillColor('#111111')
      .text(value, 175, y, { width: width - 135 });
    doc.moveDown(0.6);
    doc.x = 40;
  }
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text(`${words.footnote} ${issuer.care}`, 40, doc.y, { width });
  doc.end();
  return done;
}
