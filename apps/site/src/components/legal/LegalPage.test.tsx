import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refundPolicy } from '../../content/hi/refund-policy.ts';
import { refundPolicy as englishRefundPolicy } from '../../content/refund-policy.ts';
import { LegalPage } from './LegalPage.tsx';

afterEach(cleanup);

describe('LegalPage', () => {
  it('opens a translation with its note that the English text binds, linking the English page', () => {
    render(<LegalPage document={refundPolicy} />);
    const note = refundPolicy.translationNote;
    expect(screen.getByText(note.text)).toBeTruthy();
    const link = screen.getByRole('link', { name: note.englishLink.label });
    expect(link.getAttribute('href')).toBe('/refund-policy');
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('sets the English text without a note', () => {
    const { container } = render(<LegalPage document={englishRefundPolicy} />);
    expect(container.querySelector('a[hreflang="en"]')).toBeNull();
    expect(container.querySelector('strong')).toBeNull();
    expect(screen.getByText(`Last updated ${englishRefundPolicy.updated}`)).toBeTruthy();
  });
});
