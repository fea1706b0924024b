import type { PGlite } from '@electric-sql/pglite';

/**
 * Trigram word similarity from which a title or a name counts as a typo-tolerant match
 * (docs/PRODUCT.md#discovery). The indexable operator `<%` reads it from the session, not from an argument.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Settings every database session starts with. They are part of the connection (startup
 * options on PostgreSQL, one SET on the embedded database's single session), not of each
 * request: setting the threshold per search was a transaction and two more round trips on
 * every call (issue 10).
 * - plan_cache_mode: only the hot reads are named prepared statements (book-card.query.ts
 *   `rowsOf`), each of a fixed shape whose best plan does not depend on its values; planning
 *   them anew on every call (PostgreSQL's default for the first calls, and whenever it
 *   guesses a custom plan is cheaper) cost 2–4× their execution. The setting holds for
 *   every statement with parameters, unnamed ones too, so a statement whose best plan depends
 *   on its values runs through raw-sql.ts `rowsPlannedForValues`. PostgreSQL only: PGlite
 *   serves one caller at a time.
 * - pg_trgm.word_similarity_threshold: for `<%` (search).
 */
const POSTGRES_SETTINGS: Record<string, string> = {
  plan_cache_mode: 'force_generic_plan',
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
};

/** The `options` of a node-postgres pool: `-c name=value` for each setting. */
export function postgresSessionOptions(): string {
  return Object.entries(POSTGRES_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** Sets the threshold on the embedded database's one session (before any other query: PGlite runs them in order). */
export function applyPgliteSessionSettings(client: PGlite): Promise<unknown> {
  return client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
}
