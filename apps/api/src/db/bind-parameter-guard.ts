import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * The most bind parameters one statement may carry. PostgreSQL refuses more than 65,535
 * (08P01), and a list that grows with a user's size (one parameter per follower, per library
 * book) reaches that only in production, long after every test passed with ten rows. No
 * statement of the app comes near this: a list that can grow is passed as one array
 * parameter or joined in SQL (issue 26). A statement over it fails at once with this name.
 */
export const MAX_BIND_PARAMETERS = 10_000;

export class TooManyParametersError extends Error {
  readonly code = 'TOO_MANY_PARAMETERS';
  constructor(count: number) {
    super(`a statement carries ${count} bind parameters (more than ${MAX_BIND_PARAMETERS}): pass a growing list as one array parameter or join it in SQL`);
    this.name = 'TooManyParametersError';
  }
}

function check(values: unknown): void {
  if (Array.isArray(values) && values.length > MAX_BIND_PARAMETERS) throw new TooManyParametersError(values.length);
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

function guardQuery(target: { query: QueryFn }, valuesOf: (args: unknown[]) => unknown): void {
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    try {
      check(valuesOf(args));
    } catch (error) {
      return Promise.reject(error);
    }
    return query(...args);
  };
}

/** node-postgres: `query(text | {text, values}, values?)` on the pool and on every client it hands out. */
const pgValues = (args: unknown[]) => (typeof args[0] === 'object' && args[0] !== null && 'values' in args[0] ? (args[0] as { values?: unknown }).values : args[1]);

export function guardPool(pool: pg.Pool): void {
  guardQuery(pool as unknown as { query: QueryFn }, pgValues);
  pool.on('connect', (client) => guardQuery(client as unknown as { query: QueryFn }, pgValues));
}

/** PGlite: `query(sql, params)` on the client and on the handle of each transaction. */
export function guardPglite(client: PGlite): void {
  guardQuery(client as unknown as { query: QueryFn }, (args) => args[1]);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      guardQuery(tx as unknown as { query: QueryFn }, (args) => args[1]);
      return callback(tx);
    });
}
