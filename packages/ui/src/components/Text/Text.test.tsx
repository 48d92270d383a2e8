import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from './Text.css.ts';
import { Heading, Text } from './Text.tsx';

describe('Text and Heading', () => {
  it('renders a paragraph by default and the element given in `as`', () => {
    render(
      <>
        <Text>Body</Text>
        <Text as="span" tone="muted" size="sm" weight="bold">
          Small print
        </Text>
      </>,
    );
    expect(screen.getByText('Body').tagName).toBe('P');
    const small = screen.getByText('Small print');
    expect(small.tagName).toBe('SPAN');
    expect(small.className).toBe(text({ tone: 'muted', size: 'sm', weight: 'bold' }));
  });

  it('renders the heading level as the element, whatever the size', () => {
    render(
      <Heading level={1} size="xl">
        Two-wheeler loans
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Two-wheeler loans' })).toBeTruthy();
  });

  it('defaults to an h2', () => {
    render(<Heading>Features</Heading>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Features');
  });
});
