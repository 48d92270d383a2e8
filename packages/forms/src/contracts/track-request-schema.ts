import type { InferType } from 'yup';
import { object } from 'yup';
import { careMobile } from '../patterns/care-mobile.ts';
import { requiredText } from '../schemas/fields.ts';
import { ticketNumberOf, trackRequestMessages } from './track-request.ts';

/**
 * Step 1 of the page: the ticket and the mobile it was raised with. In a module of its own, so
 * the page's first script takes the journey's words without yup, which loads with the first submit.
 */
export const trackRequestSchema = /* @__PURE__ */ object({
  ticket: requiredText(
    trackRequestMessages.ticketRequired,
    trackRequestMessages.ticketInvalid,
    (value) => ticketNumberOf(value) !== undefined,
    20,
  ),
  mobile: requiredText(
    trackRequestMessages.mobileRequired,
    trackRequestMessages.mobileInvalid,
    careMobile,
    16,
  ),
});
export type TrackRequestValues = InferType<typeof trackRequestSchema>;
