import type * as En from '../loan-examples.ts';
import { exampleFigures } from '../loan-examples.ts';
import type { Translation } from './translation.ts';

export type { ExampleTools, LoanExample } from '../loan-examples.ts';
// The examples and their figures are the same in both languages; only the sentences are Hindi.
export { exampleFigures, loanExamples } from '../loan-examples.ts';

/** One sentence: amount, tenure, rate, the processing fee and its GST, then EMI and APR. */
export const exampleSentence: Translation<typeof En.exampleSentence> = (loan, tools) => {
  const f = exampleFigures(loan, tools);
  return `उदाहरण: ${f.amount} का लोन ${f.months} महीने के लिए, ${f.rate} सालाना ब्याज पर, प्रोसेसिंग फ़ीस ${f.fee} + ${f.gst} GST: EMI ${f.emi}, APR ${f.apr}।`;
};

/** What APR means, in one sentence, next to the figure. */
export const aprMeaning: Translation<typeof En.aprMeaning> =
  'APR लोन का सालाना पूरा ख़र्च है, जिसमें सिर्फ़ ब्याज नहीं, फ़ीस भी जुड़ी है।';
