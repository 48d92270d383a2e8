import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeOverlay } from '../../../test/overlay-behaviour.tsx';
import { Button } from '../Button/Button.tsx';
import { type Lead, LeadDialog } from './LeadDialog.tsx';

const image = { src: '/bike.webp', alt: 'A scooter', width: 480, height: 270 };
const resolved = () => Promise.resolve();

describeOverlay('LeadDialog', {
  ui: () => (
    <LeadDialog
      productName="New Two-Wheeler Loan"
      onSubmit={resolved}
      trigger={<Button>Apply Now</Button>}
    />
  ),
  withoutTrigger: ({ open, onOpenChange }) => (
    <LeadDialog
      productName="New Two-Wheeler Loan"
      onSubmit={resolved}
      open={open}
      onOpenChange={onOpenChange}
    />
  ),
  trigger: 'Apply Now',
  name: 'New Two-Wheeler Loan',
});

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderOpen(props: Partial<Parameters<typeof LeadDialog>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(lead: Lead) => Promise<unknown>>(resolved);
  render(
    <LeadDialog
      productName="New Two-Wheeler Loan"
      image={image}
      defaultOpen
      onSubmit={onSubmit}
      {...props}
    />,
  );
  const name = () => screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
  const mobile = () => screen.getByRole('textbox', { name: /Mobile/ }) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: 'Submit' });
  return { user, onSubmit, name, mobile, submit };
}

function SubmittedPerProduct() {
  const [sent, setSent] = useState<Record<string, boolean>>({});
  return (
    <>
      {['Battery Loan', 'EV Rental'].map((product) => (
        <LeadDialog
          key={product}
          productName={product}
          onSubmit={resolved}
          trigger={<Button>Apply for {product}</Button>}
          submitted={sent[product] ?? false}
          onSubmittedChange={(value) => setSent((s) => ({ ...s, [product]: value }))}
        />
      ))}
    </>
  );
}

describe('LeadDialog', () => {
  it('shows the product, its image and the Name and Mobile fields', () => {
    const { name, mobile } = renderOpen();
    expect(screen.getByRole('dialog', { name: 'New Two-Wheeler Loan' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A scooter' })).toBeTruthy();
    expect(name().required).toBe(true);
    expect(mobile().getAttribute('inputmode')).toBe('numeric');
  });

  it('starts with focus on the Name field', async () => {
    const { name } = renderOpen();
    await waitFor(() => expect(document.activeElement).toBe(name()));
  });

  it('takes digits only in Mobile and ignores typing past 10', async () => {
    const { user, mobile } = renderOpen();
    await user.type(mobile(), '98a76-5４43 21099');
    expect(mobile().value).toBe('9876543210');
  });

  it('shows inline messages, wired to the fields, and focuses the first invalid field', async () => {
    const { user, name, mobile, submit, onSubmit } = renderOpen();
    await user.click(submit());
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(description(name())).toContain('Please enter your name');
    expect(description(mobile())).toContain('Please enter your mobile number');
    expect(document.activeElement).toBe(name());
    await user.type(name(), 'Asha Rao');
    expect(name().getAttribute('aria-invalid')).toBeNull();
    await user.type(mobile(), '12345');
    await user.click(submit());
    expect(description(mobile())).toContain('Please enter a valid 10-digit mobile number');
    expect(document.activeElement).toBe(mobile());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the fields’ messages through `translateError` (the page’s language)', async () => {
    const { user, name, submit } = renderOpen({
      translateError: (message) => `[hi] ${message}`,
    });
    await user.click(submit());
    expect(description(name())).toContain('[hi] Please enter your name');
  });

  it('is busy while sending, ignores a second submission, then thanks without the image', async () => {
    let finish: () => void = () => {};
    const onSubmittedChange = vi.fn();
    const { user, name, mobile, submit, onSubmit } = renderOpen({
      onSubmittedChange,
      productType: 'new',
    });
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(name(), ' Asha Rao ');
    await user.type(mobile(), '9876543210');
    await user.click(submit());
    expect(submit().getAttribute('aria-busy')).toBe('true');
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha Rao',
      phone: '9876543210',
      product_type: 'new',
    });
    finish();
    const title = await screen.findByRole('heading', { name: 'Thank you for your interest...' });
    expect(screen.getByRole('dialog', { name: 'Thank you for your interest...' })).toBeTruthy();
    expect(screen.getByText('Our team will get in touch with you soon')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(onSubmittedChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Awesome !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Something went wrong!' as an alert on failure and keeps the values", async () => {
    const { user, name, mobile, submit, onSubmit } = renderOpen();
    onSubmit.mockRejectedValueOnce(new Error('500'));
    await user.type(name(), 'Asha Rao');
    await user.type(mobile(), '9876543210');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong!');
    expect(name().value).toBe('Asha Rao');
    expect(mobile().value).toBe('9876543210');
    expect(submit().getAttribute('aria-busy')).toBeNull();
    // Trying again clears the alert and can succeed.
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your interest...' }),
    ).toBeTruthy();
  });

  it('clears the fields after a success (seen when the page resets the thank-you view)', async () => {
    const { user, name, mobile, submit } = renderOpen({ submitted: false });
    await user.type(name(), 'Asha Rao');
    await user.type(mobile(), '9876543210');
    await user.click(submit());
    await waitFor(() => expect(name().value).toBe(''));
    expect(mobile().value).toBe('');
  });

  it('keeps the thank-you view per product when the page controls `submitted`', async () => {
    const user = userEvent.setup();
    render(<SubmittedPerProduct />);
    await user.click(screen.getByRole('button', { name: 'Apply for Battery Loan' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Awesome !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Apply for Battery Loan' }));
    expect(
      await screen.findByRole('dialog', { name: 'Thank you for your interest...' }),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Apply for EV Rental' }));
    expect(await screen.findByRole('dialog', { name: 'EV Rental' })).toBeTruthy();
  });

  it('shows the privacy notice and takes other words', () => {
    renderOpen({
      privacyNotice: (
        <>
          We use your name and number only to call you back. <a href="/privacy">Privacy Policy</a>
        </>
      ),
      labels: { submit: 'Send', mobile: 'Mobile number' },
    });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeTruthy();
  });

  it('works with a controlled open state and draft', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onValuesChange = vi.fn();
    render(
      <LeadDialog
        productName="EV Rental"
        open
        onOpenChange={onOpenChange}
        values={{ name: 'Asha', phone: '98' }}
        onValuesChange={onValuesChange}
        onSubmit={resolved}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '7');
    expect(onValuesChange).toHaveBeenLastCalledWith({ name: 'Asha', phone: '987' });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
