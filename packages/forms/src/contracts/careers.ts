import { emailShape } from '../patterns/email.ts';
import { mobile10Shape } from '../patterns/mobile10.ts';
import { careerMessages, careerSchema } from '../schemas/career.ts';
import { linkedinProfileShape } from '../schemas/linkedin-profile.ts';
import { type Confirmation, challenged, endpoint, withBody } from './endpoint.ts';
import { jsonPatterns } from './json-patterns.ts';
import { requestBody, wire } from './wire.ts';

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
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<CareerRequest, Confirmation, typeof careerSchema>(
      'POST',
      '/api/v1/bb/users/career',
      careerSchema,
    ),
    /* @__PURE__ */ requestBody(['first_name', 'last_name', 'phone', 'location'], {
      first_name: wire.text({ max: 100, pattern: jsonPatterns.safeText }),
      last_name: wire.text({ max: 100, pattern: jsonPatterns.safeText }),
      email: wire.emptyOr(wire.text({ min: 0, max: 254, pattern: emailShape })),
      phone: wire.text({ pattern: mobile10Shape }),
      location: wire.text({ max: 100, pattern: jsonPatterns.safeText }),
      linkedin: wire.emptyOr(wire.text({ min: 0, max: 200, pattern: linkedinProfileShape })),
      resume_key: wire.text({ max: 300 }),
    }),
    {
      _default: careerRouteMessages.required,
      _required: careerRouteMessages.required,
      phone: careerRouteMessages.phoneInvalid,
      email: careerRouteMessages.emailInvalid,
      linkedin: careerRouteMessages.linkedinInvalid,
      resume_key: careerRouteMessages.resume,
    },
  ),
);
