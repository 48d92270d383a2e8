import type { PageTools } from './page-tools.ts';

/**
 * Reduced motion (WCAG 2.3.3): elements with a transition or animation longer than 10 ms, and
 * animations running. Self-contained, as ./page-tools.ts says.
 */
export function motionProbe(tools: PageTools) {
  const seconds = (list: string) =>
    Math.max(
      ...list.split(',').map((v) => (v.trim().endsWith('ms') ? tools.px(v) / 1000 : tools.px(v))),
    );
  return function motion(): string[] {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      // Hidden: nothing moves on screen (the toasts' timer runs hidden, to close them).
      if (s.visibility === 'hidden' || tools.hiddenFromEveryone(el)) continue;
      const transition = seconds(s.transitionDuration);
      const animation = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
      if (transition > 0.01 || animation > 0.01)
        found.push(`${tools.name(el)} moves for ${Math.max(transition, animation)} s`);
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
        found.push(`${tools.name(target)} runs an animation of ${timing?.duration} ms`);
    }
    return found.slice(0, 8);
  };
}
