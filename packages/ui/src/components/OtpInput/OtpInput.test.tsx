import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput.tsx';
import { ResendCountdown } from './ResendCountdown.tsx';

const cells = (container: HTMLElement) =>
  [...container.querySelectorAll('span[aria-hidden="true"]')] as HTMLElement[];
const shown = (container: HTMLElement) =>
  cells(container)
    .map((cell) => cell.textContent || '·')
    .join('');
const active = (container: HTMLElement) =>
  cells(container).findIndex((cell) => cell.hasAttribute('data-active'));

function ControlledOtp() {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpInput label="OTP" length={4} value={code} onValueChange={setCode} />
      <output>{code}</output>
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
    </>
  );
}

describe('OtpInput', () => {
  it('is one labelled numeric field for one-time codes, with the cells hidden from assistive technology', () => {
    const { container } = render(<OtpInput label="Please Enter OTP" length={4} />);
    const field = screen.getByRole('textbox', { name: 'Please Enter OTP' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(cells(container)).toHaveLength(4);
  });

  it('keeps ASCII digits only and ignores typing past the length', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<OtpInput label="OTP" onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement;
    await user.type(field, '1a2 ٣３34567');
    expect(field.value).toBe('123456');
    expect(shown(container)).toBe('123456');
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
  });

  it('moves the active cell as you type, with Backspace and with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<OtpInput label="OTP" />);
    const field = screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement;
    await user.click(field);
    expect(active(container)).toBe(0);
    await user.keyboard('12');
    expect(active(container)).toBe(2);
    await user.keyboard('{Backspace}');
    expect(field.value).toBe('1');
    expect(active(container)).toBe(1);
    await user.keyboard('2345');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(active(container)).toBe(3);
    await user.keyboard('{ArrowRight}');
    expect(active(container)).toBe(4);
  });

  it('replaces the digit at the caret when the code is full', async () => {
    const user = userEvent.setup();
    render(<OtpInput label="OTP" length={4} defaultValue="1234" />);
    const field = screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement;
    await user.click(field);
    field.setSelectionRange(1, 1);
    await user.keyboard('9');
    expect(field.value).toBe('1934');
    expect(field.selectionStart).toBe(2);
  });

  it('fills every cell from a pasted code, even inside a message', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = render(
      <OtpInput label="OTP" defaultValue="98" onComplete={onComplete} />,
    );
    await user.click(screen.getByRole('textbox', { name: 'OTP' }));
    await user.paste('Your OTP is 042 917. Do not share it.');
    expect(shown(container)).toBe('042917');
    expect(onComplete).toHaveBeenCalledWith('042917');
  });

  it('describes the hint, or the error in its place, and marks the field invalid', () => {
    const description = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    const { rerender } = render(<OtpInput label="OTP" hint="Sent to XXXXXX3210" />);
    const field = screen.getByRole('textbox', { name: 'OTP' });
    expect(description(field)).toBe('Sent to XXXXXX3210');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    rerender(<OtpInput label="OTP" hint="Sent to XXXXXX3210" error="Invalid OTP Entered" />);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe('Invalid OTP Entered');
  });

  it('works controlled: the parent decides the value', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);
    const field = screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement;
    await user.type(field, '4321');
    expect(screen.getByRole('status').textContent).toBe('4321');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field.value).toBe('');
  });

  it("lets the consumer's onChange stop the default handling", async () => {
    const user = userEvent.setup();
    render(
      <OtpInput
        label="OTP"
        value="12"
        onChange={(event) => event.preventDefault()}
        onValueChange={() => {}}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement;
    await user.type(field, '3');
    expect(field.value).toBe('12');
  });
});

describe('ResendCountdown', () => {
  it('counts down from 59 s as "Remaining Time: 00:59s" and enables Resend only at 0', () => {
    vi.useFakeTimers();
    try {
      const onResend = vi.fn();
      const { container } = render(<ResendCountdown onResend={onResend} />);
      expect(container.textContent).toContain('Remaining Time: 00:59s');
      const resend = screen.getByRole('button', { name: 'Resend' });
      expect(resend.getAttribute('aria-disabled')).toBe('true');
      act(() => resend.click());
      expect(onResend).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(container.textContent).toContain('Remaining Time: 00:58s');
      // The ticking is not announced; only the moment Resend becomes available is.
      expect(screen.getByRole('status').textContent).toBe('');
      for (let i = 0; i < 58; i++) act(() => vi.advanceTimersByTime(1000));
      expect(container.textContent).toContain('Remaining Time: 00:00s');
      expect(resend.getAttribute('aria-disabled')).toBe('false');
      expect(screen.getByRole('status').textContent).toBe('You can now request a new code.');
      act(() => resend.click());
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(container.textContent).toContain('Remaining Time: 00:59s');
      expect(resend.getAttribute('aria-disabled')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the time out in words for screen readers', () => {
    const { container } = render(<ResendCountdown remaining={75} />);
    expect(container.textContent).toContain('01:15s');
    expect(container.textContent).toContain('75 seconds');
  });

  it('can be controlled by the page', () => {
    vi.useFakeTimers();
    try {
      const onRemainingChange = vi.fn();
      const { container } = render(
        <ResendCountdown remaining={10} onRemainingChange={onRemainingChange} />,
      );
      act(() => vi.advanceTimersByTime(1000));
      expect(onRemainingChange).toHaveBeenCalledWith(9);
      expect(container.textContent).toContain('00:10s');
    } finally {
      vi.useRealTimers();
    }
  });
});
