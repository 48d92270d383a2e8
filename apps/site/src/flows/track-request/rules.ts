import { fieldErrors } from '@company/forms';
import { trackRequestSchema } from '@company/forms/contracts';
import { type FieldProblem, fieldIds, type Identity } from './journey.ts';

/** The first step's problems, in the form's order (loaded with the first submit). */
export function identityProblems(identity: Identity): FieldProblem[] {
  const errors = fieldErrors(trackRequestSchema, { ...identity });
  return (['ticket', 'mobile'] as const).flatMap((field) =>
    errors[field] ? [{ fieldId: fieldIds[field], message: errors[field] }] : [],
  );
}
