import type { PageTools } from './page-tools.ts';

/**
 * Text cut off by a box that hides its overflow (WCAG 1.4.12, read with the widest text spacing
 * applied): scrollers and visually hidden text excluded. Self-contained, as ./page-tools.ts says.
 */
export function clippedTextProbe(tools: PageTools) {
  return function clippedText(): string[] {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const clipX = tools.clips(s.overflowX) || s.textOverflow === 'ellipsis';
      const clipY = tools.clips(s.overflowY) || s.webkitLineClamp !== 'none';
      if (!clipX && !clipY) continue;
      if (!tools.shown(el)) continue;
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft;
      const top = box.top + el.clientTop;
      const right = left + el.clientWidth;
      const bottom = top + el.clientHeight;
      for (const { node, parent } of tools.textNodes(el)) {
        if (tools.hiddenFromEveryone(parent) || tools.visuallyHidden(parent)) continue;
        // Text inside a nested scroller can be scrolled to.
        let nested = false;
        for (let a: Element | null = parent; a && a !== el; a = a.parentElement) {
          const as = getComputedStyle(a);
          if (tools.scrollsInline(as) || as.overflowY === 'auto' || as.overflowY === 'scroll')
            nested = true;
        }
        if (nested) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const cut = [...range.getClientRects()].some(
          (t) =>
            t.width > 0 &&
            ((clipX && (t.right > right + 1 || t.left < left - 1)) ||
              (clipY && (t.bottom > bottom + 1 || t.top < top - 1))),
        );
        if (cut) {
          found.push(`${tools.name(el)} cuts "${node.textContent?.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return found.slice(0, 8);
  };
}
