import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';

/** A final-form field-level validator: the message, or `undefined` when the value is fine. */
export type FieldValidator<Value = unknown> = (
  value: Value,
  allValues?: object,
) => string | undefined;

function isSchema(rule: unknown): rule is AnySchema {
  return typeof rule === 'object' && rule !== null && 'validateSync' in rule;
}

/**
 * Makes a field-level validator from a pattern or from one field of a schema.
 *
 * - Pattern: the value fails with `message` unless the predicate accepts it. An empty value
 *   fails too; pass `{ optional: true }` to let an empty value through.
 * - Schema field (`leadSchema.fields.phone`): the field's own message, or `message` if given.
 *   Rules that read other fields (Re-enter LAN, the customer's LAN) need the form-level
 *   `validateWithSchema`.
 *
 * @example
 * <Field name="pincode" validate={fieldValidator(pincode, 'Please enter a valid Pincode')} />
 * <Field name="phone" validate={fieldValidator(leadSchema.fields.phone)} />
 */
export function fieldValidator(
  rule: ((value: string) => boolean) | AnySchema,
  message?: string,
  options: { readonly optional?: boolean; readonly context?: object } = {},
): FieldValidator {
  if (isSchema(rule)) {
    return (value) => {
      try {
        rule.validateSync(value, { context: options.context });
        return undefined;
      } catch (error) {
        if (!ValidationError.isError(error)) throw error;
        return message ?? error.errors[0] ?? error.message;
      }
    };
  }
  const fallback = message ?? 'Please check this field';
  return (value) => {
    if (value === undefined || value === null || value === '') {
      return options.optional ? undefined : fallback;
    }
    return typeof value === 'string' && rule(value) ? undefined : fallback;
  };
}

/** Runs validators in order and returns the first message (final-form shows one per field). */
export function composeValidators(...validators: readonly FieldValidator[]): FieldValidator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}
