import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatRupees } from '../../format/number.ts';
import { Slider } from './Slider.tsx';

function Controlled({ onValueChange }: { onValueChange: (value: number) => void }) {
  const [value, setValue] = useState(36);
  return (
    <Slider
      label="Tenure"
      min={6}
      max={60}
      value={value}
      formatValue={(n) => `${n} months`}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('Slider', () => {
  it('is a slider named by its label with its range and step', () => {
    render(
      <Slider label="Loan amount" min={10000} max={300000} step={1000} defaultValue={100000} />,
    );
    const slider = screen.getByRole('slider', { name: 'Loan amount' }) as HTMLInputElement;
    expect(slider.type).toBe('range');
    expect(slider.min).toBe('10000');
    expect(slider.max).toBe('300000');
    expect(slider.step).toBe('1000');
    expect(slider.value).toBe('100000');
  });

  it('shows and announces the formatted value, and the formatted ends', () => {
    render(
      <Slider
        label="Loan amount"
        min={10000}
        max={300000}
        defaultValue={100000}
        formatValue={(n) => formatRupees(n)}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Loan amount' });
    expect(slider.getAttribute('aria-valuetext')).toBe('₹1,00,000');
    expect(screen.getByText('₹1,00,000').tagName).toBe('OUTPUT');
    expect(screen.getByText('₹10,000')).toBeTruthy();
    expect(screen.getByText('₹3,00,000')).toBeTruthy();
  });

  it('updates uncontrolled, reporting numbers', () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        label="Rate"
        min={8}
        max={40}
        step={0.25}
        defaultValue={23}
        onValueChange={onValueChange}
        formatValue={(n) => `${n}%`}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Rate' });
    fireEvent.change(slider, { target: { value: '23.25' } });
    expect(onValueChange).toHaveBeenCalledWith(23.25);
    expect(slider.getAttribute('aria-valuetext')).toBe('23.25%');
    expect(screen.getByText('23.25%')).toBeTruthy();
  });

  it('is controlled by value', () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const slider = screen.getByRole('slider', { name: 'Tenure' });
    fireEvent.change(slider, { target: { value: '48' } });
    expect(onValueChange).toHaveBeenCalledWith(48);
    expect(slider.getAttribute('aria-valuetext')).toBe('48 months');
  });

  it('fills the track up to the value', () => {
    render(<Slider label="Tenure" min={0} max={100} defaultValue={25} />);
    expect(screen.getByRole('slider').style.getPropertyValue('--slider-fill')).toBe('25%');
  });

  it('reads hint and error and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Slider
        ref={ref}
        label="Amount"
        min={0}
        max={10}
        hint="Drag or use the arrow keys"
        error="Too high"
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Amount' });
    expect(ref.current).toBe(slider);
    expect(slider.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('slider', { description: 'Too high Drag or use the arrow keys' })).toBe(
      slider,
    );
  });
});
