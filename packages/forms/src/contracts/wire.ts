/**
 * The JSON Schema of a request body, declared once in the endpoint's contract from the same
 * expressions the browser's schemas use. The API validates with it (and builds its OpenAPI
 * document from it); the yup schema then gives the spec's message for a field that fails.
 */
export type WireField = Readonly<Record<string, unknown>>;

export type RequestBodySchema = {
  readonly type: 'object';
  readonly required?: readonly string[];
  /** Absent only where the spec's client sends more than the route reads (kept as sent). */
  readonly additionalProperties?: false;
  readonly properties: Readonly<Record<string, WireField>>;
};

interface TextRule {
  /** At least this many characters (1 by default: an empty string is a missing value). */
  min?: number;
  /** At most this many characters (none when the pattern bounds the length). */
  max?: number;
  /** A pattern the value must match, from the same `RegExp` the browser's schema uses. */
  pattern?: RegExp | string;
}

const length = (max: number | undefined) => (max === undefined ? {} : { maxLength: max });

const source = (pattern: RegExp | string | undefined) =>
  pattern === undefined ? {} : { pattern: typeof pattern === 'string' ? pattern : pattern.source };

/** Field builders for `requestBody`. */
export const wire = {
  /** A string. */
  text: ({ min = 1, max, pattern }: TextRule): WireField => ({
    type: 'string',
    ...(min > 0 ? { minLength: min } : {}),
    ...length(max),
    ...source(pattern),
  }),
  /** A string, empty or `null` allowed (an optional form field). */
  optionalText: ({ max, pattern }: Omit<TextRule, 'min'>): WireField => ({
    type: ['string', 'null'],
    ...length(max),
    ...source(pattern),
  }),
  /** A number, or its digits as a string (a form's text box), matching `pattern` when a string. */
  numberOrText: ({ max, pattern }: Omit<TextRule, 'min'>): WireField => ({
    type: ['string', 'number'],
    ...length(max),
    ...source(pattern),
  }),
  /** A whole number as a JSON number or as its digits (a select's value); `null` when optional. */
  idOrText: (pattern: RegExp | string, { optional = false } = {}): WireField => ({
    type: optional ? ['integer', 'string', 'null'] : ['integer', 'string'],
    ...source(pattern),
  }),
  /** The given field, or an empty string (a form's optional field left blank). */
  emptyOr: (field: WireField): WireField => ({ anyOf: [field, { const: '' }] }),
  /** One of a fixed set of strings. */
  oneOf: (values: readonly string[]): WireField => ({ type: 'string', enum: [...values] }),
  /** An integer in a range. */
  integer: (minimum: number, maximum: number): WireField => ({ type: 'integer', minimum, maximum }),
  boolean: (): WireField => ({ type: 'boolean' }),
  /** A nested object. */
  object: (required: readonly string[], properties: Record<string, WireField>): WireField =>
    requestBody(required, properties),
} as const;

/**
 * A JSON body: these fields and no other (`open`: other fields are let through, unread). OpenAPI
 * 3.0 forbids an empty `required`, so none is written then.
 */
export function requestBody(
  required: readonly string[],
  properties: Record<string, WireField>,
  { open = false } = {},
): RequestBodySchema {
  return {
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    ...(open ? {} : { additionalProperties: false as const }),
    properties,
  };
}
