import { fieldErrors } from '@company/forms';
import { badRequest } from './http.ts';

type AnySchema = Parameters<typeof fieldErrors>[0];

/**
 * Checks values with a `@company/forms` schema (the same rules and messages as the site's form)
 * and throws a 400 with the message of the first failing field in `order`.
 */
export function formCheck(schema: AnySchema, order: readonly string[], fieldPrefix = '') {
  return (values: object, context?: object): void => {
    const errors = fieldErrors(schema, values as Record<string, unknown>, context);
    for (const field of order) {
      const message = errors[field];
      if (message !== undefined) throw badRequest(message, fieldPrefix + field);
    }
    const first = Object.entries(errors)[0];
    if (first) throw badRequest(first[1], fieldPrefix + first[0]);
  };
}
