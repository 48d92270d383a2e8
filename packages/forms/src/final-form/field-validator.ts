import type { ISchema, Reference } from 'yup';
import { ValidationError } from 'yup';

/** A final-form field-level validator: the message, or `undefined` when the value is fine. */
export type FieldValidator<Value = unknown> = (
  value: Value,
  allValues?: object,
) => string | undefined;

/** What `someSchema.fields.x` is typed as: a schema, or a `ref()` (which cannot validate). */
type SchemaField = ISchema<unknown> | Reference<unknown>;

interface SyncSchema {
  validateSync(value: unknown, options?: { context?: object }): unknown;
}

/** Every yup schema (lazy ones too) validates synchronously; a `ref()` does not validate at all. */
function isSchema(rule: unknown): rule is SyncSchema {
  return typeof (rule as Partial<SyncSchema> | null)?.validateSync === 'function';
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
  rule: ((value: string) => boolean) | SchemaField,
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
  if (typeof rule !== 'function') {
    throw new TypeError('fieldValidator: pass a pattern or a schema, not a ref');
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
