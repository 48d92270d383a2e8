import type { ReactNode } from 'react';
import type { ScheduleRow } from '../../finance/emi.ts';
import { formatRupees } from '../../format/number.ts';
import * as css from './EmiCalculator.css.ts';

interface AmortisationTableProps {
  /** The calculator's labels of the same names. */
  labels: { schedule: string } & Record<
    'month' | 'principal' | 'interest' | 'instalment' | 'balance',
    ReactNode
  >;
  /** The loan the schedule is for, after the schedule's name. */
  caption: string;
  schedule: ScheduleRow[];
}

/** The month-by-month schedule, in a region that scrolls (and can be reached by keyboard). */
export function AmortisationTable({ labels, caption, schedule }: AmortisationTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={labels.schedule} tabIndex={0} className={css.scroll}>
      <table className={css.table}>
        <caption className={css.caption}>
          {labels.schedule}: {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.month}</th>
            <th scope="col">{labels.principal}</th>
            <th scope="col">{labels.interest}</th>
            <th scope="col">{labels.instalment}</th>
            <th scope="col">{labels.balance}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{formatRupees(row.principal)}</td>
              <td>{formatRupees(row.interest)}</td>
              <td>{formatRupees(row.emi)}</td>
              <td>{formatRupees(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
