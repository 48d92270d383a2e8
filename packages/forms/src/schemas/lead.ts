import type { InferType } from 'yup';
import { object } from 'yup';
import { mobile10 } from '../patterns/mobile10.ts';
import { requiredText } from './fields.ts';

/**
 * Our wording: the spec's lead dialog fails silently, and we show an inline message instead
 * (product decision: nothing fails silently).
 */
export const leadMessages = {
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your mobile number',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
} as const;

/** The Apply Now lead dialog: a name (no format check) and a 10-digit mobile number. */
export const leadSchema = /* @__PURE__ */ object({
  name: requiredText(leadMessages.nameRequired),
  phone: requiredText(leadMessages.phoneRequired, leadMessages.phoneInvalid, mobile10),
});

export type LeadValues = InferType<typeof leadSchema>;
