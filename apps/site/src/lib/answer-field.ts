/**
 * Where a form's field names differ from the request's (its wire names): the API names a failed
 * field by the request's name, the form shows it under its own. Typed by the request, so a
 * renamed request field cannot be missed.
 */
export type WireNames<Request, Name extends string> = Readonly<
  Partial<Record<Extract<keyof Request, string>, Name>>
>;

/**
 * The form field a failed answer is about: the field the API named, under the form's name for it
 * (`renamed`, else the same name). A field the form does not show (none of `fields`) is none:
 * the failure is then the form's as a whole.
 */
export function answerField<Name extends string>(
  failure: { field?: string },
  fields: readonly Name[] | Readonly<Record<Name, unknown>>,
  renamed: Readonly<Partial<Record<string, Name>>> = {},
): Name | undefined {
  if (!failure.field) return undefined;
  const name = renamed[failure.field] ?? failure.field;
  const shown = Array.isArray(fields)
    ? (fields as readonly string[]).includes(name)
    : Object.hasOwn(fields, name);
  return shown ? (name as Name) : undefined;
}
