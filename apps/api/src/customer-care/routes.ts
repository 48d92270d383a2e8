import type { FastifyInstance } from 'fastify';
import { careEmailOtpRoutes } from './email-otp.ts';
import { careIdentityRoutes } from './identity-otp.ts';
import { careLookupRoutes } from './lookups.ts';
import { careSubmitRoutes } from './submit.ts';

/** Customer care, step by step: lists, identity by OTP, e-mail OTP, the request itself. */
export async function customerCareRoutes(app: FastifyInstance) {
  await careLookupRoutes(app);
  await careIdentityRoutes(app);
  await careEmailOtpRoutes(app);
  await careSubmitRoutes(app);
}
