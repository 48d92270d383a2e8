import type { EnquiryAnswer, EnquiryResult, KeyFactsStatement } from '@company/forms/contracts';

/**
 * The enquiry's steps, one state machine: the form, the request in flight, the OTP dialog (after
 * statusCode 000), the OTP in flight, then the offer or the regret. What the visitor typed lives
 * in the form's own state and survives every step back to it.
 */
export type EnquiryStep =
  | { kind: 'form' }
  | { kind: 'processing' }
  | {
      kind: 'otp';
      requestId: string;
      panName: string;
      busy: boolean;
      attempt: number;
      /** Why the last code was refused: said in the dialog, beside the code (not a toast under it). */
      refused?: string;
    }
  | { kind: 'offer'; leadId: string; amount: number; keyFacts?: KeyFactsStatement }
  | { kind: 'regret' };

export type EnquiryEvent =
  | { type: 'submit' }
  | { type: 'answered'; answer: EnquiryAnswer }
  | { type: 'failed' }
  | { type: 'otpSubmit' }
  | { type: 'otpAnswered'; answer: EnquiryAnswer }
  | { type: 'otpFailed'; message: string }
  | { type: 'close' }
  | { type: 'again' };

export const initialEnquiry: EnquiryStep = { kind: 'form' };

const resultOf = (message: EnquiryAnswer['message']): EnquiryResult | null =>
  typeof message === 'object' && message !== null ? message : null;

/** 006 (or 000 after the OTP) with a result: the offer when resultStatus is 1, else the regret. */
function outcome(result: EnquiryResult): EnquiryStep {
  return result.resultStatus === 1
    ? {
        kind: 'offer',
        leadId: result.leadId ?? '',
        amount: result.loanAmount ?? 0,
        ...(result.keyFacts ? { keyFacts: result.keyFacts } : {}),
      }
    : { kind: 'regret' };
}

/** What the page does with an answer besides moving on: a toast with the lender's words. */
export function answerToast(answer: EnquiryAnswer, step: 'request' | 'otp'): string | null {
  const result = resultOf(answer.message);
  if (step === 'request' && answer.success && result && ['006', '000'].includes(answer.statusCode))
    return null;
  if (step === 'otp' && answer.success && answer.statusCode === '000' && result) return null;
  return answer.errorMsg || (typeof answer.message === 'string' ? answer.message : null);
}

export function enquiryJourney(step: EnquiryStep, event: EnquiryEvent): EnquiryStep {
  switch (event.type) {
    case 'submit':
      return step.kind === 'form' ? { kind: 'processing' } : step;
    case 'failed':
      return step.kind === 'processing' ? { kind: 'form' } : step;
    case 'answered': {
      if (step.kind !== 'processing') return step;
      const { answer } = event;
      const result = resultOf(answer.message);
      if (!answer.success || !result) return { kind: 'form' };
      if (answer.statusCode === '006') return outcome(result);
      if (answer.statusCode === '000') {
        return {
          kind: 'otp',
          requestId: result.requestId,
          panName: result.panName ?? '',
          busy: false,
          attempt: 0,
        };
      }
      return { kind: 'form' };
    }
    case 'otpSubmit':
      return step.kind === 'otp' && !step.busy ? { ...step, busy: true } : step;
    case 'otpFailed':
      return step.kind === 'otp' ? { ...step, busy: false, refused: event.message } : step;
    case 'otpAnswered': {
      if (step.kind !== 'otp') return step;
      const { answer } = event;
      const result = resultOf(answer.message);
      if (answer.success && answer.statusCode === '000' && result) return outcome(result);
      // 009: start again (the dialog closes); any other code: the code is cleared, the dialog stays.
      if (answer.statusCode === '009') return { kind: 'form' };
      const refused = answerToast(answer, 'otp');
      return { ...step, busy: false, attempt: step.attempt + 1, ...(refused ? { refused } : {}) };
    }
    case 'close':
      return step.kind === 'otp' && !step.busy ? { kind: 'form' } : step;
    case 'again':
      return step.kind === 'offer' || step.kind === 'regret' ? { kind: 'form' } : step;
  }
}
