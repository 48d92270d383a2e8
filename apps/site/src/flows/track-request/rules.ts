import { fieldErrors, otp } from '@company/forms';
import { trackRequestMessages, trackRequestSchema } from '@company/forms/contracts';
import { errorsInPageLanguage, inPageLanguage } from '../../lib/messages.ts';
import { type FieldProblem, fieldIds, type Identity } from './journey.ts';

/** The first step's problems, in the form's order (loaded with the first submit). */
export function identityProblems(identity: Identity): FieldProblem[] {
  const errors = errorsInPageLanguage(fieldErrors(trackRequestSchema, { ...identity }));
  return (['ticket', 'mobile'] as const).flatMap((field) =>
    errors[field] ? [{ fieldId: fieldIds[field], message: errors[field] }] : [],
  );
}

const sixDigits = otp(6);

/** The OTP step's problem, when the code is not six digits. */
export function otpProblems(code: string): FieldProblem[] {
  return sixDigits(code)
    ? []
    : [{ fieldId: fieldIds.otp, message: inPageLanguage(trackRequestMessages.otp) }];
}
