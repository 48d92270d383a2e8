import { rupees } from '../lib/money.ts';
import type { LmsLoan, LmsStatement } from '../providers/lms.ts';
import { letterhead, longDate, MARGIN, openDocument, particulars } from './pdf.ts';

export interface StatementParticulars {
  loan: LmsLoan;
  customerName: string;
  from: string;
  to: string;
  statement: LmsStatement;
  issuedOn: string;
}

/** Columns of the lines' table: x offset and width. */
const columns = [
  ['Date', 0, 70],
  ['Particulars', 72, 220],
  ['Debit', 294, 70],
  ['Credit', 366, 70],
  ['Balance', 438, 61],
] as const;

/**
 * The statement of account for a period (A4): the loan's particulars, the opening balance, every
 * instalment and payment of the period with the running balance, and the closing balance.
 */
export function statementOfAccount(s: StatementParticulars): Promise<Buffer> {
  const { doc, done, width } = openDocument(
    `Statement of account ${s.loan.lan} ${s.from} to ${s.to}`,
    'Statement of account',
  );
  letterhead(doc);
  doc.font('bold').fontSize(16).fillColor('#111111').text('Statement of account');
  doc
    .font('regular')
    .fontSize(10)
    .text(`${longDate(s.from)} to ${longDate(s.to)} · issued ${longDate(s.issuedOn)}`);
  doc.moveDown(0.8);
  particulars(
    doc,
    [
      ['Borrower', s.customerName],
      ['Loan account number', s.loan.lan],
      ['Product', s.loan.product],
      ['Vehicle', s.loan.vehicle_number ?? 'Not recorded'],
      ['Amount financed', rupees(s.loan.amount_financed)],
      ['Rate of interest', `${s.loan.annual_rate}% a year, reducing balance`],
      ['Tenure and EMI', `${s.loan.tenure_months} months, ${rupees(s.loan.emi)} a month`],
      [
        'Status',
        s.loan.status === 'closed' ? `Closed on ${longDate(s.loan.closed_on ?? s.to)}` : 'Active',
      ],
    ],
    width,
  );
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(11)
    .text(`Opening balance on ${longDate(s.from)}: ${rupees(s.statement.opening_balance)}`);
  doc.moveDown(0.5);

  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5).fillColor('#111111');
    const height = Math.max(
      ...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]![2] })),
    );
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) => {
      const [, x, w] = columns[i]!;
      doc.text(cell, MARGIN + x, y, { width: w, align: i >= 2 ? 'right' : 'left' });
    });
    doc.y = y + height + 4;
  };
  row(
    columns.map(([title]) => title),
    'bold',
  );
  for (const line of s.statement.lines) {
    row(
      [
        longDate(line.date),
        line.description,
        line.debit ? rupees(line.debit) : '',
        line.credit ? rupees(line.credit) : '',
        rupees(line.balance),
      ],
      'regular',
    );
  }
  if (s.statement.lines.length === 0)
    row(['', 'No instalment or payment in this period', '', '', ''], 'regular');
  doc.x = MARGIN;
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(11)
    .text(`Closing balance on ${longDate(s.to)}: ${rupees(s.statement.closing_balance)}`, MARGIN);
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text(
      'The balance is what is owed on the loan: the principal outstanding and any instalment due and not yet paid. This is a computer-generated statement and needs no signature.',
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
