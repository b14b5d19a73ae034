// Recognising database refusals the social features turn into clear 409 answers instead of 500s.

/** A unique index refused the write (PostgreSQL 23505); Drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A foreign key refused the write (PostgreSQL 23503): what it pointed at was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
