import type { InferType } from 'yup';
import { object } from 'yup';
import { email } from '../patterns/email.ts';
import { mobile10 } from '../patterns/mobile10.ts';
import { optionalText, requiredText } from './fields.ts';
import { linkedinProfileShape } from './linkedin-profile.ts';

export { linkedinProfileShape };

export const careerMessages = {
  /** The spec's message for any missing required field. */
  required: 'Please fill the required fields!',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  emailInvalid: 'Please enter a valid email',
  linkedinInvalid: 'Please enter a valid Linkedin profile link',
} as const;

/**
 * The careers profile form. First name, last name, phone and location are required; e-mail and
 * LinkedIn are optional but checked when given. The resume file is validated where it is
 * uploaded (PDF, at most 5 MB), not here.
 */
export const careerSchema = /* @__PURE__ */ object({
  firstName: requiredText(careerMessages.required),
  lastName: requiredText(careerMessages.required),
  email: optionalText(careerMessages.emailInvalid, email, 254),
  phone: requiredText(careerMessages.required, careerMessages.phoneInvalid, mobile10),
  location: requiredText(careerMessages.required),
  linkedin: optionalText(
    careerMessages.linkedinInvalid,
    (value) => linkedinProfileShape.test(value),
    200,
  ),
});

export type CareerValues = InferType<typeof careerSchema>;
