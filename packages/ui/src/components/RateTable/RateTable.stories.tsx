import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatPercent, formatPercentRange } from '../../format/number.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { RateTable } from './RateTable.tsx';

const riskGradation = (
  <>
    <p>
      The rate offered to you depends on the gradation of risk: your credit history, income,
      repayment track record, the loan amount and tenure, and the vehicle.
    </p>
    <p>The APR includes the rate of interest and the processing fee.</p>
  </>
);

const meta = {
  title: 'Components/RateTable',
  component: RateTable,
  args: {
    caption: 'Benchmark rates',
    columns: [
      { header: 'Loan' },
      { header: 'Rate of interest (APR)' },
      { header: 'Tenure', align: 'start' },
    ],
    rows: [
      { label: 'New Two-Wheeler Loan', values: [formatPercentRange(16, 35), 'up to 48 months'] },
      { label: 'Used Two-Wheeler Loan', values: [formatPercentRange(20, 37.5), 'up to 48 months'] },
      { label: 'Re-Finance of Vehicles', values: [formatPercentRange(20, 40), 'up to 48 months'] },
      { label: 'Battery Loan', values: [formatPercentRange(25, 37.5), 'up to 36 months'] },
      { label: 'Electric Auto Loan', values: [formatPercentRange(16, 32.5), 'up to 60 months'] },
    ],
  },
} satisfies Meta<typeof RateTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comparison: Story = {
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Benchmark rates' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const row = within(table).getByRole('row', { name: /Battery Loan/ });
    await expect(within(row).getByRole('cell', { name: '25.00% to 37.50%' })).toBeVisible();
  },
};

/** One product's figures: a label column and a value column. */
export const SingleProduct: Story = {
  args: {
    caption: 'Two-Wheeler Loan: benchmark rate',
    columns: [{ header: 'Particulars' }, { header: 'Details' }],
    rows: [
      { label: 'Rate of interest (IRR)', values: [`from ${formatPercent(23)}`] },
      { label: 'Processing fee', values: [`from ${formatPercent(1)}`] },
      { label: 'Tenure', values: ['up to 36 months'] },
    ],
    disclaimer:
      'The loan amount and EMI may vary according to the credit policy and the applicant’s profile.',
  },
};

export const WithFootnote: Story = {
  args: {
    caption: 'New Two-Wheeler Loan: benchmark rate',
    columns: [{ header: 'Particulars' }, { header: 'Details' }],
    rows: [
      { label: 'Annual percentage rate (APR)', values: [formatPercentRange(16, 35)] },
      { label: 'Tenure', values: ['up to 48 months'] },
    ],
    footnote: riskGradation,
    disclaimer:
      'The loan amount and EMI may vary according to the credit policy and the applicant’s profile.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/gradation of risk/)).toBeVisible();
    await expect(canvas.getByText(/may vary according to the credit policy/)).toBeVisible();
  },
};

export const Unstriped: Story = { args: { striped: false } };

/** On a 320 px screen the table scrolls sideways in a focusable region named after its caption. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    columns: [
      { header: 'Loan' },
      { header: 'Rate of interest (APR)' },
      { header: 'Processing fee' },
      { header: 'Tenure', align: 'start' },
    ],
    rows: [
      {
        label: 'New Two-Wheeler Loan',
        values: [formatPercentRange(16, 35), `from ${formatPercent(1)}`, 'up to 48 months'],
      },
      {
        label: 'Peer 2 Peer Loan',
        values: [`from ${formatPercent(25)}`, `from ${formatPercent(2)}`, 'up to 36 months'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Benchmark rates' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The browser scrolls a focused region with the arrow keys; synthetic key events cannot show it.
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 720 }}>
      <RateTable {...args} />
      <RateTable
        caption="New Two-Wheeler Loan: benchmark rate"
        columns={[{ header: 'Particulars' }, { header: 'Details' }]}
        rows={[
          { label: 'Annual percentage rate (APR)', values: [formatPercentRange(16, 35)] },
          { label: 'Tenure', values: ['up to 48 months'] },
        ]}
        striped={false}
        footnote={riskGradation}
        disclaimer="The loan amount and EMI may vary according to the credit policy and the applicant’s profile."
      />
    </div>
  ),
};

/** Caption, headers and rows in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: {
    caption: 'बेंचमार्क ब्याज दरें',
    columns: [{ header: 'लोन' }, { header: 'ब्याज दर (APR)' }, { header: 'अवधि', align: 'start' }],
    rows: [
      { label: 'नया टू-व्हीलर लोन', values: [formatPercentRange(16, 35), '48 महीने तक'] },
      { label: 'पुराना टू-व्हीलर लोन', values: [formatPercentRange(20, 37.5), '48 महीने तक'] },
      { label: 'बैटरी लोन', values: [formatPercentRange(25, 37.5), '36 महीने तक'] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'बेंचमार्क ब्याज दरें' }),
    ).toBeInTheDocument();
  },
};
