import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../Box/sprinkles.css.ts';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('lays items in a wrapping row, centred, with a gap', () => {
    render(
      <Inline title="row">
        <span>a</span>
        <span>b</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTitle('row'));
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.flexDirection).not.toBe('column');
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('flex-start');
    expect(style.gap).not.toBe('');
  });

  it('aligns and justifies as asked', () => {
    render(<Inline title="row" align="end" justify="between" />);
    const style = getComputedStyle(screen.getByTitle('row'));
    expect(style.alignItems).toBe('flex-end');
    expect(style.justifyContent).toBe('space-between');
  });

  it('makes the items of a line equally tall with align="stretch"', () => {
    render(<Inline title="row" align="stretch" />);
    expect(getComputedStyle(screen.getByTitle('row')).alignItems).toBe('stretch');
  });

  it('stacks full-width items below the collapse breakpoint, a row from it up', () => {
    // jsdom applies every media rule, so the breakpoints are checked by their sprinkles classes.
    render(<Inline title="row" collapseBelow="tablet" justify="end" align="start" />);
    const classes = screen.getByTitle('row').classList;
    const expected = sprinkles({
      flexDirection: { mobile: 'column', tablet: 'row' },
      alignItems: { mobile: 'stretch', tablet: 'flex-start' },
      justifyContent: { mobile: 'flex-start', tablet: 'flex-end' },
    });
    for (const name of expected.split(' ')) expect(classes).toContain(name);
  });

  it('renders a list without bullets or indent with as="ul"', () => {
    render(
      <Inline as="ul" aria-label="Topics" className="extra">
        <li>Loans</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Topics' });
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(list.classList.contains('extra')).toBe(true);
  });
});
