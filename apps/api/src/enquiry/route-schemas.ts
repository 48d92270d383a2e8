import { errorResponse } from '../lib/schemas.ts';

/** An error that also carries the spec's `errorMsg`, which the page shows. */
export const errorWithMsg = {
  ...errorResponse,
  properties: { ...errorResponse.properties, errorMsg: { type: 'string' } },
};

export const replySchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    statusCode: { type: 'string' },
    message: {
      anyOf: [
        { type: 'string' },
        {
          type: 'object',
          properties: {
            id: { type: 'string' },
            aadhar: { type: 'string' },
            requestId: { type: 'string' },
            panName: { type: 'string' },
            resultStatus: { type: 'integer' },
            leadId: { type: 'string' },
            loanAmount: { type: 'integer' },
          },
        },
      ],
    },
    errorMsg: { type: 'string' },
  },
};
