import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AadhaarField } from './AadhaarField.tsx';

function Controlled({ onDigits }: { onDigits: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  return (
    <>
      <AadhaarField
        label="Aadhaar"
        value={digits}
        onValueChange={(next) => {
          setDigits(next);
          onDigits(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('AadhaarField', () => {
  it('keeps digits only, at most 12, and masks all but the last 4 once complete and left', async () => {
    const user = userEvent.setup();
    const onDigits = vi.fn();
    render(<Controlled onDigits={onDigits} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Aadhaar' });
    await user.type(input, 'ab2341 2341 2346 99');
    expect(input.value).toBe('234123412346');
    expect(onDigits).toHaveBeenLastCalledWith('234123412346');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input.value).toBe('XXXX XXXX 2346');
    expect(input.closest('[data-state]')?.getAttribute('data-state')).toBe('masked');
    // Editing shows the digits again; the value never was the mask.
    await user.click(input);
    expect(input.value).toBe('234123412346');
  });

  it('reveals and hides on request and says so', async () => {
    const user = userEvent.setup();
    const onRevealedChange = vi.fn();
    render(
      <AadhaarField
        label="Aadhaar"
        defaultValue="234123412346"
        onRevealedChange={onRevealedChange}
      />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Aadhaar' });
    expect(input.value).toBe('XXXX XXXX 2346');
    await user.click(screen.getByRole('button', { name: 'Show Aadhaar number' }));
    expect(input.value).toBe('234123412346');
    expect(onRevealedChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('Your Aadhaar number is visible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Aadhaar number' }).textContent).toBe('Hide');
  });

  it('leaves an incomplete number visible, wires hint and error, forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <AadhaarField
        ref={ref}
        label="Aadhaar"
        hint="12 digits"
        error="Please enter a valid 12-digit Aadhaar number"
        defaultValue="2341"
        required
      />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Aadhaar' });
    expect(input.value).toBe('2341');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.required).toBe(true);
    expect(
      screen.getByRole('textbox', {
        description: 'Please enter a valid 12-digit Aadhaar number 12 digits',
      }),
    ).toBe(input);
    expect(ref.current).toBe(input);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });
});
