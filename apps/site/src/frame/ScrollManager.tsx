import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchSiteRoute } from '../routes/table.tsx';
import { type SectionName, sectionOf, sectionTargets } from './sections.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls so the section's top sits `offset` px below the top of the window. */
function scrollToSection(section: SectionName): () => void {
  const { id, offset } = sectionTargets[section];
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  let cancelled = false;
  let lastTop: number | undefined;
  const started = performance.now();
  // The section may still be loading (lazy sections, lazy pages): look for it for a few seconds,
  // and scroll again while content above it settles.
  const attempt = () => {
    if (cancelled) return;
    const element = document.getElementById(id);
    if (element) {
      const top = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
      if (lastTop === undefined || Math.abs(top - lastTop) > 2) {
        window.scrollTo({ top, behavior: lastTop === undefined ? behavior : 'auto' });
        lastTop = top;
      }
    }
    if (performance.now() - started < 3000) setTimeout(attempt, element ? 250 : 50);
  };
  attempt();
  return () => {
    cancelled = true;
  };
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
