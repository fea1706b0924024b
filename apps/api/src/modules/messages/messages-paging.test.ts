import { LIST_PAGE_MAX, MSG, type Conversation } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { conversations, messages, users } from '../../db/schema';
import { bearer, registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, explainWithIndexesPreferred } from '../../../test/queries';

const { t, me } = useTestApp({ me: {} });

const get = async <T>(url: string, user = me): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

let seededUsers = 0;
/** Conversations with `count` new people, inserted straight into the tables (one message each). */
async function seedConversations(count: number, start: number) {
  const people = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        seededUsers += 1;
        return { email: `kisi${seededUsers}@gmail.com`, username: `kisi_${seededUsers}`, passwordHash: 'x', birthDate: '1990-01-01' };
      }),
    )
    .returning({ id: users.id, username: users.username });
  for (const [i, other] of people.entries()) {
    const at = new Date(start + i * 1000);
    const [c] = await t.database.db
      .insert(conversations)
      .values({ userLowId: Math.min(me.id, other.id), userHighId: Math.max(me.id, other.id), lastMessageAt: at, createdAt: at })
      .returning({ id: conversations.id });
    await t.database.db.insert(messages).values({ conversationId: c!.id, senderId: other.id, recipientId: me.id, content: `Merhaba ${i}`, createdAt: at });
  }
  return people;
}

describe('GET /messages (conversation list)', () => {
  it('answers in the same number of queries however many conversations there are (no N+1)', async () => {
    const people = await seedConversations(3, Date.parse('2026-06-10T08:00:00Z'));
    const few = await captureQueries(t.database, () => get<Conversation[]>('/api/messages'));
    await seedConversations(7, Date.parse('2026-06-11T08:00:00Z'));
    let list: Conversation[] = [];
    const many = await captureQueries(t.database, async () => {
      list = await get<Conversation[]>('/api/messages');
    });
    expect(list).toHaveLength(10);
    expect(many.length).toBe(few.length);
    // The list itself is one statement: the other person and the last message come with each conversation.
    const listQueries = many.filter((q) => /from "conversations"/.test(q.sql));
    expect(listQueries).toHaveLength(1);
    expect(list.at(-1)).toMatchObject({ user_id: people[0]!.id, username: people[0]!.username, messages: [{ content: 'Merhaba 0' }] });
  });

  it('pages by ?before=<user_id of the last conversation>, newest first, each conversation once', async () => {
    await seedConversations(LIST_PAGE_MAX + 5, Date.parse('2026-06-12T08:00:00Z'));
    const all: Conversation[] = [];
    let last = await get<Conversation[]>('/api/messages');
    expect(last).toHaveLength(LIST_PAGE_MAX);
    all.push(...last);
    while (last.length === LIST_PAGE_MAX) {
      last = await get<Conversation[]>(`/api/messages?before=${last.at(-1)!.user_id}`);
      all.push(...last);
    }
    const ids = all.map((c) => c.user_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(10 + LIST_PAGE_MAX + 5);
    const times = all.map((c) => Date.parse(c.last_message_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leaves out a conversation the user deleted until a new message arrives', async () => {
    const [friend] = await seedConversations(1, Date.parse('2026-06-13T08:00:00Z'));
    t.clock.set(Date.parse('2026-06-14T08:00:00Z'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/messages/${friend!.id}`, headers: bearer(me.token) })).statusCode).toBe(200);
    expect((await get<Conversation[]>('/api/messages')).some((c) => c.user_id === friend!.id)).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(me.token), payload: { recipient_username: friend!.username, content: 'Yeniden merhaba' } });
    expect(res.statusCode, res.body).toBe(201);
    const [top] = await get<Conversation[]>('/api/messages');
    expect(top).toMatchObject({ user_id: friend!.id, messages: [{ content: 'Yeniden merhaba' }] });
  });

  it.runIf(process.env.DATABASE_URL)('finds the last message through the messages index on PostgreSQL', async () => {
    const queries = await captureQueries(t.database, () => get<Conversation[]>('/api/messages'));
    const plan = await explainWithIndexesPreferred(t.database, queries.find((q) => /from "conversations"/.test(q.sql))!);
    // The last message of each conversation through an index on conversation_id (which one
    // the planner takes depends on the table's size), never a scan of every message.
    expect(plan).toMatch(/messages_(conversation|unread)_idx/);
    expect(plan).not.toMatch(/Seq Scan on messages/);
    expect(plan).toMatch(/conversations_(pair_uq|low_recent_idx|high_idx)/);
  });
});

describe('GET /messages/:userId (thread)', () => {
  it('returns the newest 50 messages oldest first, and older ones by ?before=<message_id>', async () => {
    const friend = await registerAndLogin(t.app);
    const [c] = await t.database.db
      .insert(conversations)
      .values({ userLowId: Math.min(me.id, friend.id), userHighId: Math.max(me.id, friend.id) })
      .returning({ id: conversations.id });
    // Two messages per second: the id breaks the created_at ties.
    const rows = await t.database.db
      .insert(messages)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          conversationId: c!.id,
          senderId: i % 2 ? me.id : friend.id,
          recipientId: i % 2 ? friend.id : me.id,
          content: `Mesaj ${i}`,
          createdAt: new Date(Date.parse('2026-06-01T08:00:00Z') + Math.floor(i / 2) * 1000),
        })),
      )
      .returning({ id: messages.id });
    const sent = rows.map((r) => r.id);

    const first = await get<Conversation>(`/api/messages/${friend.id}`);
    expect(first.messages.map((m) => m.message_id)).toEqual(sent.slice(-LIST_PAGE_MAX));

    const seen = [...first.messages];
    let page = first;
    while (page.messages.length === LIST_PAGE_MAX) {
      page = await get<Conversation>(`/api/messages/${friend.id}?before=${page.messages[0]!.message_id}`);
      seen.unshift(...page.messages);
    }
    expect(seen.map((m) => m.message_id)).toEqual(sent);
    // The other side pages the same thread.
    expect((await get<Conversation>(`/api/messages/${me.id}?limit=10`, friend)).messages.map((m) => m.message_id)).toEqual(sent.slice(-10));
  });

  it('refuses out-of-range cursors with a Turkish 400', async () => {
    for (const url of ['/api/messages?before=0', '/api/messages?before=2147483648', `/api/messages/${me.id}?before=-1`, `/api/messages/${me.id}?limit=500`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(me.token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(MSG.badRequest);
    }
  });
});
