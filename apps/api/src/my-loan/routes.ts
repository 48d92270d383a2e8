import type { FastifyInstance } from 'fastify';
import { myLoanDocumentRoutes } from './documents.ts';
import { myLoanDataRoutes } from './loans.ts';
import { myLoanSignInRoutes } from './sign-in.ts';

/** /my-loan: a borrower's own loans, behind an OTP to the loan's registered mobile. */
export async function myLoanRoutes(app: FastifyInstance) {
  await app.register(myLoanSignInRoutes);
  await app.register(myLoanDataRoutes);
  await app.register(myLoanDocumentRoutes);
}
