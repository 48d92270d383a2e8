import { errorResponse, shape } from '../lib/schemas.ts';

/** An error that also carries the spec's `errorMsg`, which the page shows. */
export const errorWithMsg = {
  ...errorResponse,
  properties: { ...errorResponse.properties, errorMsg: { type: 'string' } },
};

const money = 'number' as const;

/** The offer's Key Facts Statement (`KeyFactsStatement` of the contracts). */
export const keyFactsSchema = shape({
  id: 'string',
  shownAt: 'date-time',
  terms: shape({
    source: { type: 'string', enum: ['lender', 'product'] },
    amount: money,
    tenureMonths: 'integer',
    annualRatePercent: money,
    rateType: { type: 'string', enum: ['fixed', 'floating'] },
    charges: {
      type: 'array',
      items: shape({ kind: 'string', amount: money, gstPercent: money }),
    },
  }),
  emi: money,
  instalments: 'integer',
  totalInterest: money,
  totalPayable: money,
  charges: {
    type: 'array',
    items: shape({ kind: 'string', amount: money, gst: money, total: money }),
  },
  netDisbursed: money,
  apr: money,
});

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
        keyFacts: keyFactsSchema,
      }),
    ],
  },
  errorMsg: 'string',
});
