import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '../src/index.ts';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

interface Values {
  name?: string;
  address?: string;
  consent?: boolean;
  employment?: string;
  city?: string;
}

const required = (message: string) => (value: unknown) => (value ? undefined : message);

/** Every field primitive inside a real react-final-form form, wired the way the README shows. */
function Application({ onSubmit }: { onSubmit: (values: Values) => void }) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field name="name" validate={required('Enter your name')}>
            {({ input, meta }) => (
              <TextField {...input} label="Name" required error={meta.touched && meta.error} />
            )}
          </Field>
          <Field name="address">{({ input }) => <TextArea {...input} label="Address" />}</Field>
          <Field name="consent" type="checkbox" validate={required('Please give your consent')}>
            {({ input, meta }) => (
              <Checkbox
                {...input}
                label="I agree to be contacted"
                error={meta.touched && meta.error}
              />
            )}
          </Field>
          <Field name="employment">
            {({ input }) => (
              <RadioGroup
                {...input}
                label="Employment"
                options={[
                  { value: 'salaried', label: 'Salaried' },
                  { value: 'self', label: 'Self-employed' },
                ]}
              />
            )}
          </Field>
          <Field name="city" validate={required('Select your city')}>
            {({ input, meta }) => (
              <Select
                label="City"
                placeholder="Select city"
                options={[
                  { value: 'pune', label: 'Pune' },
                  { value: 'nagpur', label: 'Nagpur' },
                ]}
                value={input.value}
                onValueChange={input.onChange}
                onBlur={input.onBlur}
                error={meta.touched && meta.error}
              />
            )}
          </Field>
          <button type="submit">Submit</button>
        </form>
      )}
    />
  );
}

describe('field primitives with react-final-form', () => {
  it('show final-form errors after submit and submit typed values', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Application onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByRole('textbox', { name: 'Name', description: 'Enter your name' }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { description: 'Please give your consent' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'City', description: 'Select your city' }),
    ).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Pune');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to be contacted' }));
    await user.click(screen.getByRole('radio', { name: 'Self-employed' }));
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Nagpur' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Rao',
      address: 'Pune',
      consent: true,
      employment: 'self',
      city: 'nagpur',
    });
  });
});
