import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchSiteRoute } from '../routes/table.tsx';
import { type SectionName, sectionOf, sectionTargets } from './sections.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls so the section's top sits `offset` px below the top of the window. The section may still
 * be loading (lazy pages, deferred sections) and content above it may still grow as its code
 * arrives: it keeps the section in place until the layout has been still for a second (at most
 * 10 s), and lets go as soon as the visitor scrolls, types or touches.
 */
function scrollToSection(section: SectionName): () => void {
  const { id, offset } = sectionTargets[section];
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  let stopped = false;
  let lastTop: number | undefined;
  let stillSince = performance.now();
  const started = performance.now();
  const stop = () => {
    stopped = true;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (stopped) return;
    const now = performance.now();
    const element = document.getElementById(id);
    if (element) {
      const top = Math.max(
        0,
        Math.round(element.getBoundingClientRect().top + window.scrollY - offset),
      );
      if (lastTop === undefined || Math.abs(top - lastTop) > 1) {
        // Smooth the first time; later corrections jump, so they do not chase a moving target.
        window.scrollTo({ top, behavior: lastTop === undefined ? behavior : 'auto' });
        lastTop = top;
        stillSince = now;
      }
    }
    if (now - started > 10_000 || (element && now - stillSince > 1000)) return stop();
    setTimeout(attempt, element ? 100 : 50);
  };
  attempt();
  return stop;
}

/**
 * On each navigation: to the top (smoothly, unless the visitor prefers less motion), or to the
 * section a navigation state or the route names (§2.2). The first render of a page scrolls only
 * for a section: the browser keeps its own position on reload.
 */
export function ScrollManager() {
  const location = useLocation();
  const first = useRef(true);
  const routeSection = matchSiteRoute(location.pathname).section;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const section = sectionOf(location.state) ?? routeSection;
    if (section) return scrollToSection(section);
    if (isFirst) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [location.key]);

  return null;
}
