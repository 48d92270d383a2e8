import type { PageTools } from './page-tools.ts';

/**
 * Controls over text (WCAG 1.4.10 and 1.4.4 ask content to stay readable, not just inside the
 * screen): a button, link or field whose box covers visible text of an element it does not hold.
 * Not counted: the control's own text and its labels, visually hidden text, text under a modal
 * dialog's overlay, and a pinned (fixed or sticky) control over text that scrolls past it (2.4.11's
 * business), or the reverse. Self-contained, as ./page-tools.ts says.
 */
export function overlapProbe(tools: PageTools) {
  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  /** The part of `box` that no ancestor of `el` clips away (up to a pinned ancestor). */
  const clipped = (el: Element, box: Box): Box | null => {
    let { left, top, right, bottom } = box;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if (s.overflowX !== 'visible')
        [left, right] = [Math.max(left, r.left), Math.min(right, r.right)];
      if (s.overflowY !== 'visible')
        [top, bottom] = [Math.max(top, r.top), Math.min(bottom, r.bottom)];
      if (s.position === 'fixed') break;
    }
    return right - left > 0 && bottom - top > 0 ? { left, top, right, bottom } : null;
  };
  const boxesOf = (el: Element, rects: DOMRectList | DOMRect[]) =>
    [...rects].map((r) => clipped(el, r)).filter((b): b is Box => b !== null);
  /** The nearest fixed or sticky box holding `el`, or null: what scrolls with it. */
  const layer = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const { position } = getComputedStyle(e);
      if (position === 'fixed' || position === 'sticky') return e;
    }
    return null;
  };
  /** Paints nothing: itself or an ancestor fully transparent (a field drawn by other boxes). */
  const invisible = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (tools.px(getComputedStyle(e).opacity) === 0) return true;
    return false;
  };
  /**
   * Covers the text: at least 4 px across and a quarter of the line's height, so that a line's
   * font box reaching a pixel or two past its line (tight line heights do) is not counted.
   */
  const covers = (control: Box, text: Box) => {
    const wide = Math.min(control.right, text.right) - Math.max(control.left, text.left);
    const high = Math.min(control.bottom, text.bottom) - Math.max(control.top, text.top);
    return wide >= 4 && high >= Math.max(2, (text.bottom - text.top) / 4);
  };
  /** Painted: not hidden from everyone, nor in a closed `<details>` (its content keeps a box). */
  const rendered = (el: Element) =>
    !tools.hiddenFromEveryone(el) && el.checkVisibility({ visibilityProperty: true });
  const labelsOf = (el: Element) => {
    const labels: Element[] = [...((el as HTMLInputElement).labels ?? [])];
    for (const id of (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) {
      const label = document.getElementById(id);
      if (label) labels.push(label);
    }
    return labels;
  };

  return function overlaps(): string[] {
    return tools.withEverySectionLaidOut(find);
  };

  function find(): string[] {
    // With a modal dialog open, only what is in the topmost one: the rest is under its overlay.
    const modals = [...document.querySelectorAll('[aria-modal="true"], dialog:modal')].filter(
      tools.shown,
    );
    const scope: Element = modals.at(-1) ?? document.body;
    const texts = tools
      .textNodes(scope)
      .filter(({ parent }) => rendered(parent) && !tools.visuallyHidden(parent))
      .map(({ node, parent }) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return {
          node,
          parent,
          layer: layer(parent),
          boxes: boxesOf(parent, range.getClientRects()),
        };
      })
      .filter((t) => t.boxes.length > 0);
    const found = new Set<string>();
    for (const control of scope.querySelectorAll(tools.controlSelector)) {
      if (!tools.shown(control) || !rendered(control) || invisible(control)) continue;
      // An inline link's box is each of its lines, not the rectangle around them all.
      const inline = getComputedStyle(control).display === 'inline';
      const boxes = boxesOf(
        control,
        inline ? control.getClientRects() : [control.getBoundingClientRect()],
      );
      if (boxes.length === 0) continue;
      const own = labelsOf(control);
      const controlLayer = layer(control);
      for (const text of texts) {
        if (control.contains(text.node) || text.layer !== controlLayer) continue;
        if (own.some((label) => label.contains(text.node))) continue;
        if (!boxes.some((c) => text.boxes.some((t) => covers(c, t)))) continue;
        found.add(
          `${tools.name(control)} covers the text of ${tools.name(text.parent)}: "${text.node.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
        );
      }
    }
    return [...found].slice(0, 8);
  }
}
