import { notFoundPageFacts } from './facts/not-found.ts';
import { withEnglishWords } from './facts/words.ts';

export const notFoundPage = withEnglishWords<{
  heading: string;
  text: string;
  linksHeading: string;
  links: readonly { to: string; label: string }[];
}>(notFoundPageFacts, {
  heading: 'Page not found',
  text: 'We could not find that page. It may have moved, or the link may be mistyped.',
  linksHeading: 'Where would you like to go?',
  links: [{ label: 'Go to the home page' }, { label: 'See our loans' }, { label: 'Contact us' }],
});
