import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadingOverlayLabels } from '../../hi/index.ts';
import { Button } from '../Button/Button.tsx';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: 'Loading…' },
  // Full-screen: each story in its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const CustomLabel: Story = { args: { label: 'Submitting your application…' } };

/** A second, quieter line: what the visitor should (not) do meanwhile. */
export const WithDetail: Story = {
  args: {
    label: 'We are processing your request, Please Wait...',
    detail: 'Please do not refresh or click back button',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'We are processing your request, Please Wait...Please do not refresh or click back button',
    );
  },
};

/** Kept mounted and toggled: the page behind is marked `aria-busy` while it shows. */
export const Toggled: Story = {
  args: { open: false },
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    return (
      <main aria-busy={busy}>
        <Button
          onClick={() => {
            setBusy(true);
            setTimeout(() => setBusy(false), 300);
          }}
          disabled={busy}
        >
          Check status
        </Button>
        <LoadingOverlay {...args} open={busy} label="Checking status…" />
      </main>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { hidden: true });
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await expect(status).toHaveTextContent('Checking status…');
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 5000 });
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div>
      <p>Page content behind the overlay.</p>
      <LoadingOverlay label="Fetching your loan details…" />
    </div>
  ),
};

/** The default words in Hindi, and a second line. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: {
    label: undefined,
    detail: 'कृपया पेज रीफ़्रेश न करें और पीछे न जाएँ',
    labels: loadingOverlayLabels,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};
