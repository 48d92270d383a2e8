import type { AnySchema } from 'yup';
import { fieldErrors } from '../schemas/errors.ts';

/** A form-level errors object as final-form reads it: nested like the values. */
export type FormErrors = Record<string, unknown>;

type Node = Record<string, unknown>;

// final-form's FORM_ERROR key, for a failure of the whole value rather than of one field.
const formError = 'FINAL_FORM/form-error';
const pathSeparators = /[.[\]"]+/;
const arrayIndex = /^[0-9]+$/;

/** Puts `message` at a yup path (`a.b[0].c`) unless a message is already on the way there. */
function setIn(errors: FormErrors, path: string, message: string): void {
  const keys = path.split(pathSeparators).filter(Boolean);
  const last = keys.pop() ?? formError;
  let node: Node = errors;
  for (const [index, key] of keys.entries()) {
    const next = (keys[index + 1] ?? last).match(arrayIndex) ? [] : {};
    node[key] ??= next;
    const child = node[key];
    if (typeof child !== 'object' || child === null) return;
    node = child as Node;
  }
  node[last] ??= message;
}

/**
 * Adapts a yup schema to final-form's form-level `validate`: one message per field, nested like
 * the values (`{ address: { pincode: '…' } }`), `{}` when valid. `context` may be a function so
 * it is read at each validation (e.g. the loans fetched after OTP).
 *
 * @example
 * <Form validate={validateWithSchema(customerCareSchema, () => ({ loans }))} … />
 */
export function validateWithSchema<Values = Record<string, unknown>>(
  schema: AnySchema,
  context?: object | (() => object | undefined),
): (values: Values) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    const resolved = typeof context === 'function' ? context() : context;
    for (const [path, message] of Object.entries(fieldErrors(schema, values, resolved))) {
      setIn(errors, path, message);
    }
    return errors;
  };
}
