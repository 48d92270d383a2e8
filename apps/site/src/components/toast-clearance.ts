/**
 * Keeps `--toast-clearance` on the root element at the height the toasts take from the foot of
 * the window (none when no toast shows): `ToasterHost.css.ts` turns it into the scroll padding and
 * the room at the page's end that keep a focused control clear of them. Returns the clean-up.
 */
export function keepFocusClearOfToasts(region: Element): () => void {
  const root = document.documentElement;
  const stacks = () => [...region.querySelectorAll('.Toastify__toast-container')];
  const measure = () => {
    const windowHeight = root.clientHeight;
    const tops = stacks()
      .filter((stack) => stack.childElementCount > 0)
      .map((stack) => stack.getBoundingClientRect().top);
    const clearance = Math.ceil(windowHeight - Math.min(windowHeight, ...tops));
    if (clearance > 0) root.style.setProperty('--toast-clearance', `${clearance}px`);
    else root.style.removeProperty('--toast-clearance');
  };
  // A toast's text may wrap anew (the window turned, the text enlarged): its stack's size follows.
  const resized = new ResizeObserver(measure);
  const added = new MutationObserver(() => {
    resized.disconnect();
    for (const stack of stacks()) resized.observe(stack);
    measure();
  });
  added.observe(region, { childList: true, subtree: true });
  window.addEventListener('resize', measure);
  return () => {
    added.disconnect();
    resized.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty('--toast-clearance');
  };
}
