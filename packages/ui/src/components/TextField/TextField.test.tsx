import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ChangeEvent, createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

/** The shape of react-final-form's `input` render prop for a text field. */
function FinalFormLike({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const input = {
    name: 'name',
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    onBlur: () => setTouched(true),
    onFocus: () => {},
  };
  const error = value.trim() ? undefined : 'Enter your name';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name: value });
      }}
    >
      <TextField {...input} label="Name" error={touched && error} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('TextField', () => {
  it('is named by its visible label', () => {
    render(<TextField label="Full name" />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy();
    expect(screen.getByText('Full name').tagName).toBe('LABEL');
  });

  it('reads the hint with the input and is valid without an error', () => {
    render(<TextField label="Mobile" hint="10 digits, no country code" />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('textbox', { description: '10 digits, no country code' })).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an error as text with an icon, marks the input invalid and reads the error first', () => {
    const { container } = render(
      <TextField label="Mobile" hint="10 digits" error="Enter a valid mobile number" />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { description: 'Enter a valid mobile number 10 digits' }),
    ).toBe(input);
    const message = screen.getByText('Enter a valid mobile number').parentElement;
    expect(message?.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(container.querySelector('[data-invalid]')).toBeTruthy();
  });

  it('treats false, undefined and empty errors (final-form while valid) as no error', () => {
    render(
      <>
        <TextField label="A" error={false} />
        <TextField label="B" error="" />
      </>,
    );
    for (const name of ['A', 'B']) {
      expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('marks required fields with a star that is not announced, and the input as required', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the consumer’s aria-describedby', () => {
    render(
      <>
        <p id="extra">Shown on your statement</p>
        <TextField label="Name" aria-describedby="extra" hint="As on your PAN" />
      </>,
    );
    expect(
      screen.getByRole('textbox', { description: 'As on your PAN Shown on your statement' }),
    ).toBeTruthy();
  });

  it('forwards its ref and native props to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <TextField
        ref={ref}
        label="Mobile"
        name="phone"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="98765 43210"
        onChange={onChange}
        className="wrapper"
        inputClassName="own-input"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('phone');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.getAttribute('maxlength')).toBe('10');
    expect(input.classList).toContain('own-input');
    expect(input.closest('.wrapper')).toBeTruthy();
    await userEvent.type(input, '98');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is read-only: focusable, not editable', async () => {
    render(<TextField label="Loan account" readOnly defaultValue="TW123" />);
    const input = screen.getByRole('textbox', { name: 'Loan account' }) as HTMLInputElement;
    await userEvent.type(input, 'x');
    expect(input.value).toBe('TW123');
    expect(input.readOnly).toBe(true);
  });

  it('works with final-form style input props (value, onChange with the event, onBlur)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<FinalFormLike onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('textbox', { description: 'Enter your name' })).toBe(input);
    await user.type(input, 'Asha');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha' });
  });
});
