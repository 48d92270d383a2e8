import type { PageTools } from './page-tools.ts';

/**
 * Reflow (WCAG 1.4.10 at 320 px, 1.4.4 with the text at 200 %): nothing sticks out sideways or
 * scrolls sideways. axe cannot see layout; this reads it. One probe for the site's pages and the
 * package's stories; self-contained, as ./page-tools.ts says.
 *
 * The room an element has is the body's content box: the viewport on the site (no side padding),
 * the page's 1rem gutter in a story (its runner pads the body as a page's gutter or a card's padding
 * would). Fixed elements (a dialog, a toast) have the viewport, which never scrolls yet cuts them.
 */
export function reflowProbe(tools: PageTools) {
  /** Room for sub-pixel rounding. */
  const tolerance = 0.5;
  interface Room {
    left: number;
    right: number;
  }
  const fits = (box: Room, room: Room) =>
    box.left >= room.left - tolerance && box.right <= room.right + tolerance;
  const pinned = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (getComputedStyle(e).position === 'fixed') return true;
    return false;
  };
  const px = (n: number) => Math.round(n);

  /**
   * Not the page's overflow: inside an ancestor that fits its room and scrolls sideways (that box
   * is checked on its own), or wholly outside one that fits and clips (a slide off to the side).
   * What such a box cuts in part is cut off at the screen's edge, and counts.
   */
  const excused = (el: Node, box: Room, room: Room) => {
    const { body, documentElement } = document;
    for (let a = el.parentElement; a && a !== body && a !== documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const ar = a.getBoundingClientRect();
      if (!fits(ar, room)) continue;
      if (tools.scrollsInline(s)) return true;
      if (
        tools.clips(s.overflowX) &&
        (box.left >= ar.right - tolerance || box.right <= ar.left + tolerance)
      )
        return true;
    }
    return false;
  };

  /**
   * Boxes that scroll sideways inside: a dialog or a card whose content is wider than it is as bad
   * as a page that is. Excepted, as WCAG 1.4.10 and the site's design allow: a data table's region
   * and a list meant to scroll inside itself (a row of categories).
   */
  const sidewaysScrollers = () => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      if (!tools.scrollsInline(getComputedStyle(el)) || tools.hiddenFromEveryone(el)) continue;
      if (el.querySelector('table') || el.matches('ul, ol, [role="list"], [role="tablist"]'))
        continue;
      found.push(
        `${tools.name(el)} scrolls sideways inside: ${el.scrollWidth} px of content in ${el.clientWidth} px`,
      );
    }
    return found;
  };

  return function reflow(): { scrolls: string | null; offenders: string[] } {
    return tools.withEverySectionLaidOut(read);
  };

  function read(): { scrolls: string | null; offenders: string[] } {
    const doc = document.scrollingElement ?? document.documentElement;
    const width = doc.clientWidth;
    const viewport: Room = { left: 0, right: width };
    const bodyStyle = getComputedStyle(document.body);
    const page: Room = {
      left: tools.px(bodyStyle.paddingLeft),
      right: width - tools.px(bodyStyle.paddingRight),
    };
    const roomOf = (el: Element) => (pinned(el) ? viewport : page);
    const overflowing = new Map<Element, Room>();
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || fits(r, page)) continue;
      // Wholly off the screen's side (a skip link parked to the left, a closed drawer): not seen.
      if (r.right <= tolerance || r.left >= width - tolerance) continue;
      if (el.closest('script, style, template')) continue;
      const room = roomOf(el);
      if (fits(r, room) || tools.hiddenFromEveryone(el)) continue;
      if (getComputedStyle(el).display === 'contents' || tools.visuallyHidden(el)) continue;
      if (!excused(el, r, room)) overflowing.set(el, room);
    }
    const offenders: string[] = [];
    for (const [el, room] of overflowing) {
      // The outermost element past the edge names the problem: the card, not each field in it.
      let inner = false;
      for (let p = el.parentElement; p && !inner; p = p.parentElement) inner = overflowing.has(p);
      if (inner) continue;
      const r = el.getBoundingClientRect();
      const where = room === viewport ? 'the viewport' : 'the page inside its padding';
      offenders.push(
        `${tools.name(el)} (${px(r.left)}–${px(r.right)} px, ${where} ${px(room.left)}–${px(room.right)} px)`,
      );
    }
    // Text that spills out of a box that fits (a word longer than its button).
    for (const { node, parent } of tools.textNodes(document.body)) {
      if (overflowing.has(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.right <= tolerance || box.left >= width - tolerance) continue;
      const room = roomOf(parent);
      if (fits(box, room) || tools.hiddenFromEveryone(parent) || tools.visuallyHidden(parent))
        continue;
      if (excused(node, box, room)) continue;
      offenders.push(
        `${tools.name(parent)}: its text spills to ${px(box.left)}–${px(box.right)} px`,
      );
    }
    offenders.push(...sidewaysScrollers());
    const scrolls =
      doc.scrollWidth > doc.clientWidth
        ? `the page scrolls sideways: ${doc.scrollWidth} px wide in ${doc.clientWidth} px`
        : null;
    return { scrolls, offenders: offenders.slice(0, 8) };
  }
}
