import type { FastifyInstance } from 'fastify';
import { keyFactsRoutes } from './key-facts-route.ts';
import { enquiryLookupRoutes } from './lookups.ts';
import { preQualificationRoutes } from './pre-qualification.ts';
import { enquiryOtpRoutes } from './verify-otp.ts';

export { channelTypeOf, DEFAULT_CHANNEL_TYPE } from './lender-calls.ts';

/** The pre-qualified offer, step by step: lists, the offer request, the lender's OTP, the offer's KFS. */
export async function enquiryRoutes(app: FastifyInstance) {
  await enquiryLookupRoutes(app);
  await preQualificationRoutes(app);
  await enquiryOtpRoutes(app);
  await keyFactsRoutes(app);
}
