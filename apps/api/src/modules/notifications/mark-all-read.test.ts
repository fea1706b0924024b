import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * Issue 26 item 3: "mark all read" with 100,000 unread notifications took 4.7 s and sent every
 * id it changed from the database to the app, then 1.2 s as one UPDATE of every row. It moves the
 * reader's read mark instead, answering a count.
 */

const SIZE = 100_000;
const { t, reader, other } = useTestApp({ reader: {}, other: {} });

beforeAll(async () => {
  // One statement, no parameter per row; a few of the reader's are read already, and another
  // user has unread ones that must stay unread.
  await t.database.db.execute(sql`
    insert into notifications (user_id, sender_id, type, content, is_read)
    select ${reader.id}, ${other.id}, 'follow', 'sizi takip etmeye başladı', g <= 50 from generate_series(1, ${SIZE + 50}) g`);
  await t.database.db.execute(sql`
    insert into notifications (user_id, sender_id, type, content) select ${other.id}, ${reader.id}, 'follow', 'x' from generate_series(1, 30)`);
}, 120_000);

const call = (method: 'GET' | 'PUT', url: string, user: RegisteredUser) => t.app.inject({ method, url, headers: bearer(user.token) });

type Prepared = { execute: (...args: unknown[]) => Promise<unknown> };
type Session = { prepareQuery: (...args: unknown[]) => Prepared };

/** Runs `fn` and counts the rows every statement sent back to the app meanwhile. */
async function rowsReadBack(fn: () => Promise<unknown>): Promise<number> {
  const session = (t.database.db as unknown as { session: Session }).session;
  const original = session.prepareQuery.bind(session);
  let rows = 0;
  const spy = vi.spyOn(session, 'prepareQuery').mockImplementation((...args: unknown[]) => {
    const prepared = original(...args);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = async (...inner: unknown[]) => {
      const result = (await execute(...inner)) as { rows?: unknown[] } | unknown[];
      rows += Array.isArray(result) ? result.length : (result.rows?.length ?? 0);
      return result;
    };
    return prepared;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return rows;
}

describe('PUT /notifications/mark-all-read with 100,000 unread', { timeout: 120_000 }, () => {
  it('marks them all in one statement and answers the count, reading back a row, not 100,000', async () => {
    expect((await call('GET', '/api/notifications/unread-count', reader)).json()).toEqual({ count: SIZE });
    let answer: { statusCode: number; json(): unknown } | undefined;
    const rows = await rowsReadBack(async () => {
      answer = await call('PUT', '/api/notifications/mark-all-read', reader);
    });
    expect(answer!.statusCode).toBe(200);
    expect(answer!.json()).toEqual({ updated: SIZE });
    // The session check and the count: a handful of rows, whatever the number changed.
    expect(rows).toBeLessThan(10);
    expect((await call('GET', '/api/notifications/unread-count', reader)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/api/notifications/unread-count', other)).json()).toEqual({ count: 30 });
    expect((await call('PUT', '/api/notifications/mark-all-read', reader)).json()).toEqual({ updated: 0 });
  });

  it('writes the mark, not the rows; the list shows them read and a later one unread', async () => {
    const flagged = await t.database.db.execute(sql`select count(*)::int as n from notifications where user_id = ${reader.id} and not is_read`);
    expect(((flagged as { rows: { n: number }[] }).rows[0])!.n).toBe(SIZE);
    const before = (await call('GET', '/api/notifications?limit=5', reader)).json() as { is_read: boolean }[];
    expect(before.map((n) => n.is_read)).toEqual([true, true, true, true, true]);

    await t.database.db.execute(sql`insert into notifications (user_id, sender_id, type, content) values (${reader.id}, ${other.id}, 'follow', 'yeni')`);
    expect((await call('GET', '/api/notifications/unread-count', reader)).json()).toEqual({ count: 1 });
    const [newest] = (await call('GET', '/api/notifications?limit=1', reader)).json() as { id: number; is_read: boolean }[];
    expect(newest!.is_read).toBe(false);
    expect((await call('PUT', `/api/notifications/${newest!.id}/mark-read`, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count', reader)).json()).toEqual({ count: 0 });
  });
});
