// The spec's English messages as the translator's source table, computed when the Hindi site is
// built and inlined as JSON (`define` in vite.config.ts): the Hindi pages translate with it and
// the Hindi catalogue, without the English catalogue, which imports every contract (and yup).
// The package's sources are imported directly, as in loan-examples-at-build.ts.
import { english } from '../../../packages/forms/src/i18n/english.ts';
import { sourceTable } from '../../../packages/forms/src/i18n/translate.ts';

/** For `define`: the table as a JavaScript expression. */
export const englishMessagesDefine = () => JSON.stringify(sourceTable(english));
