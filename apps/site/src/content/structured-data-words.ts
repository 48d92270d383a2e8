/** The words of the pages' schema.org data (the search engines' reading of the company). */
export const structuredDataWords = {
  rbiRegistration: 'RBI registration',
  country: 'India',
  percentPerYear: 'percent per year',
};
