import type { Language } from '@company/forms/i18n';
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
  language?: Language;
}

/** Columns of the lines' table: x offset and width (their titles are `words.columns`). */
const columns = [
  [0, 70],
  [72, 220],
  [294, 70],
  [366, 70],
  [438, 61],
] as const;

/** The statement's words in each language (the LMS's line descriptions stay as it writes them). */
const statementWords = {
  en: {
    title: 'Statement of account',
    period: (from: string, to: string, issued: string) => `${from} to ${to} · issued ${issued}`,
    borrower: 'Borrower',
    lan: 'Loan account number',
    product: 'Product',
    vehicle: 'Vehicle',
    notRecorded: 'Not recorded',
    financed: 'Amount financed',
    rate: 'Rate of interest',
    perYear: (rate: number) => `${rate}% a year, reducing balance`,
    tenure: 'Tenure and EMI',
    tenureEmi: (months: number, emi: string) => `${months} months, ${emi} a month`,
    status: 'Status',
    closedOn: (date: string) => `Closed on ${date}`,
    active: 'Active',
    opening: (date: string, amount: string) => `Opening balance on ${date}: ${amount}`,
    closing: (date: string, amount: string) => `Closing balance on ${date}: ${amount}`,
    columns: ['Date', 'Particulars', 'Debit', 'Credit', 'Balance'],
    noLines: 'No instalment or payment in this period',
    footnote:
      'The balance is what is owed on the loan: the principal outstanding and any instalment due and not yet paid. This is a computer-generated statement and needs no signature.',
  },
  hi: {
    title: 'खाते का विवरण (स्टेटमेंट)',
    period: (from: string, to: string, issued: string) => `${from} से ${to} तक · जारी ${issued}`,
    borrower: 'उधारकर्ता',
    lan: 'लोन खाता संख्या (LAN)',
    product: 'लोन',
    vehicle: 'वाहन',
    notRecorded: 'दर्ज नहीं',
    financed: 'लोन राशि',
    rate: 'ब्याज दर',
    perYear: (rate: number) => `${rate}% सालाना, घटते बकाये पर`,
    tenure: 'अवधि और EMI',
    tenureEmi: (months: number, emi: string) => `${months} महीने, ${emi} हर महीने`,
    status: 'स्थिति',
    closedOn: (date: string) => `${date} को बंद`,
    active: 'चालू',
    opening: (date: string, amount: string) => `${date} को शुरुआती बकाया: ${amount}`,
    closing: (date: string, amount: string) => `${date} को अंतिम बकाया: ${amount}`,
    columns: ['तारीख', 'विवरण', 'नामे (डेबिट)', 'जमा (क्रेडिट)', 'बकाया'],
    noLines: 'इस अवधि में कोई किस्त या भुगतान नहीं',
    footnote:
      'बकाया वह राशि है जो लोन पर देनी है: बचा हुआ मूलधन और कोई भी किस्त जो देय है पर अभी चुकाई नहीं गई। यह कंप्यूटर से बना विवरण है, इस पर हस्ताक्षर की ज़रूरत नहीं।',
  },
};

/**
 * The statement of account for a period (A4): the loan's particulars, the opening balance, every
 * instalment and payment of the period with the running balance, and the closing balance.
 */
export function statementOfAccount(s: StatementParticulars): Promise<Buffer> {
  const language = s.language ?? 'en';
  const words = statementWords[language];
  const on = (iso: string) => longDate(iso, language);
  const { doc, done, width } = openDocument(
    `${words.title} ${s.loan.lan} ${s.from} – ${s.to}`,
    words.title,
    language,
  );
  letterhead(doc, language);
  doc.font('bold').fontSize(16).fillColor('#111111').text(words.title);
  doc
    .font('regular')
    .fontSize(10)
    .text(words.period(on(s.from), on(s.to), on(s.issuedOn)));
  doc.moveDown(0.8);
  particulars(
    doc,
    [
      [words.borrower, s.customerName],
      [words.lan, s.loan.lan],
      [words.product, s.loan.product],
      [words.vehicle, s.loan.vehicle_number ?? words.notRecorded],
      [words.financed, rupees(s.loan.amount_financed)],
      [words.rate, words.perYear(s.loan.annual_rate)],
      [words.tenure, words.tenureEmi(s.loan.tenure_months, rupees(s.loan.emi))],
      [
        words.status,
        s.loan.status === 'closed' ? words.closedOn(on(s.loan.closed_on ?? s.to)) : words.active,
      ],
    ],
    width,
  );
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(11)
    .text(words.opening(on(s.from), rupees(s.statement.opening_balance)));
  doc.moveDown(0.5);

  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5).fillColor('#111111');
    const height = Math.max(
      ...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]![1] })),
    );
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) => {
      const [x, w] = columns[i]!;
      doc.text(cell, MARGIN + x, y, { width: w, align: i >= 2 ? 'right' : 'left' });
    });
    doc.y = y + height + 4;
  };
  row(words.columns, 'bold');
  for (const line of s.statement.lines) {
    row(
      [
        on(line.date),
        line.description,
        line.debit ? rupees(line.debit) : '',
        line.credit ? rupees(line.credit) : '',
        rupees(line.balance),
      ],
      'regular',
    );
  }
  if (s.statement.lines.length === 0) row(['', words.noLines, '', '', ''], 'regular');
  doc.x = MARGIN;
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(11)
    .text(words.closing(on(s.to), rupees(s.statement.closing_balance)), MARGIN);
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text(words.footnote, MARGIN, doc.y, { width });
  doc.end();
  return done;
}
