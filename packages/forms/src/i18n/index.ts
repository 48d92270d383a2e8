// How the spec's messages are translated: the languages, the request's language, the English
// source catalogue and its type. No translation lives here; each language has its own entry.
export { type Catalogue, english, type Translation } from './english.ts';
export { type Language, languageOf, languages } from './languages.ts';
export { toPo } from './po.ts';
export { entriesOf, type SourceEntry, sourceTable, translator, translatorOf } from './translate.ts';
