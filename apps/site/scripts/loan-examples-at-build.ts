// The home tiles' representative examples, computed with `keyFacts` when the site is built and
// inlined as text (`define` in vite.config.ts): the home page's script budget has no room for the
// APR arithmetic, and the sentences are the same for every visitor. The package's sources are
// imported directly because its entry brings styles that only the bundler can load.
import { keyFacts } from '../../../packages/ui/src/finance/key-facts.ts';
import { formatPercent, formatRupees } from '../../../packages/ui/src/format/number.ts';
import { exampleSentence, loanExamples } from '../src/content/loan-examples.ts';
import { homeTileSlugs } from '../src/content/product-index.ts';

export function homeTileExamples(): Record<string, string> {
  const sentences: Record<string, string> = {};
  for (const slug of homeTileSlugs) {
    const example = loanExamples[slug];
    if (example)
      sentences[slug] = exampleSentence(example, { keyFacts, formatRupees, formatPercent });
  }
  return sentences;
}

/** For `define`: the object as a JavaScript expression. */
export const homeTileExamplesDefine = () => JSON.stringify(homeTileExamples());
