import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconId, iconNames, iconSymbolsMarkup } from './icon-symbols.ts';

afterEach(cleanup);

describe('Icon', () => {
  it('draws its symbol, hidden from assistive technology and out of the tab order', () => {
    const { container } = render(<Icon name="menu" className="extra" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('class')).toMatch(/ extra$/);
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('#icon-menu');
  });

  it('has a symbol in the page for every name, in a hidden svg', () => {
    document.body.innerHTML = iconSymbolsMarkup();
    const holder = document.body.firstElementChild as SVGSVGElement;
    expect(holder.getAttribute('style')).toBe('display:none');
    for (const name of iconNames) {
      const symbol = document.getElementById(iconId(name));
      expect(symbol?.tagName, name).toBe('symbol');
      expect(symbol?.getAttribute('viewBox'), name).toMatch(/^0 0 \d+ \d+$/);
      expect(symbol?.children.length, name).toBeGreaterThan(0);
    }
  });
});
