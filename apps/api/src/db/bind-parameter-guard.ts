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

type QueryFn = (...args: unknown[]) => Promise<unknown> | undefined;

/**
 * Puts the check in front of `target.query`. A method of the target's class is looked up on
 * each call rather than bound once, so whatever wraps the class's method later (a test's spy
 * on pg.Client.prototype.query) still sees every statement; a function of the object itself
 * (a PGlite transaction handle) is kept as it was.
 */
function guardQuery(target: { query: QueryFn }, valuesOf: (args: unknown[]) => unknown): void {
  const own = Object.prototype.hasOwnProperty.call(target, 'query') ? target.query.bind(target) : undefined;
  target.query = function guardedQuery(this: unknown, ...args: unknown[]) {
    try {
      check(valuesOf(args));
    } catch (error) {
      // The pool calls its client in the callback style; everything else awaits the promise.
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        process.nextTick(() => (callback as (e: unknown) => void)(error));
        return undefined;
      }
      return Promise.reject(error);
    }
    return own ? own(...args) : (Object.getPrototypeOf(target) as { query: QueryFn }).query.apply(target, args);
  };
}

/** node-postgres: `query(text | {text, values}, values?)` on every client the pool hands out (the pool's own query goes through one). */
const pgValues = (args: unknown[]) => (typeof args[0] === 'object' && args[0] !== null && 'values' in args[0] ? (args[0] as { values?: unknown }).values : args[1]);

export function guardPool(pool: pg.Pool): void {
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
