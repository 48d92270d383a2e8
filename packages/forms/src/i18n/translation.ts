/**
 * A catalogue in another language: the same keys, a text for each text, and for each template a
 * function of the same parameters. A missing key or a wrong parameter list fails the typecheck
 * (a key the English marks optional, such as a note for some statuses only, stays optional).
 */
export type Translation<T> = {
  readonly [K in keyof T]: Translated<NonNullable<T[K]>>;
};

type Translated<Value> = Value extends (...args: infer Args) => string
  ? (...args: Args) => string
  : Value extends string
    ? string
    : Translation<Value>;
