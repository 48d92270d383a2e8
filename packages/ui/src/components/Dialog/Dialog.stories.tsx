import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels } from '../../hi/index.ts';
import { vars } from '../../themes/vars.css.ts';
import { Button } from '../Button/Button.tsx';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { overlay } from './Dialog.css.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';

type Args = ComponentProps<typeof Dialog> &
  Pick<DialogContentProps, 'size' | 'fullScreenOnMobile' | 'closeOnOutsideClick'> & {
    body?: 'short' | 'long';
  };

const paragraphs = [
  'Our two-wheeler loans cover up to 95% of the on-road price, with tenures from 6 to 48 months.',
  'Interest is charged on the reducing balance. Every fee is listed in the Key Fact Statement you receive before you sign.',
  'You can prepay part or all of the loan after six EMIs. Foreclosure charges, where any apply, are shown in the schedule of charges.',
];

function Example({ size, fullScreenOnMobile, closeOnOutsideClick, body = 'short', ...root }: Args) {
  return (
    <Dialog {...root}>
      <DialogTrigger asChild>
        <Button>Loan details</Button>
      </DialogTrigger>
      <DialogContent
        size={size}
        fullScreenOnMobile={fullScreenOnMobile}
        closeOnOutsideClick={closeOnOutsideClick}
      >
        <DialogTitle>Two-wheeler loan</DialogTitle>
        <DialogDescription>What the loan covers and what it costs.</DialogDescription>
        {(body === 'long'
          ? [...paragraphs, ...paragraphs, ...paragraphs]
          : paragraphs.slice(0, 1)
        ).map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static sample text, repeated on purpose
          <p key={i}>{text}</p>
        ))}
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
        <DialogClose />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The base of every overlay in `@company/ui` (PersonCardDialog, LeadDialog, the carousel's video
 * dialog). Parts: `Dialog` (state), `DialogTrigger`, `DialogContent` (overlay + panel, portalled),
 * `DialogTitle`, `DialogDescription`, `DialogClose` (the X button, or `asChild` for your own).
 */
const meta = {
  title: 'Components/Dialog',
  component: Example,
  args: { defaultOpen: true, size: 'md', onOpenChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    body: { control: 'inline-radio', options: ['short', 'long'] },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  tags: ['visual-320'],
  play: async ({ args }) => {
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Two-wheeler loan' },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAccessibleDescription('What the loan covers and what it costs.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), {
      timeout: 5000,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(
      () => expect(body().getByRole('button', { name: 'Loan details' })).toHaveFocus(),
      { timeout: 5000 },
    );
    // Reopen so that the picture shows the open state.
    await userEvent.click(body().getByRole('button', { name: 'Loan details' }));
    await expect(await body().findByRole('dialog', {}, { timeout: 5000 })).toHaveAttribute(
      'data-state',
      'open',
    );
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Loan details' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Two-wheeler loan' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** Below 768 px the panel fills the screen; from tablet up it is a centred panel. */
export const FullScreenOnMobile: Story = { args: { size: 'lg', fullScreenOnMobile: true } };

/** Content taller than the screen scrolls inside the panel; the page behind stays still. */
export const LongContent: Story = { args: { body: 'long' } };

/** `closeOnOutsideClick={false}`: only Escape and the close buttons close it (forms with typed input). */
export const NoOutsideClickClose: Story = {
  args: { closeOnOutsideClick: false },
  play: async () => {
    await body().findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(document.querySelector(`.${overlay}`) as HTMLElement);
    await expect(await body().findByRole('dialog', {}, { timeout: 5000 })).toHaveAttribute(
      'data-state',
      'open',
    );
  },
};

/**
 * The three sizes side by side. Each panel is portalled into its own framed box (a transformed
 * box contains fixed-position children) and is non-modal, so all three can be open at once.
 */
export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Frame key={size} size={size} />
      ))}
    </div>
  ),
};

function Frame({ size }: { size: 'sm' | 'md' | 'lg' }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setFrame}
      style={{
        height: 240,
        transform: 'translateZ(0)',
        overflow: 'hidden',
        background: vars.color.overlay,
      }}
    >
      {frame && (
        <Dialog defaultOpen modal={false}>
          <DialogContent
            size={size}
            container={frame}
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <DialogTitle>Size {size}</DialogTitle>
            <DialogDescription>{paragraphs[0]}</DialogDescription>
            <DialogClose />
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}

/** A dialog in Hindi: title, description, text, an own close button and the X named in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: (args) => (
    <Dialog defaultOpen={args.defaultOpen} onOpenChange={args.onOpenChange}>
      <DialogContent size="md">
        <DialogTitle>टू-व्हीलर लोन</DialogTitle>
        <DialogDescription>लोन में क्या मिलता है और इसका खर्च कितना है।</DialogDescription>
        <p lang="hi">
          हमारा टू-व्हीलर लोन गाड़ी की ऑन-रोड कीमत का 95% तक देता है, और आप 6 से 48 महीने में चुका सकते हैं। ब्याज
          घटती बकाया रकम पर लगता है।
        </p>
        <DialogClose asChild>
          <Button>समझ गया</Button>
        </DialogClose>
        <DialogClose labels={dialogLabels} />
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'टू-व्हीलर लोन' });
    await expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  },
};
