import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';
import { sprinkles } from './sprinkles.css.ts';

describe('Box', () => {
  it('renders a div by default and the element given in `as`', () => {
    render(
      <>
        <Box data-testid="plain">plain</Box>
        <Box as="nav" aria-label="Breadcrumb">
          links
        </Box>
      </>,
    );
    expect(screen.getByTestId('plain').tagName).toBe('DIV');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  });

  it('turns style props into theme classes and passes the rest to the element', () => {
    render(
      <Box
        padding="lg"
        marginX="auto"
        display="flex"
        background="brandSoft"
        color="onBrandSoft"
        className="own"
        id="box"
        title="A box"
      >
        content
      </Box>,
    );
    const box = screen.getByTitle('A box');
    const expected = sprinkles({
      padding: 'lg',
      marginX: 'auto',
      display: 'flex',
      background: 'brandSoft',
      color: 'onBrandSoft',
    }).split(' ');
    for (const name of [...expected, 'own']) expect(box.classList).toContain(name);
    expect(box.id).toBe('box');
    expect(box.hasAttribute('padding')).toBe(false);
    expect(getComputedStyle(box).display).toBe('flex');
  });

  it('accepts responsive values', () => {
    render(<Box title="r" padding={{ mobile: 'sm', desktop: 'xl' }} />);
    const classes = screen.getByTitle('r').className;
    expect(classes).toContain(sprinkles({ padding: { mobile: 'sm' } }).split(' ')[0]);
    expect(classes).toContain(sprinkles({ padding: { desktop: 'xl' } }).split(' ')[0]);
  });

  it('forwards its ref to the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Box ref={ref} as="section" />);
    expect(ref.current?.tagName).toBe('SECTION');
  });
});
