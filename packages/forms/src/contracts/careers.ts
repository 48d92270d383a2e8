import { careerMessages, careerSchema } from '../schemas/career.ts';
import { type Confirmation, challenged, endpoint } from './endpoint.ts';

/** Every message of the careers route: the form's, then the API's. */
export const careerRouteMessages = {
  ...careerMessages,
  resume: 'Please upload your resume as a PDF of at most 5 MB',
  thanks: 'Thank you for your interest. Our team will get in touch with you soon.',
} as const;

/** The careers profile, with the storage key of the uploaded resume. */
export interface CareerRequest {
  first_name: string;
  last_name: string;
  email?: string;
  phone: string;
  location: string;
  linkedin?: string;
  resume_key?: string;
}

export const submitCareerEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ endpoint<CareerRequest, Confirmation, typeof careerSchema>(
    'POST',
    '/api/v1/bb/users/career',
    careerSchema,
  ),
);
