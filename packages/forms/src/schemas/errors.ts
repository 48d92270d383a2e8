import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';

/**
 * Validates synchronously and returns the first message per field path (`{}` when valid).
 * Paths are yup's: `'city'`, `'address.pincode'`, `'loans[0].lan'`.
 */
export function fieldErrors(
  schema: AnySchema,
  values: unknown,
  context?: object,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      const message = failure.errors[0] ?? failure.message;
      if (!(path in errors)) errors[path] = message;
    }
    return errors;
  }
}

/**
 * Makes a `firstError(values, context?)` for a form whose spec checks its fields in a fixed
 * order and shows one message at a time: the message of the first failing field in `order`,
 * or `undefined` when the values are valid.
 */
export function firstErrorIn<Values>(
  schema: AnySchema,
  order: readonly string[],
): (values: Partial<Values> | Record<string, unknown>, context?: object) => string | undefined {
  return (values, context) => {
    const errors = fieldErrors(schema, values, context);
    for (const path of order) {
      const message = errors[path];
      if (message !== undefined) return message;
    }
    // A failure outside the listed fields (e.g. values that are not an object) still fails.
    return Object.values(errors)[0];
  };
}

/**
 * Like `firstErrorIn`, but says which field failed too, so a form can put the message beside it
 * and move focus there: `{ field, message }` of the first failing field in `order`, or `undefined`.
 *
 * @example
 * const first = firstFieldErrorIn(mandateRegistrationSchema, mandateRegistrationOrder);
 * first({ lan: 'TW1', reLan: 'TW2' }); // { field: 'reLan', message: 'Enter valid Re-LAN' }
 */
export function firstFieldErrorIn<Values, Field extends string = string>(
  schema: AnySchema,
  order: readonly Field[],
): (
  values: Partial<Values> | Record<string, unknown>,
  context?: object,
) => { field: Field; message: string } | undefined {
  return (values, context) => {
    const errors = fieldErrors(schema, values, context);
    for (const field of order) {
      const message = errors[field];
      if (message !== undefined) return { field, message };
    }
    return undefined;
  };
}
