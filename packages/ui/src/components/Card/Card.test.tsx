import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { card } from './Card.css.ts';
import { Card } from './Card.tsx';
import { cardStyle } from './index.ts';

describe('Card', () => {
  // Its radius, shadow and padding (custom properties, which jsdom drops) are measured in the stories.
  it('is a bordered surface with the card recipe', () => {
    render(<Card title="card">content</Card>);
    const style = getComputedStyle(screen.getByTitle('card'));
    expect(style.borderTopStyle).toBe('solid');
    expect(style.borderTopWidth).toBe('1px');
    expect(screen.getByTitle('card').className).toContain(card());
  });

  it('renders the element given by `as`, with its semantics, and forwards the ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card as="section" aria-label="Contact" ref={ref}>
        content
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Contact' });
    expect(region.tagName).toBe('SECTION');
    expect(ref.current).toBe(region);
  });

  it('takes no inner space with padding="none", fills its cell with fullHeight, and keeps Box props', () => {
    render(
      <Card title="bare" padding="none" fullHeight display="flex" gap="sm" className="extra">
        content
      </Card>,
    );
    const card = screen.getByTitle('bare');
    const style = getComputedStyle(card);
    expect(style.paddingTop).toBe('0px');
    expect(style.height).toBe('100%');
    expect(style.display).toBe('flex');
    expect(card.classList.contains('extra')).toBe(true);
  });

  it('gives the same surface as a class name with cardStyle, for an element without Box props', () => {
    render(
      <section className={cardStyle({ padding: 'lg' })} title="plain">
        content
      </section>,
    );
    const style = getComputedStyle(screen.getByTitle('plain'));
    expect(style.borderTopStyle).toBe('solid');
    expect(cardStyle({ padding: 'lg' })).toBe(card({ padding: 'lg' }));
    render(<Card title="box">content</Card>);
    expect(screen.getByTitle('box').className).toContain(cardStyle());
  });
});
