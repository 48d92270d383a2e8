/**
 * Reflow checks of a rendered story (WCAG 1.4.10 and 1.4.4), run in the browser after its play
 * function and axe: nothing may scroll sideways or be cut at the edge of a narrow viewport, nor
 * with the text at 200 %. axe cannot see layout; these read it.
 */

/** The conditions each story is laid out in, the same as the site's end-to-end suite. */
export const reflowConditions = [
  // At 320 px, also no control over another element's text (the carousel's play button once was).
  { name: '320 px', width: 320, height: 640, rootFontSize: '', overlap: true },
  { name: '200 % text at 412 px', width: 412, height: 915, rootFontSize: '200%', overlap: false },
] as const;

export type ReflowCondition = (typeof reflowConditions)[number];

/**
 * `parameters.reflow` of a story. A story meant to be wide (a grid of every state side by side)
 * opts out with `{ disable: 'why' }`; the component's own stories never do.
 */
export interface ReflowParameters {
  disable?: string;
}

/** Room for sub-pixel rounding. */
const tolerance = 0.5;

/** Hidden from sight on purpose (the visually-hidden pattern, `clip` or `clip-path`). */
function isVisuallyHidden(style: CSSStyleDeclaration): boolean {
  return (
    (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') ||
    style.clipPath.startsWith('inset(50%')
  );
}

/** The horizontal room an element has, in viewport px. */
interface Edges {
  left: number;
  right: number;
}

const fits = (box: DOMRect, edges: Edges) =>
  box.left >= edges.left - tolerance && box.right <= edges.right + tolerance;

/** Fixed (a dialog, a toast) or inside something fixed: placed against the viewport, not the page. */
function isFixed(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return true;
  return false;
}

/** Whether an ancestor that fits its room clips the element or scrolls it inside itself. */
function containedByAncestor(element: Element, edges: Edges): boolean {
  // Not <body> or <html>: their overflow is the viewport's, and what it hides is lost, not contained.
  const { body, documentElement } = element.ownerDocument;
  for (
    let parent = element.parentElement;
    parent && parent !== body && parent !== documentElement;
    parent = parent.parentElement
  ) {
    const style = getComputedStyle(parent);
    if (isVisuallyHidden(style)) return true;
    if (style.overflowX !== 'visible' && fits(parent.getBoundingClientRect(), edges)) return true;
  }
  return false;
}

/** The elements none of whose ancestors is in the list: the card, not each field in it. */
function outermost(elements: Element[]): Element[] {
  const all = new Set(elements);
  return elements.filter((element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (all.has(parent)) return false;
    return true;
  });
}

/** Names an element so a failure can be found: tag, classes, role, label and some of its text. */
export function describeElement(element: Element): string {
  const classes = [...element.classList].slice(0, 3).map((c) => `.${c}`);
  const role = element.getAttribute('role');
  const label = element.getAttribute('aria-label');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return [
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.join('')}>`,
    role && `role=${role}`,
    label && `aria-label="${label}"`,
    text && `"${text}"`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What sticks out sideways: every element past the page's side padding (the 1rem gutter the story
 * is laid out in, as a page's gutter or a card's padding would hold it), or, when fixed (a dialog,
 * a toast), past the viewport's edge, which never scrolls the page yet cuts it. Not counted: what an
 * ancestor that fits clips or scrolls, and what lies wholly off to the left (a skip link parked
 * there). Reported outermost only: the card, not each field in it.
 */
export function overflowingElements(doc: Document = document): string[] {
  const viewportWidth = doc.documentElement.clientWidth;
  const viewport: Edges = { left: 0, right: viewportWidth };
  const bodyStyle = getComputedStyle(doc.body);
  const page: Edges = {
    left: Number.parseFloat(bodyStyle.paddingLeft),
    right: viewportWidth - Number.parseFloat(bodyStyle.paddingRight),
  };
  const cut = new Map<Element, Edges>();
  for (const element of doc.body.querySelectorAll('*')) {
    if (element.closest('script, style, template')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.right <= tolerance || fits(box, page)) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    if (isVisuallyHidden(style)) continue;
    const edges = isFixed(element) ? viewport : page;
    if (fits(box, edges) || containedByAncestor(element, edges)) continue;
    cut.set(element, edges);
  }
  const found = outermost([...cut.keys()]).map((element) => {
    const box = element.getBoundingClientRect();
    const edges = cut.get(element) ?? page;
    const room = edges === viewport ? 'the viewport' : 'the page inside its padding';
    return `${describeElement(element)}: ${Math.round(box.left)}–${Math.round(box.right)} px, ${room} ${Math.round(edges.left)}–${Math.round(edges.right)} px`;
  });
  found.push(...sidewaysScrollers(doc));
  const { scrollWidth, clientWidth } = doc.documentElement;
  if (found.length === 0 && scrollWidth > clientWidth)
    found.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${clientWidth} px viewport`);
  return found;
}

/**
 * Boxes that scroll sideways inside themselves: a dialog or a card whose content is wider than it
 * is as bad as a page that is. A data table is the exception WCAG 1.4.10 makes: its region scrolls.
 */
function sidewaysScrollers(doc: Document): string[] {
  const found: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const { overflowX } = getComputedStyle(element);
    if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
    if (element.querySelector('table')) continue;
    const inner = element.getBoundingClientRect().left + element.clientLeft + element.clientWidth;
    const wide = outermost(
      [...element.querySelectorAll('*')].filter(
        (child) => child.getBoundingClientRect().right > inner + tolerance,
      ),
    ).map(describeElement);
    found.push(
      `${describeElement(element)} scrolls sideways inside: ${element.scrollWidth} px of content in ${element.clientWidth} px${wide.length ? `, past its edge: ${wide.slice(0, 3).join(', ')}` : ''}`,
    );
  }
  return found;
}

/** Two frames: resize observers and the renders they cause have run. */
export const settled = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
