/**
 * What every in-page probe reads with: how an element is named in a failure, whether it is seen,
 * which elements are controls. Self-contained (no import, nothing from the module's scope): the
 * site's suite sends it to the page as source text (./install.ts); the stories call it directly.
 */
export function pageTools() {
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

  const controlSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"], [role="slider"], [tabindex]:not([tabindex="-1"])';
  const disabled = (el: Element) => (el as HTMLButtonElement).disabled === true;
  /** The controls a visitor can use: enabled, not hidden from everyone. */
  const controls = () =>
    [...document.querySelectorAll(controlSelector)].filter(
      (el) => !disabled(el) && !hiddenFromEveryone(el),
    );
  /** Every text node of `root` with something to read, and the element that holds it. */
  const textNodes = (root: Node) => {
    const found: { node: Text; parent: Element }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      found.push({ node: node as Text, parent });
    }
    return found;
  };

  /**
   * `read` with every section laid out: sections off screen that skip their layout
   * (`content-visibility: auto`) hold a guessed size and stale boxes, so a layout check reads the
   * page as the visitor who scrolls there meets it.
   */
  const withEverySectionLaidOut = <T>(read: () => T): T => {
    const laidOut = document.createElement('style');
    laidOut.textContent = '* { content-visibility: visible !important; }';
    document.head.append(laidOut);
    try {
      return read();
    } finally {
      laidOut.remove();
    }
  };

  return {
    withEverySectionLaidOut,
    px,
    name,
    hiddenFromEveryone,
    visuallyHidden,
    shown,
    scrollsInline,
    clips,
    controlSelector,
    disabled,
    controls,
    textNodes,
  };
}

export type PageTools = ReturnType<typeof pageTools>;
