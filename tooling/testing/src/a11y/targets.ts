import type { PageTools } from './page-tools.ts';

/**
 * Target size (WCAG 2.5.8): targets under 24 × 24 px whose 24 px circle meets another target or
 * circle. Self-contained, as ./page-tools.ts says.
 */
export function targetsProbe(tools: PageTools) {
  /** A link inside a sentence: inline, with other text in its block (2.5.8 excepts it). */
  const inlineLink = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline'))
      block = block.parentElement;
    const own = (el.textContent ?? '').trim().length;
    return ((block?.textContent ?? '').trim().length ?? 0) > own + 2;
  };
  /** The box a pointer aims at: an input hidden behind its own drawn box is its label's. */
  const targetBox = (el: Element): DOMRect | null => {
    if (
      el instanceof HTMLInputElement &&
      (tools.visuallyHidden(el) || tools.px(getComputedStyle(el).opacity) === 0)
    ) {
      const label =
        el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
      return label && tools.shown(label) ? label.getBoundingClientRect() : null;
    }
    return tools.shown(el) ? el.getBoundingClientRect() : null;
  };

  return function smallTargets(): string[] {
    const targets = tools
      .controls()
      .map((el) => ({ el, r: targetBox(el) }))
      .filter((t): t is { el: Element; r: DOMRect } => !!t.r && !inlineLink(t.el));
    // A control inside another (an input in its label) is one target.
    const distinct = targets.filter(
      (t) => !targets.some((o) => o !== t && o.el.contains(t.el) && o.el !== t.el),
    );
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    const centre = (r: DOMRect): [number, number] => [r.left + r.width / 2, r.top + r.height / 2];
    const distanceToBox = (x: number, y: number, r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    const found: string[] = [];
    for (const t of distinct) {
      if (!small(t.r)) continue;
      const [x, y] = centre(t.r);
      const near = distinct.find((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        if (distanceToBox(x, y, o.r) < 12) return true;
        if (!small(o.r)) return false;
        const [ox, oy] = centre(o.r);
        return Math.hypot(ox - x, oy - y) < 24;
      });
      if (near)
        found.push(
          `${tools.name(t.el)} is ${Math.round(t.r.width)}×${Math.round(t.r.height)} px, its 24 px circle meets ${tools.name(near.el)}`,
        );
    }
    return found.slice(0, 8);
  };
}
