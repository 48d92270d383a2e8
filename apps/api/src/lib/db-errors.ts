/** A unique index refused the row (SQLSTATE 23505), on PGlite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
