import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { formatPercentRange } from '../../format/number.ts';
import { RateTable, type RateTableProps } from './RateTable.tsx';

const props: RateTableProps = {
  caption: 'Benchmark rates',
  columns: [{ header: 'Loan' }, { header: 'Rate of interest (APR)' }, { header: 'Tenure' }],
  rows: [
    { label: 'New Two-Wheeler Loan', values: [formatPercentRange(16, 35), 'up to 48 months'] },
    { label: 'Used Two-Wheeler Loan', values: [formatPercentRange(20, 37.5), 'up to 48 months'] },
  ],
};

describe('RateTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(<RateTable {...props} />);
    const table = screen.getByRole('table', { name: 'Benchmark rates' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((th) => th.textContent)).toEqual([
      'Loan',
      'Rate of interest (APR)',
      'Tenure',
    ]);
    for (const th of columnHeaders) expect(th.getAttribute('scope')).toBe('col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.textContent)).toEqual([
      'New Two-Wheeler Loan',
      'Used Two-Wheeler Loan',
    ]);
    for (const th of rowHeaders) expect(th.getAttribute('scope')).toBe('row');
  });

  it('shows each value in its row, rates with two decimals', () => {
    render(<RateTable {...props} />);
    const row = screen.getByRole('row', { name: /Used Two-Wheeler Loan/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['20.00% to 37.50%', 'up to 48 months']);
  });

  it('right-aligns value columns in tabular numerals unless a column asks for start', () => {
    render(
      <RateTable
        {...props}
        columns={[{ header: 'Loan' }, { header: 'APR' }, { header: 'Tenure', align: 'start' }]}
      />,
    );
    const [apr, tenure] = within(screen.getByRole('row', { name: /New/ })).getAllByRole('cell');
    expect(getComputedStyle(apr as HTMLElement).textAlign).toBe('end');
    expect(getComputedStyle(tenure as HTMLElement).textAlign).toBe('start');
    expect(getComputedStyle(screen.getByRole('table')).fontVariantNumeric).toContain(
      'tabular-nums',
    );
  });

  it('wraps the table in a scroll region that is named by the caption and reachable by Tab', async () => {
    render(<RateTable {...props} />);
    const region = screen.getByRole('region', { name: 'Benchmark rates' });
    expect(region.contains(screen.getByRole('table'))).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('prints the footnote and the disclaimer after the table', () => {
    render(
      <RateTable
        {...props}
        footnote={<p>Rates depend on the gradation of risk.</p>}
        disclaimer="Amount and EMI may vary."
      />,
    );
    const footnote = screen.getByText('Rates depend on the gradation of risk.');
    const disclaimer = screen.getByText('Amount and EMI may vary.');
    expect(
      screen.getByRole('table').compareDocumentPosition(footnote) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      footnote.compareDocumentPosition(disclaimer) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('leaves out the notes when there are none, and forwards the ref and attributes', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(<RateTable {...props} ref={ref} data-testid="rates" />);
    expect(ref.current).toBe(container.firstElementChild);
    expect(ref.current?.getAttribute('data-testid')).toBe('rates');
    expect(ref.current?.children).toHaveLength(1);
  });
});
