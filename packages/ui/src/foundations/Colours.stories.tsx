import type { Meta, StoryObj } from '@storybook/react-vite';
import { companyTokens } from '../tokens/company.ts';
import { contrastPairs, contrastRatio } from '../tokens/contrast.ts';
import type { ThemeTokens } from '../tokens/types.ts';
import { voltTokens } from '../tokens/volt.ts';

function PairTable({ name, tokens }: { name: string; tokens: ThemeTokens }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBlockEnd: 24, fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 8 }}>
        {name} theme: text pairs
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
            Sample
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
            Foreground / background
          </th>
          <th scope="col" style={{ textAlign: 'end', padding: 4 }}>
            Ratio
          </th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ fg, bg, min }) => (
          <tr key={`${fg}-${bg}`}>
            <td style={{ padding: 4 }}>
              {min >= 4.5 ? (
                <span
                  style={{
                    color: tokens.color[fg],
                    background: tokens.color[bg],
                    padding: '4px 12px',
                    border: '1px solid #888',
                  }}
                >
                  Aa ₹1,00,000 हिन्दी
                </span>
              ) : (
                // Non-text pair (control border, focus ring): shown as a border, not as text.
                <span
                  style={{
                    color: tokens.color.text,
                    background: tokens.color[bg],
                    padding: '4px 12px',
                    border: `3px solid ${tokens.color[fg]}`,
                  }}
                >
                  Control
                </span>
              )}
            </td>
            <td style={{ padding: 4 }}>
              {fg} on {bg}
            </td>
            <td style={{ padding: 4, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
              {contrastRatio(tokens.color[fg], tokens.color[bg]).toFixed(2)} (≥ {min})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: PairTable,
  args: { name: 'Company', tokens: companyTokens },
} satisfies Meta<typeof PairTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};
export const Volt: Story = { args: { name: 'Volt', tokens: voltTokens } };
