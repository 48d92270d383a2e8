import { type SectionName, sectionTargets } from '../content/sections.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls so the section's top sits `offset` px below the top of the window. The section may still
 * be loading (lazy pages, deferred sections) and content above it may still change size as its
 * code arrives: for up to 10 s it keeps the section in place, and lets go as soon as the visitor
 * scrolls, types, touches or clicks.
 */
export function scrollToSection(section: SectionName): () => void {
  const { id, offset } = sectionTargets[section];
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let stopped = false;
  let scrolled = false;
  let settleAt = 0;
  const started = performance.now();
  const stop = () => {
    stopped = true;
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (stopped) return;
    const now = performance.now();
    const element = document.getElementById(id);
    if (element) {
      const top = Math.max(
        0,
        Math.round(element.getBoundingClientRect().top + window.scrollY - offset),
      );
      if (!scrolled) {
        window.scrollTo({ top, behavior });
        scrolled = true;
        // Let a smooth scroll finish before correcting it.
        settleAt = now + (behavior === 'smooth' ? 1000 : 0);
      } else if (now >= settleAt && Math.abs(window.scrollY - top) > 1) {
        // Content above moved the section (or the browser anchored the scroll elsewhere).
        window.scrollTo({ top, behavior: 'auto' });
      }
    }
    if (now - started > 10_000) return stop();
    setTimeout(attempt, 100);
  };
  attempt();
  return stop;
}
