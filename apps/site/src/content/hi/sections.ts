/**
 * Section names are tokens the navigation state carries, and the ids and offsets are the
 * page's: none is shown, so the Hindi site reads the English module's.
 */
export {
  type SectionName,
  type SectionState,
  sectionOf,
  sectionOfHash,
  sectionState,
  sectionTargets,
} from '../sections.ts';
