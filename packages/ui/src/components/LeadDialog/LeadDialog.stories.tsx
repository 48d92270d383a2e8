import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { leadDialogLabels } from '../../hi/index.ts';
import { Button } from '../Button/Button.tsx';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { LeadDialog } from './LeadDialog.tsx';

// A product picture drawn inline (no network in tests), with its intrinsic size.
const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200"><rect width="480" height="200" fill="#e8eefb"/><circle cx="150" cy="140" r="36" fill="none" stroke="#1546a0" stroke-width="10"/><circle cx="330" cy="140" r="36" fill="none" stroke="#1546a0" stroke-width="10"/><path d="M150 140 L215 80 L300 80 L330 140 M215 80 L250 140 L300 80" fill="none" stroke="#2bd17e" stroke-width="10" stroke-linejoin="round"/></svg>',
)}`;

const meta = {
  title: 'Components/LeadDialog',
  component: LeadDialog,
  args: {
    productName: 'New Two-Wheeler Loan',
    image: { src: picture, alt: 'An electric scooter', width: 480, height: 200 },
    defaultOpen: true,
    onSubmit: fn(() => Promise.resolve()),
    onOpenChange: fn(),
    trigger: <Button>Apply Now</Button>,
    privacyNotice: (
      <>
        We use your name and mobile number only to call you back about this loan.{' '}
        <a href="#privacy">Privacy Policy</a>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LeadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** Radix lets pointer events into the panel once it has mounted; wait for that before clicking. */
const interactive = () =>
  waitFor(() => expect(getComputedStyle(screen.getByRole('dialog')).pointerEvents).toBe('auto'));

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply Now' }));
    await expect(
      await screen.findByRole('dialog', { name: 'New Two-Wheeler Loan' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Apply Now' })).toHaveFocus();
  },
};

export const Open: Story = {
  play: async () => {
    await interactive();
    const mobile = dialog().getByRole('textbox', { name: /Mobile/ });
    await userEvent.type(mobile, '98765a432109');
    await expect(mobile).toHaveValue('9876543210');
    await userEvent.clear(mobile);
  },
};

export const Invalid: Story = {
  tags: ['visual-320'],
  play: async ({ args }) => {
    await interactive();
    await userEvent.type(dialog().getByRole('textbox', { name: /Mobile/ }), '12345');
    await userEvent.click(dialog().getByRole('button', { name: 'Submit' }));
    const name = dialog().getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(/Please enter your name/);
    await expect(dialog().getByRole('textbox', { name: /Mobile/ })).toHaveAccessibleDescription(
      /Please enter a valid 10-digit mobile number/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await interactive();
    await userEvent.type(dialog().getByRole('textbox', { name: /Name/ }), 'Asha Rao');
    await userEvent.type(dialog().getByRole('textbox', { name: /Mobile/ }), '9876543210');
    const submit = dialog().getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async () => {
    await interactive();
    await userEvent.type(dialog().getByRole('textbox', { name: /Name/ }), 'Asha Rao');
    await userEvent.type(dialog().getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await userEvent.click(dialog().getByRole('button', { name: 'Submit' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(dialog().getByRole('textbox', { name: /Name/ })).toHaveValue('Asha Rao');
  },
};

export const Submitting: Story = {
  name: 'Submit and thank you',
  play: async ({ args }) => {
    await interactive();
    await userEvent.type(dialog().getByRole('textbox', { name: /Name/ }), 'Asha Rao');
    await userEvent.type(dialog().getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await userEvent.click(dialog().getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Asha Rao',
      phone: '9876543210',
      product_type: 'New Two-Wheeler Loan',
    });
    await expect(
      await screen.findByRole('dialog', { name: 'Thank you for your interest...' }),
    ).toBeInTheDocument();
    await expect(screen.queryByRole('img')).toBeNull();
  },
};

/** The thank-you view, as the page keeps it per product after a lead was sent. */
export const ThankYou: Story = {
  args: { defaultSubmitted: true },
  play: async () => {
    await interactive();
    await expect(
      dialog().getByText('Our team will get in touch with you soon'),
    ).toBeInTheDocument();
    await expect(dialog().getByRole('button', { name: 'Awesome !' })).toBeInTheDocument();
  },
};

/** 'Awesome !' closes the dialog (the picture shows the page after it closed). */
export const AwesomeCloses: Story = {
  args: { defaultSubmitted: true },
  play: async ({ args }) => {
    await interactive();
    await userEvent.click(dialog().getByRole('button', { name: 'Awesome !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The form with every part shown: description, messages, the failure alert, the privacy notice. */
export const AllStates: Story = {
  name: 'All states',
  args: {
    description: 'Leave your name and number and we will call you back.',
    onSubmit: fn(() => Promise.reject(new Error('500'))),
  },
  play: async () => {
    await interactive();
    await userEvent.type(dialog().getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await userEvent.click(dialog().getByRole('button', { name: 'Submit' }));
    await userEvent.type(dialog().getByRole('textbox', { name: /Name/ }), 'Asha Rao');
    await userEvent.click(dialog().getByRole('button', { name: 'Submit' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Something went wrong!');
  },
};

/** The lead form in Hindi: the product's name, the note and the dialog's own words. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: {
    productName: 'नया टू-व्हीलर लोन',
    image: { src: picture, alt: 'एक इलेक्ट्रिक स्कूटर', width: 480, height: 200 },
    description: 'अपना नाम और मोबाइल नंबर छोड़ें, हमारी टीम आपको फ़ोन करेगी।',
    trigger: <Button>अभी आवेदन करें</Button>,
    privacyNotice: (
      <>
        हम आपका नाम और मोबाइल नंबर सिर्फ़ इस लोन के बारे में फ़ोन करने के लिए लेते हैं।{' '}
        <a href="#privacy">गोपनीयता नीति</a>
      </>
    ),
    labels: leadDialogLabels,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'नया टू-व्हीलर लोन' });
    await expect(within(dialog).getByRole('textbox', { name: 'नाम' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'भेजें' })).toBeInTheDocument();
  },
};
