import type { PageTools } from './page-tools.ts';

/**
 * Forced colours (WCAG 1.4.11 and 2.4.7, read with `forced-colors: active` emulated): controls with
 * no visible edge, and those focused without an outline. Self-contained, as ./page-tools.ts says.
 */
export function forcedColoursProbe(tools: PageTools) {
  const { px } = tools;
  const visibleEdge = (s: CSSStyleDeclaration) => {
    const side = (k: 'Top' | 'Right' | 'Bottom' | 'Left') =>
      px(s[`border${k}Width`]) > 0 &&
      !['none', 'hidden'].includes(s[`border${k}Style`]) &&
      !/rgba\(.*, 0\)|transparent/.test(s[`border${k}Color`]);
    const outline =
      s.outlineStyle !== 'none' &&
      px(s.outlineWidth) > 0 &&
      !/rgba\(.*, 0\)|transparent/.test(s.outlineColor);
    return side('Top') || side('Right') || side('Bottom') || side('Left') || outline;
  };
  const drawnByBrowser = (el: Element) =>
    el instanceof HTMLInputElement &&
    // A range's track is a pseudo-element no script can read: ranges are left to the stories.
    (el.type === 'range' ||
      (['checkbox', 'radio', 'file'].includes(el.type) &&
        getComputedStyle(el).appearance !== 'none'));
  /** Reads as a link: an anchor, or a control drawn as underlined text. */
  const textLink = (el: Element) =>
    el.tagName === 'A' ||
    el.getAttribute('role') === 'link' ||
    getComputedStyle(el).textDecorationLine.includes('underline');
  /**
   * The control and the boxes that hug it (at most two levels up, no more than 24 px taller): a
   * field's frame drawn on its wrapper, an icon button inside the field's frame.
   */
  const hugging = (el: Element) => {
    // An input made invisible over or under its drawn look (a file picker's button, a code's
    // cells) is that look: the siblings after it.
    const s = getComputedStyle(el);
    const invisible =
      px(s.opacity) === 0 || (s.position === 'absolute' && s.borderTopStyle === 'none');
    const boxes = [el];
    if (invisible)
      for (let next = el.nextElementSibling; next; next = next.nextElementSibling) boxes.push(next);
    const height = el.getBoundingClientRect().height;
    for (let a = el.parentElement, i = 0; a && i < 2; a = a.parentElement, i++) {
      if (a.getBoundingClientRect().height > height + 24) break;
      boxes.push(a);
    }
    return boxes;
  };
  /** The box or its drawn mark (a carousel's dot is its `::before`) has an edge. */
  const edged = (box: Element) =>
    visibleEdge(getComputedStyle(box)) ||
    visibleEdge(getComputedStyle(box, '::before')) ||
    visibleEdge(getComputedStyle(box, '::after'));
  /** An icon button drawn inside a text field's frame (a list's Show options). */
  const insideFramedField = (el: Element) => {
    const r = el.getBoundingClientRect();
    return [...(el.parentElement?.querySelectorAll('input, select, textarea') ?? [])].some((f) => {
      const fr = f.getBoundingClientRect();
      return (
        f !== el &&
        visibleEdge(getComputedStyle(f)) &&
        r.left >= fr.left - 1 &&
        r.right <= fr.right + 1 &&
        r.top >= fr.top - 1 &&
        r.bottom <= fr.bottom + 1
      );
    });
  };

  const boundaries = (): string[] =>
    tools
      .controls()
      .filter((el) => tools.shown(el) && !textLink(el) && !drawnByBrowser(el))
      .filter((el) => !hugging(el).some(edged) && !insideFramedField(el))
      .map((el) => `${tools.name(el)} has no visible edge`)
      .slice(0, 8);

  const focusIndicators = (): string[] => {
    const found: string[] = [];
    for (const el of tools.controls().filter(tools.shown)) {
      (el as HTMLElement).focus({ focusVisible: true } as FocusOptions);
      if (document.activeElement !== el) continue;
      // The ring may be drawn by the control, a box hugging it, or its `::after` (a tile's).
      const outlined = hugging(el).some((box) =>
        [getComputedStyle(box), getComputedStyle(box, '::after')].some(
          (s) => s.outlineStyle !== 'none' && px(s.outlineWidth) >= 1,
        ),
      );
      if (!outlined) found.push(`${tools.name(el)} shows no focus outline`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found.slice(0, 8);
  };

  return { boundaries, focusIndicators };
}
