import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ChangeEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'salaried', label: 'Salaried' },
  { value: 'self', label: 'Self-employed', hint: 'Business or profession' },
  { value: 'student', label: 'Student', disabled: true },
  { value: 'other', label: 'Other' },
];

/** react-final-form's `input` for a field rendered as one group: the change event carries the value. */
function FinalFormLike({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      label="Employment"
      options={options}
      name="employment"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
      onBlur={() => {}}
      onFocus={() => {}}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, with one radio per option', () => {
    render(<RadioGroup label="Employment" options={options} />);
    const group = screen.getByRole('group', { name: 'Employment' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(
      screen.getByRole('radio', { name: 'Self-employed Business or profession' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { description: 'Business or profession' })).toBeTruthy();
  });

  it('moves and selects with arrow keys, skipping disabled options (native radios)', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="Employment"
        options={options}
        defaultValue="salaried"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Salaried' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Self-employed/ })).toHaveProperty('checked', true);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveProperty('checked', true);
    expect(onValueChange).toHaveBeenLastCalledWith('other');
  });

  it('is controlled by value and works with final-form style props', async () => {
    const onValue = vi.fn();
    render(<FinalFormLike onValue={onValue} />);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(onValue).toHaveBeenCalledWith('other');
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveProperty('checked', true);
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.getAttribute('name')).toBe('employment');
  });

  it('reads hint and error when the group is entered and marks each radio invalid', () => {
    render(
      <RadioGroup
        label="Employment"
        options={options}
        hint="Choose one"
        error="Select your employment"
        required
      />,
    );
    expect(
      screen.getByRole('group', { description: 'Select your employment Choose one' }),
    ).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect((radio as HTMLInputElement).required).toBe(true);
    }
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('disables every option when disabled', () => {
    render(<RadioGroup label="Employment" options={options} disabled />);
    for (const radio of screen.getAllByRole('radio'))
      expect((radio as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
