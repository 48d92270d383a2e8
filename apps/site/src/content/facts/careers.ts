/** The resume a career application takes (the product decisions): checked in the browser and by the API. */
export const resumeFacts = {
  accept: 'application/pdf,.pdf',
  maxBytes: 5 * 1024 * 1024,
} as const;
