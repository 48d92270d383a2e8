import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast, toastDurations } from './Toaster.tsx';

afterEach(() => {
  act(() => toast.dismiss());
});

/** The toast element around a message (react-toastify's `.Toastify__toast`). */
const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast') as HTMLElement;

describe('Toaster and toast', () => {
  it('sits top right in the light theme, inside a polite live region', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Your request is saved');
    });
    await screen.findByText('Your request is saved');
    const container = document.querySelector('.Toastify__toast-container') as HTMLElement;
    expect(container.className).toContain('Toastify__toast-container--top-right');
    expect(toastOf('Your request is saved').className).toContain('Toastify__toast-theme--light');
    expect(container.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('announces success and info politely and errors at once', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Payment received');
      toast.error('Something went wrong!');
    });
    expect((await screen.findByRole('status')).textContent).toContain('Payment received');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong!');
  });

  it('closes after 5000 ms by default and 2000 ms in the short variant', async () => {
    const { unmount } = render(<Toaster />);
    act(() => {
      toast.info('Default');
    });
    await screen.findByText('Default');
    const bar = () => document.querySelector('.Toastify__progress-bar--animated') as HTMLElement;
    expect(bar().style.animationDuration).toBe('5000ms');
    unmount();
    render(<Toaster autoClose={toastDurations.short} />);
    act(() => {
      toast.info('Short');
    });
    await screen.findByText('Short');
    expect(bar().style.animationDuration).toBe('2000ms');
    // The duration also reaches the reduced-motion rule, which keeps the timer but hides the bar.
    const container = document.querySelector('.Toastify__toast-container') as HTMLElement;
    expect(container.style.getPropertyValue('--toast-autoclose')).toBe('2000ms');
  });

  it('has a close button named Close', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success('Copied', { autoClose: toastDurations.short });
    });
    await screen.findByText('Copied');
    expect(toastOf('Copied').style.getPropertyValue('--toast-autoclose')).toBe('2000ms');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.animationEnd(toastOf('Copied'));
    await waitFor(() => expect(screen.queryByText('Copied')).toBeNull());
  });
});
