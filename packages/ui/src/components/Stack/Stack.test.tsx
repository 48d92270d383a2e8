import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('stacks vertically by default with a gap', () => {
    render(
      <Stack title="s">
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTitle('s'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.alignItems).toBe('stretch');
  });

  it('lays children in a wrapping row when horizontal', () => {
    render(<Stack title="s" direction="horizontal" wrap justify="between" />);
    const style = getComputedStyle(screen.getByTitle('s'));
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('space-between');
  });

  it('wraps a row by default, so it reflows on a narrow screen; wrap={false} keeps one line', () => {
    const { rerender } = render(<Stack title="s" direction="horizontal" />);
    expect(getComputedStyle(screen.getByTitle('s')).flexWrap).toBe('wrap');
    rerender(<Stack title="s" direction="horizontal" wrap={false} />);
    expect(getComputedStyle(screen.getByTitle('s')).flexWrap).toBe('nowrap');
    rerender(<Stack title="s" />);
    expect(getComputedStyle(screen.getByTitle('s')).flexWrap).toBe('nowrap');
  });

  it('renders list semantics with as="ul"', () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Steps' })).toBeTruthy();
  });
});
