import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './types';

/*
 * Helpers for statements written by hand (the hot reads, set-based writes): their rows on
 * both drivers, named prepared statements, and one array parameter for a list of ids.
 */

/**
 * Rows of a hand-written statement, on PGlite and node-postgres alike. A `name` makes it a
 * named prepared statement: each PostgreSQL connection parses it once and may keep its plan,
 * which on the hot reads cost more than running them (planning ~1–4 ms of a 2–5 ms call;
 * 6 ms of a 13 ms search). The name sent is `name` plus a hash of the statement's text, so
 * a call site whose text varies with its branch (adult or minor, a two-letter query or a
 * longer one) gets one prepared statement per text, never a clash; every value must still
 * be a parameter, or each value would leave a statement behind on every connection.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL, name?: string): Promise<T[]> {
  return resultRows<T>(name === undefined ? await db.execute(query) : await executeNamed(db, query, name));
}

/** Rows of a statement's result: node-postgres answers `{ rows }`, PGlite's drizzle driver too, or an array. */
export function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

interface SessionInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/** Hashes by statement text: computed once per distinct text, not once per call. */
const textHashes = new Map<string, string>();
/** Texts are few (one per call site and branch); the bound only guards against a misuse. */
const MAX_TEXTS = 1_000;

/** `name` plus a short hash of `text` (PostgreSQL names are at most 63 bytes). */
export function statementName(name: string, text: string): string {
  let hash = textHashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha1').update(text).digest('hex').slice(0, 16);
    if (textHashes.size >= MAX_TEXTS) textHashes.clear();
    textHashes.set(text, hash);
  }
  return `${name.slice(0, 46)}_${hash}`;
}

/**
 * Rows of a statement whose best plan depends on its values (how much of the catalogue the
 * reader keeps, say), planned for this call's values. Every statement with parameters gets
 * the one generic plan otherwise, named or not (plan_cache_mode in db/session-settings.ts): the
 * recommendations of a reader who keeps 70,000 of 70,000 books took 10.2 s on the generic plan
 * and 63 ms on their own (bench:heavy). Costs a transaction around it (three short round
 * trips) and the planning: for statements that run rarely, not for the hot reads.
 */
export async function rowsPlannedForValues<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return rowsOf<T>(tx, query);
  });
}

/** `db.execute` with a statement name: Drizzle's own prepared query, so rows are parsed the same way. */
function executeNamed(db: DbOrTx, query: SQL, name: string): Promise<unknown> {
  const internals = db as unknown as SessionInternals;
  const built = internals.dialect.sqlToQuery(query);
  return internals.session.prepareQuery(built, undefined, statementName(name, built.sql), false).execute();
}

/** A timestamptz as toIso writes it (UTC, milliseconds, Z), for JSON built in PostgreSQL. */
export function isoTimestampSql(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Ids as one PostgreSQL int[] literal, for a single array parameter (`= any ($1::int[])`). */
export function intArrayParam(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

