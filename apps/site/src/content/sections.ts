/**
 * Navigation states that name a section: navigating with
 * `state: { section }` scrolls to the element with that id, `offset` px above it, instead of to the
 * top. Pages give the target elements these ids.
 */
export const sectionTargets = {
  'About RideOn': { path: '/aboutus', id: 'about-company', offset: 180 },
  'Board of Directors': { path: '/aboutus', id: 'board-of-directors', offset: 180 },
  Leadership: { path: '/aboutus', id: 'leadership', offset: 150 },
  Investors: { path: '/aboutus', id: 'investors', offset: 180 },
  /** Handled like Investors; no menu entry shows it. */
  'Customer Advisory': { path: '/aboutus', id: 'investors', offset: 180 },
  FAQs: { path: '/', id: 'faqs', offset: 100 },
  '/testimonial': { path: '/', id: 'testimonials', offset: 100 },
  '/our-products': { path: '/', id: 'our-products', offset: 100 },
} as const;

export type SectionName = keyof typeof sectionTargets;

/** The navigation state a section link passes. */
export interface SectionState {
  section: SectionName;
}

export function sectionState(section: SectionName): SectionState {
  return { section };
}

/** Reads a navigation state; anything that does not name a known section gives `undefined`. */
export function sectionOf(state: unknown): SectionName | undefined {
  if (typeof state !== 'object' || state === null || !('section' in state)) return undefined;
  const section = (state as { section: unknown }).section;
  return typeof section === 'string' && Object.hasOwn(sectionTargets, section)
    ? (section as SectionName)
    : undefined;
}

/** The section a URL hash names ('#faqs'), for links followed before the page's code loaded. */
export function sectionOfHash(hash: string): SectionName | undefined {
  const id = hash.replace(/^#/, '');
  if (!id) return undefined;
  return (Object.keys(sectionTargets) as SectionName[]).find(
    (name) => sectionTargets[name].id === id,
  );
}
