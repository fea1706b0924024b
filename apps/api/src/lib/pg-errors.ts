/** The unique-constraint name of a PostgreSQL unique violation (23505), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: string; constraint?: string; cause?: unknown; message?: string };
    if (e.code === '23505') {
      return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unknown';
    }
    current = e.cause;
  }
  return undefined;
}
