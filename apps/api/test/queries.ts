import { vi } from 'vitest';
import type { Database } from '../src/db/client';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

type Session = { prepareQuery: (query: CapturedQuery, ...rest: unknown[]) => unknown; client: { query: (sql: string, params?: unknown[]) => Promise<unknown> } };
const sessionOf = (database: Database) => (database.db as unknown as { session: Session }).session;

/**
 * Runs `fn` and returns every SQL statement the app sent through Drizzle meanwhile (the same
 * hook on PGlite and node-postgres), so a test can count queries or explain one of them.
 */
export async function captureQueries(database: Database, fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const session = sessionOf(database);
  const captured: CapturedQuery[] = [];
  const original = session.prepareQuery.bind(session);
  const spy = vi.spyOn(session, 'prepareQuery').mockImplementation((query, ...rest) => {
    captured.push({ sql: query.sql, params: query.params });
    return original(query, ...rest);
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return captured;
}

/**
 * The PostgreSQL plan of a captured query with sequential scans discouraged: the test tables
 * are tiny, where a sequential scan is cheapest, so this asks whether an index CAN serve the
 * query in the order it needs (what matters once the table is big). PostgreSQL only.
 */
export async function explainWithIndexesPreferred(database: Database, query: CapturedQuery): Promise<string> {
  const pool = sessionOf(database).client as unknown as {
    connect(): Promise<{ query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, string>[] }>; release(): void }>;
  };
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const { rows } = await client.query(`explain ${query.sql}`, query.params);
    await client.query('rollback');
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}
