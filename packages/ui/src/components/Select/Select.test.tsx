import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const cities = [
  { value: 'pune', label: 'Pune' },
  { value: 'nagpur', label: 'Nagpur' },
  { value: 'nashik', label: 'Nashik', disabled: true },
  { value: 'mumbai', label: 'Mumbai' },
];

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('nagpur');
  return (
    <>
      <Select
        label="City"
        options={cities}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    render(<Select label="City" placeholder="Select city" options={cities} />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger.textContent).toContain('Select city');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a listbox of the options and selects one with the pointer', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select
        label="City"
        placeholder="Select city"
        options={cities}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Pune',
      'Nagpur',
      'Nashik',
      'Mumbai',
    ]);
    expect(screen.getByRole('option', { name: 'Nashik' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Mumbai' }));
    expect(onValueChange).toHaveBeenCalledWith('mumbai');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'City' }).textContent).toContain('Mumbai');
  });

  it('works from the keyboard: open, move past disabled options, select, and Escape', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select label="City" options={cities} defaultValue="nagpur" onValueChange={onValueChange} />,
    );
    screen.getByRole('combobox', { name: 'City' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nagpur'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Mumbai');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('mumbai');
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'City' }));
  });

  it("shows 'Not Found' when there are no options", async () => {
    const user = userEvent.setup();
    render(<Select label="Branch" options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    const option = await screen.findByRole('option', { name: 'Not Found' });
    expect(option.getAttribute('aria-disabled')).toBe('true');
  });

  it('limits the list to 200 px by default and to maxListHeight when given', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Select label="City" options={cities} />);
    await user.click(screen.getByRole('combobox'));
    expect((await screen.findByRole('listbox')).style.maxHeight).toContain('200px');
    unmount();
    render(<Select label="City" options={cities} maxListHeight={150} />);
    await user.click(screen.getByRole('combobox'));
    expect((await screen.findByRole('listbox')).style.maxHeight).toContain('150px');
  });

  it('reads its hint and error with the trigger and marks it invalid', () => {
    render(
      <Select
        label="City"
        options={cities}
        hint="Where you live"
        error="Select your city"
        required
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: 'Select your city Where you live' })).toBe(
      trigger,
    );
  });

  it('is controlled by value; an empty value shows the placeholder again', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger.textContent).toContain('Nagpur');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    expect(onValueChange).toHaveBeenCalledWith('pune');
    expect(trigger.textContent).toContain('Pune');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(trigger.hasAttribute('data-placeholder')).toBe(true);
  });
});
