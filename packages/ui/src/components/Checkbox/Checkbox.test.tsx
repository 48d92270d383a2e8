import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Send me offers"
      checked={checked}
      onChange={(event) => {
        setChecked(event.target.checked);
        onChange(event.target.checked);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('toggles with a click on the box or the label, and with Space', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(screen.getByText('I agree'));
    expect(box.checked).toBe(false);
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
  });

  it('lets its label hold a link that does not toggle it', () => {
    render(
      <Checkbox
        label={
          <>
            I agree to the <a href="#terms">terms</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;
    // A plain DOM click: user-event would forward any click inside a label to its control.
    screen.getByRole('link', { name: 'terms' }).click();
    expect(box.checked).toBe(false);
    screen.getByText(/I agree/).click();
    expect(box.checked).toBe(true);
  });

  it('is controlled with checked and onChange', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me offers' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="All branches" indeterminate />);
    // The DOM property browsers expose to assistive technology as "mixed".
    expect(
      (screen.getByRole('checkbox', { name: 'All branches' }) as HTMLInputElement).indeterminate,
    ).toBe(true);
  });

  it('can be disabled', async () => {
    render(<Checkbox label="Locked" disabled defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Locked' }) as HTMLInputElement;
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('reads its hint and error and marks itself invalid', () => {
    render(
      <Checkbox
        label="I agree"
        hint="Required to continue"
        error="Please accept the terms"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.required).toBe(true);
    expect(
      screen.getByRole('checkbox', { description: 'Please accept the terms Required to continue' }),
    ).toBe(box);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="x" name="consent" value="yes" />);
    expect(ref.current?.type).toBe('checkbox');
    expect(ref.current?.name).toBe('consent');
  });
});
