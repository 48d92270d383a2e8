import type { EnquiryAnswer } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { answerToast, enquiryJourney, initialEnquiry } from './journey.ts';

const result = (extra: object = {}) => ({
  id: 'WEB1',
  aadhar: 'XXXXXXXX2346',
  requestId: 'WEB1',
  panName: 'ASHA PATIL',
  ...extra,
});
const answer = (statusCode: string, message: EnquiryAnswer['message'], success = true) =>
  ({
    success,
    statusCode,
    message,
    errorMsg: success ? '' : 'Invalid OTP Entered',
  }) as EnquiryAnswer;

describe('the enquiry journey', () => {
  it('006 gives the offer or the regret at once', () => {
    const processing = enquiryJourney(initialEnquiry, { type: 'submit' });
    expect(processing.kind).toBe('processing');
    expect(
      enquiryJourney(processing, {
        type: 'answered',
        answer: answer('006', result({ resultStatus: 1, leadId: 'L1', loanAmount: 120000 })),
      }),
    ).toEqual({ kind: 'offer', leadId: 'L1', amount: 120000 });
    expect(
      enquiryJourney(processing, {
        type: 'answered',
        answer: answer('006', result({ resultStatus: 0 })),
      }),
    ).toEqual({ kind: 'regret' });
  });

  it('000 opens the OTP step with the PAN name; a wrong OTP keeps it, 009 closes it', () => {
    const processing = enquiryJourney(initialEnquiry, { type: 'submit' });
    const otp = enquiryJourney(processing, { type: 'answered', answer: answer('000', result()) });
    expect(otp).toMatchObject({ kind: 'otp', requestId: 'WEB1', panName: 'ASHA PATIL' });
    const busy = enquiryJourney(otp, { type: 'otpSubmit' });
    // A second submit while one runs changes nothing.
    expect(enquiryJourney(busy, { type: 'otpSubmit' })).toBe(busy);
    const wrong = enquiryJourney(busy, {
      type: 'otpAnswered',
      answer: answer('001', result(), false),
    });
    expect(wrong).toMatchObject({ kind: 'otp', busy: false, attempt: 1 });
    expect(
      enquiryJourney(enquiryJourney(wrong, { type: 'otpSubmit' }), {
        type: 'otpAnswered',
        answer: answer('009', 'Please submit the form again.', false),
      }),
    ).toEqual({ kind: 'form' });
    expect(
      enquiryJourney(busy, {
        type: 'otpAnswered',
        answer: answer('000', result({ resultStatus: 1, leadId: 'L2', loanAmount: 50000 })),
      }),
    ).toEqual({ kind: 'offer', leadId: 'L2', amount: 50000 });
  });

  it('a failure goes back to the form; a toast carries the lender’s words', () => {
    const processing = enquiryJourney(initialEnquiry, { type: 'submit' });
    expect(enquiryJourney(processing, { type: 'failed' })).toEqual({ kind: 'form' });
    expect(answerToast(answer('006', result({ resultStatus: 1 })), 'request')).toBeNull();
    expect(answerToast(answer('001', result(), false), 'otp')).toBe('Invalid OTP Entered');
  });
});
