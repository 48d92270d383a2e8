import { errorResponse, shape } from '../lib/schemas.ts';

/** An error that also carries the spec's `errorMsg`, which the page shows. */
export const errorWithMsg = {
  ...errorResponse,
  properties: { ...errorResponse.properties, errorMsg: { type: 'string' } },
};

export const replySchema = shape({
  success: 'boolean',
  statusCode: 'string',
  message: {
    anyOf: [
      { type: 'string' },
      shape({
        id: 'string',
        aadhar: 'string',
        requestId: 'string',
        panName: 'string',
        resultStatus: 'integer',
        leadId: 'string',
        loanAmount: 'integer',
      }),
    ],
  },
  errorMsg: 'string',
});
