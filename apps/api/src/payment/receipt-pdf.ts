import { inIndiaTime } from '@company/forms/contracts';
import { maskPhone } from '../lib/mask.ts';
import { rupees } from '../lib/money.ts';
import { issuer, openDocument } from '../lib/pdf.ts';

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

/**
 * The receipt of a paid order as a PDF (A5): issuer, what was paid, for which loan, when and the
 * provider's reference. Made from the stored order, never from what the page says.
 */
export function paymentReceipt(order: PaidOrder): Promise<Buffer> {
  const { doc, done, width } = openDocument({
    title: `Payment receipt ${order.order_id}`,
    subject: 'EMI payment receipt',
    size: 'A5',
    margin: 40,
    creationDate: order.updated_at,
  });
  doc.font('bold').fontSize(14).fillColor('#0b3d91').text(issuer.name);
  doc.font('regular').fontSize(8).fillColor('#444444').text(issuer.address).text(issuer.cin);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).fillColor('#111111').text('Payment receipt');
  doc.font('regular').fontSize(9).fillColor('#1a7f37').text('Payment successful');
  doc.moveDown(1);

  const rows: [string, string][] = [
    ['Amount paid', rupees(order.amount)],
    ['Paid on', inIndiaTime(order.updated_at)],
    ['Order ID', order.order_id],
    ['Payment reference', order.pg_order_id ?? '—'],
    ['Loan account', maskedLan(order.loan_account_no)],
    ['Mobile', maskPhone(order.mobile)],
    ['Paid towards', 'EMI of the loan account above'],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#555555').text(label, 40, y, { width: 130 });
    doc
      .font('bold')
      .fontSize(label === 'Amount paid' ? 13 : 10)
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
    .text(
      'This is a computer-generated receipt and needs no signature. The payment is credited to the loan account on the next working day. ' +
        issuer.care,
      40,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
