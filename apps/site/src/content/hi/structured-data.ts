// The same builders as the English pages': in the Hindi build they read the Hindi company,
// products and structured-data words.
export { loanJsonLd, organisationJsonLd } from '../structured-data.ts';
