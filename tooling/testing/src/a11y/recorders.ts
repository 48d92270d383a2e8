import type { PageTools } from './page-tools.ts';

/**
 * What the page records from its first moment (started by the init script, so it sees every
 * change): each focus in order and those wholly behind a fixed or sticky element (WCAG 2.4.11),
 * and the text added to the page with whether a live region announced it (4.1.3).
 * Self-contained, as ./page-tools.ts says.
 */
export function recorders(tools: PageTools) {
  const obscured: string[] = [];
  const focusTrail: string[] = [];
  /** Fixed or sticky boxes on top of the page that do not hold `el`. */
  const coverBy = (el: Element) => {
    const r = el.getBoundingClientRect();
    const x0 = Math.max(r.left, 0);
    const x1 = Math.min(r.right, innerWidth);
    const y0 = Math.max(r.top, 0);
    const y1 = Math.min(r.bottom, innerHeight);
    if (x1 - x0 < 1 || y1 - y0 < 1) return null; // off screen: not this check's business
    let coverer: Element | null = null;
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) {
        const top = document.elementFromPoint(x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy);
        if (!top || el.contains(top) || top.contains(el)) return null;
        let pinned: Element | null = null;
        for (let e: Element | null = top; e; e = e.parentElement) {
          const p = getComputedStyle(e).position;
          if (p === 'fixed' || p === 'sticky') pinned = e;
        }
        if (!pinned || pinned.contains(el)) return null;
        coverer = pinned;
      }
    return coverer;
  };
  document.addEventListener(
    'focusin',
    (event) => {
      const el = event.target as Element;
      // After the focus has scrolled the control into view (that happens after this event).
      setTimeout(() => {
        focusTrail.push(tools.name(el));
        if (document.activeElement !== el) return;
        const coverer = coverBy(el);
        if (coverer) obscured.push(`${tools.name(el)} is hidden behind ${tools.name(coverer)}`);
      }, 0);
    },
    true,
  );

  const additions: { text: string; announced: boolean }[] = [];
  const liveRegion = (el: Element | null) =>
    el?.closest(
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
    ) ?? null;
  const startWatching = () =>
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const text = node.textContent?.replace(/\s+/g, ' ').trim();
          if (!text) continue;
          const el = node instanceof Element ? node : node.parentElement;
          const region = liveRegion(el);
          // A live region announces what is added to it; one added with its text already in is
          // often missed, except an alert, which is read as it appears.
          const announced =
            !!region &&
            (region.getAttribute('role') === 'alert' ||
              !(node instanceof Element && node.contains(region)));
          additions.push({ text, announced });
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', startWatching);
  else startWatching();

  return { obscured, focusTrail, additions };
}
