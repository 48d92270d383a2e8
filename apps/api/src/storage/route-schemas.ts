/** The signed URL's parameters (documentation only: a bad signature answers 403, not 400). */
export const signedQuery = {
  type: 'object',
  properties: {
    op: { type: 'string', enum: ['put', 'get'] },
    exp: { type: 'string', description: 'expiry, Unix seconds' },
    owner: { type: 'string', description: 'the uploader the URL is bound to' },
    sig: { type: 'string', description: 'HMAC-SHA256 of op, key, exp and owner' },
  },
} as const;
export const objectKeyParams = {
  type: 'object',
  properties: { '*': { type: 'string', description: 'the document key' } },
} as const;
