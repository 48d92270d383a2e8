import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay.tsx';

describe('LoadingOverlay', () => {
  it('is a polite status that says what is loading', () => {
    render(<LoadingOverlay label="Checking your details…" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Checking your details…');
    expect(status.getAttribute('data-state')).toBe('open');
    expect(getComputedStyle(status).position).toBe('fixed');
  });

  it('defaults to "Loading…"', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('stays in the page, empty and hidden, while closed, then fills in when opened', () => {
    const { rerender } = render(<LoadingOverlay open={false} label="Submitting" />);
    const status = screen.getByRole('status', { hidden: true });
    expect(status.textContent).toBe('');
    expect(getComputedStyle(status).display).toBe('none');
    rerender(<LoadingOverlay open label="Submitting" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Submitting');
  });

  it('stops the spinner under prefers-reduced-motion', () => {
    render(<LoadingOverlay />);
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
      )
      .map((rule) => rule.cssText)
      .join('\n');
    const spinner = screen.getByRole('status').querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(reduced).toContain(spinner.className.split(' ')[0]);
  });
});
