import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { type SectionName, sectionOf, sectionOfHash } from '../content/sections.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * On each navigation: to the top (smoothly, unless the visitor prefers less motion), or to the
 * section a navigation state or the route names. The first render of a page scrolls only
 * for a section: the browser keeps its own position on reload.
 */
export function ScrollManager({ routeSection }: { routeSection: SectionName | undefined }) {
  const location = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const section = sectionOf(location.state) ?? sectionOfHash(location.hash) ?? routeSection;
    if (section) {
      // The section-keeping code loads only when a navigation names a section (not with the
      // first page's script).
      let stop: (() => void) | undefined;
      let cancelled = false;
      void import('./scroll-to-section.ts').then((m) => {
        if (!cancelled) stop = m.scrollToSection(section);
      });
      return () => {
        cancelled = true;
        stop?.();
      };
    }
    if (isFirst) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [location.key]);

  return null;
}
