/**
 * The probes that run inside the page (installed with `addInitScript`, so they survive
 * navigations): each answers the offending elements, already named, for the test to report.
 * One self-contained function, because Playwright sends it to the page as source text.
 */

export interface Probes {
  /** Elements whose right edge passes the viewport, and whether the document scrolls sideways. */
  reflow(): { scrolls: string | null; offenders: string[] };
  /** Text cut off by a box that hides its overflow (scrollers and visually hidden text excluded). */
  clippedText(): string[];
  /** Targets under 24 × 24 px whose 24 px circle meets another target or circle (2.5.8). */
  smallTargets(): string[];
  /** Controls with no visible edge (forced colours on), and those focused without an outline. */
  boundaries(): string[];
  focusIndicators(): string[];
  /** Elements with a transition or animation longer than 10 ms, and animations running. */
  motion(): string[];
  /** What the focus recorder found: focused controls wholly behind a fixed or sticky element. */
  obscured: string[];
  /** Every focus in order (named), to know when tabbing has come round. */
  focusTrail: string[];
  /** Text added to the page: whether it arrived in a live region that was there to announce it. */
  additions: { text: string; announced: boolean }[];
  name(element: Element): string;
}

export function installProbes(): void {
  const w = window as unknown as { a11y: Probes };
  if (w.a11y) return;

  const px = (value: string) => Number.parseFloat(value) || 0;
  const textOf = (el: Element) =>
    (el.getAttribute('aria-label') ?? (el as HTMLInputElement).placeholder ?? el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  const step = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    if (el.id) return `${tag}#${el.id}`;
    const role = el.getAttribute('role');
    const label = el.getAttribute('aria-label');
    if (label) return `${tag}[aria-label="${label.slice(0, 30)}"]`;
    if (role) return `${tag}[role=${role}]`;
    const parent = el.parentElement;
    const same = parent ? [...parent.children].filter((c) => c.tagName === el.tagName) : [];
    return same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(el) + 1})` : tag;
  };
  /** A short CSS path (up to four steps, from the nearest id) and the element's text. */
  const name = (el: Element) => {
    const steps: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && steps.length < 4; ) {
      steps.unshift(step(e));
      if (e.id) break;
      e = e.parentElement;
    }
    const text = textOf(el);
    return `${steps.join(' > ')}${text ? ` "${text}"` : ''}`;
  };

  const hiddenFromEveryone = (el: Element) =>
    !!el.closest('[aria-hidden="true"], [inert], [hidden]') ||
    getComputedStyle(el).visibility === 'hidden';
  /** Visually hidden text (the sr-only pattern): a 1 px box that clips. */
  const visuallyHidden = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      const r = e.getBoundingClientRect();
      if ((s.position === 'absolute' || s.position === 'fixed') && r.width <= 1 && r.height <= 1)
        return true;
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !hiddenFromEveryone(el) && !visuallyHidden(el);
  };
  const scrollsInline = (s: CSSStyleDeclaration) =>
    s.overflowX === 'auto' || s.overflowX === 'scroll';
  const clips = (v: string) => v === 'hidden' || v === 'clip';

  /**
   * Inside a list meant to scroll inside itself, or wholly outside a box that clips it (a slide
   * off to the side): not the page's overflow. `left` is where the element or text begins.
   */
  const excusedFrom = (el: Node, left: number, width: number) => {
    for (let a: Element | null = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const ar = a.getBoundingClientRect();
      if (ar.right > width + 0.5) continue;
      if (scrollsInline(s)) return true;
      if (clips(s.overflowX) && left >= ar.right - 0.5) return true;
    }
    return false;
  };

  const reflow = () => {
    const doc = document.scrollingElement ?? document.documentElement;
    const width = doc.clientWidth;
    const offenders: string[] = [];
    const all = [...document.body.querySelectorAll('*')];
    const overflowing = new Set<Element>();
    for (const el of all) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 0.5 || r.width === 0 || r.height === 0) continue;
      if (hiddenFromEveryone(el) || (getComputedStyle(el).position === 'fixed' && r.left >= width))
        continue;
      if (!excusedFrom(el, r.left, width)) overflowing.add(el);
    }
    for (const el of overflowing) {
      // The outermost element that passes the edge names the problem; its children follow it.
      if (el.parentElement && overflowing.has(el.parentElement)) continue;
      offenders.push(`${name(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
    }
    // Text that spills out of a box that fits (a word longer than its button).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || overflowing.has(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const { left, right } = range.getBoundingClientRect();
      if (right <= width + 0.5 || hiddenFromEveryone(parent) || visuallyHidden(parent)) continue;
      if (excusedFrom(node, left, width)) continue;
      offenders.push(`${name(parent)}: its text spills to ${Math.round(right)} px`);
    }
    const scrolls =
      doc.scrollWidth > doc.clientWidth
        ? `the page scrolls sideways: ${doc.scrollWidth} px wide in ${doc.clientWidth} px`
        : null;
    return { scrolls, offenders: offenders.slice(0, 8) };
  };

  const clippedText = () => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const clipX = clips(s.overflowX) || s.textOverflow === 'ellipsis';
      const clipY = clips(s.overflowY) || s.webkitLineClamp !== 'none';
      if (!clipX && !clipY) continue;
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft;
      const top = box.top + el.clientTop;
      const right = left + el.clientWidth;
      const bottom = top + el.clientHeight;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || hiddenFromEveryone(parent)) continue;
        if (visuallyHidden(parent)) continue;
        // Text inside a nested scroller can be scrolled to.
        let nested = false;
        for (let a: Element | null = parent; a && a !== el; a = a.parentElement) {
          const as = getComputedStyle(a);
          if (scrollsInline(as) || as.overflowY === 'auto' || as.overflowY === 'scroll')
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
          found.push(`${name(el)} cuts "${node.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return found.slice(0, 8);
  };

  const controlSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"], [role="slider"], [tabindex]:not([tabindex="-1"])';
  const disabled = (el: Element) => (el as HTMLButtonElement).disabled === true;
  /** A link inside a sentence: inline, with other text in its block. */
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
      (visuallyHidden(el) || px(getComputedStyle(el).opacity) === 0)
    ) {
      const label =
        el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
      return label && shown(label) ? label.getBoundingClientRect() : null;
    }
    return shown(el) ? el.getBoundingClientRect() : null;
  };
  const controls = () =>
    [...document.querySelectorAll(controlSelector)].filter(
      (el) => !disabled(el) && !hiddenFromEveryone(el),
    );

  const smallTargets = () => {
    const targets = controls()
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
          `${name(t.el)} is ${Math.round(t.r.width)}×${Math.round(t.r.height)} px, its 24 px circle meets ${name(near.el)}`,
        );
    }
    return found.slice(0, 8);
  };

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
  const boundaries = () =>
    controls()
      .filter((el) => shown(el) && !textLink(el) && !drawnByBrowser(el))
      .filter((el) => !hugging(el).some(edged) && !insideFramedField(el))
      .map((el) => `${name(el)} has no visible edge`)
      .slice(0, 8);

  const focusIndicators = () => {
    const found: string[] = [];
    for (const el of controls().filter(shown)) {
      (el as HTMLElement).focus({ focusVisible: true } as FocusOptions);
      if (document.activeElement !== el) continue;
      // The ring may be drawn by the control, a box hugging it, or its `::after` (a tile's).
      const outlined = hugging(el).some((box) =>
        [getComputedStyle(box), getComputedStyle(box, '::after')].some(
          (s) => s.outlineStyle !== 'none' && px(s.outlineWidth) >= 1,
        ),
      );
      if (!outlined) found.push(`${name(el)} shows no focus outline`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found.slice(0, 8);
  };

  const seconds = (list: string) =>
    Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? px(v) / 1000 : px(v))));
  const motion = () => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      // Hidden: nothing moves on screen (the toasts' timer runs hidden, to close them).
      if (s.visibility === 'hidden' || hiddenFromEveryone(el)) continue;
      const transition = seconds(s.transitionDuration);
      const animation = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
      if (transition > 0.01 || animation > 0.01)
        found.push(`${name(el)} moves for ${Math.max(transition, animation)} s`);
    }
    for (const a of document.getAnimations()) {
      const timing = a.effect?.getComputedTiming();
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (
        a.playState === 'running' &&
        Number(timing?.duration ?? 0) > 10 &&
        target &&
        getComputedStyle(target).visibility !== 'hidden'
      )
        found.push(`${name(target)} runs an animation of ${timing?.duration} ms`);
    }
    return found.slice(0, 8);
  };

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
        focusTrail.push(name(el));
        if (document.activeElement !== el) return;
        const coverer = coverBy(el);
        if (coverer) obscured.push(`${name(el)} is hidden behind ${name(coverer)}`);
      }, 0);
    },
    true,
  );

  const additions: Probes['additions'] = [];
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

  w.a11y = {
    reflow,
    clippedText,
    smallTargets,
    boundaries,
    focusIndicators,
    motion,
    obscured,
    focusTrail,
    additions,
    name,
  };
}
