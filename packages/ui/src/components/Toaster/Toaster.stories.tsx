import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toasterLabels } from '../../hi/index.ts';
import { Button } from '../Button/Button.tsx';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { Toaster, toast, toastDurations } from './Toaster.tsx';

/** Shows the given toasts once, with no timer, so the picture is stable. */
function Preset({ kinds }: { kinds: ('success' | 'info' | 'error')[] }) {
  useEffect(() => {
    const text = {
      success: 'Your details were submitted.',
      info: 'We will call you within one working day.',
      error: 'Something went wrong! Please try again.',
    };
    const ids = kinds.map((kind) =>
      toast[kind](text[kind], { autoClose: false, toastId: `preset-${kind}` }),
    );
    return () => {
      for (const id of ids) toast.dismiss(id);
    };
  }, [kinds]);
  return null;
}

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  args: {},
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Buttons that raise each kind of toast. Success and info are announced politely, errors at once. */
export const Default: Story = {
  tags: ['visual-320'],
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => toast.success('Your details were submitted.')}>Success</Button>
        <Button
          tone="secondary"
          onClick={() => toast.info('We will call you within one working day.')}
        >
          Info
        </Button>
        <Button tone="ghost" onClick={() => toast.error('Something went wrong! Please try again.')}>
          Error
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await expect(await body().findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Something went wrong! Please try again.',
    );
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alert')).toBeNull(), { timeout: 5000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await body().findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Your details were submitted.',
    );
  },
};

/** The short variant: gone after 2000 ms. */
export const Short: Story = {
  args: { autoClose: toastDurations.short },
  render: (args) => (
    <>
      <Button onClick={() => toast.info('Link copied')}>Copy link</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    await expect(await body().findByText('Link copied', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(body().queryByText('Link copied')).toBeNull(), { timeout: 8000 });
  },
};

export const Success: Story = {
  render: (args) => (
    <>
      <Preset kinds={['success']} />
      <Toaster {...args} />
    </>
  ),
};

export const ErrorToast: Story = {
  name: 'Error',
  render: (args) => (
    <>
      <Preset kinds={['error']} />
      <Toaster {...args} />
    </>
  ),
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <>
      <Preset kinds={['success', 'info', 'error']} />
      <Toaster {...args} />
    </>
  ),
  play: async () => {
    await expect(await body().findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    await expect(await body().findAllByRole('status')).toHaveLength(2);
  },
};

/** Each kind of toast in Hindi, the close buttons named in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: (args) => (
    <>
      <HindiToasts />
      <Toaster {...args} labels={toasterLabels} />
    </>
  ),
  play: async () => {
    await expect(await body().findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'कुछ गड़बड़ हो गई! फिर से कोशिश करें।',
    );
    await expect(body().getAllByRole('button', { name: 'बंद करें' }).length).toBeGreaterThan(0);
  },
};

function HindiToasts() {
  useEffect(() => {
    const ids = [
      toast.success('आपकी जानकारी भेज दी गई है।', { autoClose: false, toastId: 'hi-success' }),
      toast.info('हम एक कामकाजी दिन में आपको फ़ोन करेंगे।', { autoClose: false, toastId: 'hi-info' }),
      toast.error('कुछ गड़बड़ हो गई! फिर से कोशिश करें।', { autoClose: false, toastId: 'hi-error' }),
    ];
    return () => {
      for (const id of ids) toast.dismiss(id);
    };
  }, []);
  return null;
}
