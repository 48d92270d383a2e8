import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('centres content at the maximum width of its size', () => {
    render(
      <>
        <Container title="lg">page</Container>
        <Container as="main" size="sm">
          text
        </Container>
      </>,
    );
    const lg = getComputedStyle(screen.getByTitle('lg'));
    expect(lg.maxWidth).toBe('1280px');
    expect(lg.marginLeft).toBe('auto');
    const main = screen.getByRole('main');
    expect(getComputedStyle(main).maxWidth).toBe('720px');
  });
});
