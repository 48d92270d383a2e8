import { enquiryRouteMessages } from '@company/forms/contracts';
import { errorResponse } from '../lib/schemas.ts';

/** An error that also carries the spec's `errorMsg`, which the page shows. */
export const errorWithMsg = {
  ...errorResponse,
  properties: { ...errorResponse.properties, errorMsg: { type: 'string' } },
};

/** Route-schema failures answer the form's message for the field, like the form checks. */
export const preQualificationMessages = {
  _default: enquiryRouteMessages.city,
  city: enquiryRouteMessages.city,
  branchId: enquiryRouteMessages.city,
  mobile: enquiryRouteMessages.mobileInvalid,
  loanAmount: enquiryRouteMessages.loanAmountInvalid,
  idType: enquiryRouteMessages.idType,
  pan: enquiryRouteMessages.panInvalid,
  aadhaar: enquiryRouteMessages.aadhaarInvalid,
  terms: enquiryRouteMessages.terms,
  id: enquiryRouteMessages.channelId,
};
export const verifyOtpMessages = {
  _default: enquiryRouteMessages.startAgain,
  requestId: enquiryRouteMessages.startAgain,
  otp: enquiryRouteMessages.otpInvalid,
  nameAsPerPan: enquiryRouteMessages.nameAsPerPanLength,
  panName: enquiryRouteMessages.nameAsPerPanLength,
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
