/**
 * A LinkedIn profile link (any case); the career contract's body uses its `source`, case as typed.
 * Its own module, so a contract that reads it does not carry the career form's schema.
 */
export const linkedinProfileShape = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/\S+$/i;
