import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, type CapturedQuery } from '../../../test/queries';

/*
 * Issue 26 item 3: a reader in 20,000 conversations waited 0.66 s for the polled unread
 * message count, one count of messages per conversation. Each side's count is now a counter on
 * the conversation kept by triggers (migration 0029), summed over the conversations with
 * unread messages only.
 */

const SIZE = 20_000;
const { t, reader, friend } = useTestApp({ reader: {}, friend: {} });

beforeAll(async () => {
  const db = t.database.db;
  // One statement each: 20,000 people, a conversation with each (the reader, registered first,
  // is the smaller id), one message from each and one reply from the reader to half of them.
  await db.execute(sql`
    insert into users (email, username, password_hash, birth_date)
    select 'kalabalik' || g || '@example.com', 'kalabalik' || g, 'x', '1990-01-01' from generate_series(1, ${SIZE}) g`);
  await db.execute(sql`
    insert into conversations (user_low_id, user_high_id)
    select ${reader.id}, u.id from users u where u.username like 'kalabalik%'`);
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, recipient_id, content)
    select c.id, c.user_high_id, c.user_low_id, 'Merhaba' from conversations c where c.user_low_id = ${reader.id}
    union all
    select c.id, c.user_low_id, c.user_high_id, 'Selam' from conversations c where c.user_low_id = ${reader.id} and c.id % 2 = 0`);
}, 180_000);

const call = (method: 'GET' | 'POST', url: string, user: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const unread = async (user: RegisteredUser) => (await call('GET', '/api/messages/unread-count', user)).json().count as number;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** EXPLAIN ANALYZE of a captured statement, on PGlite or PostgreSQL: what it really read. */
async function analyzed(query: CapturedQuery): Promise<string> {
  const text = `explain (analyze, costs off) ${query.sql}`;
  if (t.database.pglite) {
    const result = await t.database.pglite.query<Record<string, string>>(text, query.params);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  const result = await t.database.pool!.query(text, query.params);
  return (result.rows as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
}

describe('the unread message count in 20,000 conversations', { timeout: 120_000 }, () => {
  it('counts the bulk-inserted messages, each for its recipient', async () => {
    expect(await unread(reader)).toBe(SIZE);
    const [row] = await rows<{ replied: number; wrong: number }>(sql`
      select count(*) filter (where high_unread = 1)::int as replied, count(*) filter (where low_unread <> 1)::int as wrong
      from conversations where user_low_id = ${reader.id}`);
    expect(row).toEqual({ replied: SIZE / 2, wrong: 0 });
  });

  it('reads no message and no conversation without unread messages on the reader’s side', async () => {
    const queries = await captureQueries(t.database, () => unread(reader));
    const plan = await analyzed(queries.find((q) => /from "conversations"/.test(q.sql))!);
    expect(plan).not.toMatch(/on messages/);
    // The friend has no conversation at all: the count touches nothing of the reader's 20,000.
    const friendQueries = await captureQueries(t.database, () => unread(friend));
    const friendPlan = await analyzed(friendQueries.find((q) => /from "conversations"/.test(q.sql))!);
    expect(friendPlan).not.toMatch(/on messages/);
    expect(friendPlan).not.toMatch(/rows=[1-9]\d{2,}/);
  });

  it('keeps the counters as messages are read, sent and the thread is deleted', async () => {
    const [first] = await rows<{ other: number; id: number }>(sql`
      select c.user_high_id as other, m.id from conversations c join messages m on m.conversation_id = c.id and m.recipient_id = ${reader.id}
      where c.user_low_id = ${reader.id} order by c.id limit 1`);
    const res = await call('POST', `/api/messages/${first!.other}/read`, reader, { message_id: first!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(SIZE - 1);
    expect(await unread(reader)).toBe(SIZE - 1);
    // The friend writes: one more, in a new conversation.
    t.clock.advance(1000);
    expect((await call('POST', '/api/messages', friend, { recipient_username: reader.username, content: 'Nasılsınız?' })).statusCode).toBe(201);
    expect(await unread(reader)).toBe(SIZE);
    // Deleting the thread clears its unread messages for the reader only.
    t.clock.advance(1000);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/messages/${friend.id}`, headers: bearer(reader.token) })).statusCode).toBe(200);
    expect(await unread(reader)).toBe(SIZE - 1);
  });
});
