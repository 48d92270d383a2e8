import type { FastifyInstance } from 'fastify';
import { browser, lastCode } from '../sign-in.ts';

/** A browser of /my-loan keeps its cookies between calls, as every other does. */
export { browser as borrower, lastCode } from '../sign-in.ts';

export const ML = '/api/v1/bb/my-loan';

/** Signs in with a mobile number or LAN and the code sent to `registered`. */
export async function signedIn(app: FastifyInstance, mobileOrLan: string, registered: string) {
  const b = browser(app);
  const sent = await b.post(`${ML}/send-otp`, { mobileOrLan });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.body}`);
  const otp = await lastCode(app, registered);
  const verified = await b.post(`${ML}/verify-otp`, { mobileOrLan, otp });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  return b;
}

/** The text layer of a PDF. */
export async function pdfText(body: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), {
    mergePages: true,
  });
  // Lines wrap where the page ends them: one space for any run of white space.
  return text.replace(/\s+/g, ' ');
}

/** The seeded borrowers of /my-loan and what each one's page shows. */
export const borrowers = {
  asha: { mobile: '9876543210', loans: ['TW0000100001', 'TW0000100002'] },
  ravi: { mobile: '9123456780', loans: ['TW0000200001'] },
  meena: { mobile: '9988776655', loans: ['EV0000300001'] },
  imran: { mobile: '9012345678', loans: ['EV0000400001'] },
  kavya: { mobile: '9800011122', loans: ['EV0000500001'] },
  suresh: { mobile: '9800033344', loans: ['TW0000600001'] },
} as const;

const sessions = new WeakMap<FastifyInstance, Map<string, ReturnType<typeof signedIn>>>();

/** One sign-in per mobile and app, shared by a file's tests: a second OTP waits for the resend. */
export function sessionOf(app: FastifyInstance, mobileOrLan: string, registered: string) {
  const own = sessions.get(app) ?? new Map<string, ReturnType<typeof signedIn>>();
  sessions.set(app, own);
  if (!own.has(registered)) own.set(registered, signedIn(app, mobileOrLan, registered));
  return own.get(registered)!;
}
