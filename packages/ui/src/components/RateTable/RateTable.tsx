import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import type { RateTableVariants } from './RateTable.css.ts';
import * as styles from './RateTable.css.ts';

export interface RateTableColumn {
  /** Column header text, e.g. 'Rate of interest (APR)'. Rendered as `<th scope="col">`. */
  header: ReactNode;
  /**
   * Alignment of the column's cells. Value columns default to `end`, so figures line up on the
   * decimal point (with tabular numerals); use `start` for a column of words.
   */
  align?: 'start' | 'end';
}

export interface RateTableRow {
  /** Stable React key; defaults to the row's position. */
  id?: string;
  /** What the row describes, e.g. 'New Two-Wheeler Loan'. Rendered as `<th scope="row">`. */
  label: ReactNode;
  /** One cell per value column, in column order, e.g. `['16.00% to 35.00%', 'up to 48 months']`. */
  values: readonly ReactNode[];
}

export interface RateTableProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    RateTableVariants {
  /** The table's caption: what the figures are, e.g. 'Benchmark rates'. It also names the scroll region. */
  caption: ReactNode;
  /**
   * Header of the row-label column, then one entry per value column, e.g.
   * `[{ header: 'Loan' }, { header: 'Rate of interest (APR)' }, { header: 'Tenure' }]`.
   */
  columns: readonly [RateTableColumn, ...RateTableColumn[]];
  /** The rows; each has a label (row header) and one value per value column. */
  rows: readonly RateTableRow[];
  /** Note printed under the table, such as the gradation-of-risk text. */
  footnote?: ReactNode;
  /** Disclaimer printed last, e.g. that the amount and EMI may vary per credit policy. */
  disclaimer?: ReactNode;
}

/**
 * A semantic rate table: `<caption>`, column and row headers with `scope`, figures right-aligned
 * in tabular numerals. On a narrow screen it scrolls sideways inside a focusable region named
 * after the caption. The site supplies every word and figure (see `formatPercent` and
 * `formatRupees` for consistent numbers).
 */
export const RateTable = forwardRef<HTMLDivElement, RateTableProps>(function RateTable(
  { caption, columns, rows, footnote, disclaimer, striped, className, ...rest },
  ref,
) {
  const captionId = useId();
  const [labelColumn, ...valueColumns] = columns;
  const hasNotes = footnote != null || disclaimer != null;
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section aria-labelledby={captionId} tabIndex={0} className={styles.scrollRegion}>
        <table className={styles.table({ striped })}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell({ kind: 'columnHeader' })}>
                {labelColumn.header}
              </th>
              {valueColumns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  key={index}
                  scope="col"
                  className={styles.cell({ kind: 'columnHeader', align: column.align ?? 'end' })}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.id ?? rowIndex} className={styles.bodyRow}>
                <th scope="row" className={styles.cell({ kind: 'rowHeader' })}>
                  {row.label}
                </th>
                {valueColumns.map((column, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    key={index}
                    className={styles.cell({ align: column.align ?? 'end' })}
                  >
                    {row.values[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {hasNotes && (
        <div className={styles.notes}>
          {footnote != null && <div className={styles.note}>{footnote}</div>}
          {disclaimer != null && <div className={styles.note}>{disclaimer}</div>}
        </div>
      )}
    </div>
  );
});
