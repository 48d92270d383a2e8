import {
  type Instalment,
  type LoanPayment,
  myLoanReceiptEndpoint,
  pathOf,
} from '@company/forms/contracts';
import { formatRupees, visuallyHidden } from '@company/ui';
import { calendar } from '../../content/calendar.ts';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import { formatDate } from '../../lib/dates.ts';
import { apiUrl } from '../../lib/http.ts';
import { inDocumentLanguage } from '../../lib/language.ts';
import * as css from './my-loan.css.ts';

const cols = copy.payments.columns;
const [month, dueDate, emi, principal, interest, balance, status] = copy.schedule.columns;

/** The repayment schedule: a table, each row a card on a phone. */
export function ScheduleTable({ lan, rows }: { lan: string; rows: Instalment[] }) {
  return (
    <table className={css.table}>
      {/* The section's heading says it on screen; the caption names the table for a screen reader. */}
      <caption className={visuallyHidden}>{copy.schedule.caption(lan)}</caption>
      <ColumnHeads titles={copy.schedule.columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <td data-label={month}>{row.month}</td>
            <td data-label={dueDate}>{formatDate(row.due_date, calendar.shortMonths)}</td>
            <td data-label={emi}>{formatRupees(row.emi)}</td>
            <td data-label={principal}>{formatRupees(row.principal)}</td>
            <td data-label={interest}>{formatRupees(row.interest)}</td>
            <td data-label={balance}>{formatRupees(row.balance)}</td>
            <td data-label={status} className={row.status === 'overdue' ? css.overdue : undefined}>
              {copy.schedule.status[row.status]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Payments on the loan, newest first; an online one links its receipt. */
export function PaymentsTable({ lan, payments }: { lan: string; payments: LoanPayment[] }) {
  if (payments.length === 0) return <p>{copy.payments.none}</p>;
  return (
    <table className={css.table}>
      <caption className={visuallyHidden}>{copy.payments.heading}</caption>
      <ColumnHeads titles={Object.values(cols)} />
      <tbody>
        {payments.map((p) => (
          <tr key={`${p.reference}-${p.date}`}>
            <td data-label={cols.date}>{formatDate(p.date, calendar.shortMonths)}</td>
            <td data-label={cols.amount}>{formatRupees(p.amount)}</td>
            <td data-label={cols.mode}>{copy.payments.mode[p.mode]}</td>
            <td data-label={cols.reference}>{p.reference}</td>
            <td data-label={cols.status}>{copy.payments.status[p.status]}</td>
            <td data-label={cols.receipt}>
              {p.order_id && p.status === 'success' ? (
                <a
                  className={css.link}
                  href={apiUrl(
                    inDocumentLanguage(pathOf(myLoanReceiptEndpoint, { lan, orderId: p.order_id })),
                  )}
                  download
                  aria-label={copy.payments.receiptFor(p.reference)}
                >
                  {copy.payments.receipt}
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table's column headings, one `th` each. */
function ColumnHeads({ titles }: { titles: readonly string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title) => (
          <th key={title} scope="col">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
