import { submitCareerEndpoint } from './careers.ts';
import { submitContactEndpoint } from './contact.ts';
import { sendCareOtpEndpoint, submitServiceRequestEndpoint } from './customer-care.ts';
import { preQualificationEndpoint } from './enquiry.ts';
import { submitLeadEndpoint } from './leads.ts';
import { mandateLookupEndpoint } from './mandates.ts';
import { myLoanSendOtpEndpoint } from './my-loan.ts';
import { createPaymentOrderEndpoint } from './payments.ts';
import { sendTrackOtpEndpoint } from './track-request.ts';
import { uploadLinkEndpoint } from './uploads.ts';

/**
 * Every endpoint marked `challenged`: the API checks the `X-Challenge` header on exactly these,
 * and the tests attach a solution to exactly these. (The site reads each endpoint's own mark.)
 */
export const challengedEndpoints = [
  submitLeadEndpoint,
  submitCareerEndpoint,
  submitContactEndpoint,
  sendCareOtpEndpoint,
  submitServiceRequestEndpoint,
  uploadLinkEndpoint,
  preQualificationEndpoint,
  mandateLookupEndpoint,
  createPaymentOrderEndpoint,
  sendTrackOtpEndpoint,
  myLoanSendOtpEndpoint,
] as const;
