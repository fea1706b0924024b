import { MSG, type Conversation } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, explainWithIndexesPreferred } from '../../../test/queries';

const { t, ali, ayse, can } = useTestApp({ ali: {}, ayse: {}, can: {} });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

async function send(from: RegisteredUser, to: RegisteredUser, content: string): Promise<number> {
  t.clock.advance(1000);
  const res = await call('POST', '/api/messages', from, { recipient_username: to.username, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message_id as number;
}
async function unread(user: RegisteredUser): Promise<number> {
  const res = await call('GET', '/api/messages/unread-count', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
}
async function unreadBy(user: RegisteredUser): Promise<Record<number, number>> {
  const res = await call('GET', '/api/messages', user);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json() as Conversation[]).map((c) => [c.user_id, c.unread_count]));
}
async function markRead(user: RegisteredUser, otherId: number, messageId: number): Promise<number> {
  const res = await call('POST', `/api/messages/${otherId}/read`, user, { message_id: messageId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
}

describe('unread messages', () => {
  it('counts messages sent to the user, per conversation and in total; the sender’s own never count', async () => {
    expect(await unread(ali)).toBe(0);
    await send(ayse, ali, 'Merhaba Ali');
    await send(ayse, ali, 'Orada mısınız?');
    await send(can, ali, 'Selam');
    await send(ali, ayse, 'Buradayım');
    expect(await unread(ali)).toBe(3);
    expect(await unreadBy(ali)).toEqual({ [ayse.id]: 2, [can.id]: 1 });
    // Ayşe and Can sent; nothing is unread for them except Ali's reply to Ayşe.
    expect(await unread(ayse)).toBe(1);
    expect(await unread(can)).toBe(0);
    expect(await unreadBy(can)).toEqual({ [ali.id]: 0 });
    // The thread carries its own count too.
    expect((await call('GET', `/api/messages/${ayse.id}`, ali)).json().unread_count).toBe(2);
  });

  it('reading a thread up to the newest shown message clears it and answers the new total; GET alone marks nothing', async () => {
    const thread = (await call('GET', `/api/messages/${ayse.id}`, ali)).json() as Conversation;
    expect(await unread(ali)).toBe(3);
    expect(await markRead(ali, ayse.id, thread.messages.at(-1)!.message_id)).toBe(1);
    expect(await unreadBy(ali)).toEqual({ [ayse.id]: 0, [can.id]: 1 });
    // Ayşe's side is her own.
    expect(await unread(ayse)).toBe(1);
  });

  it('a message that arrives after the shown one stays unread; the mark never moves back', async () => {
    const shown = await send(can, ali, 'Kitabınızı okudum');
    const later = await send(can, ali, 'Çok beğendim');
    expect(await markRead(ali, can.id, shown)).toBe(1);
    expect(await unreadBy(ali)).toMatchObject({ [can.id]: 1 });
    // An older id (a stale tab) does not make read messages unread again.
    expect(await markRead(ali, can.id, shown - 1)).toBe(1);
    expect(await markRead(ali, can.id, later)).toBe(0);
  });

  it('an id beyond the conversation’s newest message cannot mark future messages read', async () => {
    expect(await markRead(ali, can.id, 2_000_000_000)).toBe(0);
    await send(can, ali, 'Yeni bölüm?');
    expect(await unread(ali)).toBe(1);
    expect(await unreadBy(ali)).toMatchObject({ [can.id]: 1 });
  });

  it('a deleted conversation’s old messages do not count; a new message after it does', async () => {
    await send(ayse, ali, 'Bir şey daha');
    expect(await unread(ali)).toBe(2);
    t.clock.advance(1000);
    expect((await call('DELETE', `/api/messages/${ayse.id}`, ali)).statusCode).toBe(200);
    expect(await unread(ali)).toBe(1);
    await send(ayse, ali, 'Sildiniz mi?');
    expect(await unread(ali)).toBe(2);
    expect(await unreadBy(ali)).toMatchObject({ [ayse.id]: 1 });
  });

  it('marking a conversation that does not exist, or yourself, changes nothing', async () => {
    const stranger = await registerAndLogin(t.app);
    expect(await markRead(ali, stranger.id, 1)).toBe(2);
    expect(await markRead(ali, ali.id, 1)).toBe(2);
    expect(await unread(stranger)).toBe(0);
  });

  it('refuses visitors (401) and bad ids (Turkish 400)', async () => {
    expect((await call('GET', '/api/messages/unread-count')).statusCode).toBe(401);
    expect((await call('POST', `/api/messages/${ayse.id}/read`, undefined, { message_id: 1 })).statusCode).toBe(401);
    for (const payload of [{}, { message_id: 0 }, { message_id: 2_147_483_648 }, { message_id: 'x' }]) {
      const res = await call('POST', `/api/messages/${ayse.id}/read`, ali, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(MSG.badRequest);
    }
    // A path id out of range names nothing: the app's usual 400 with the "not found" text.
    const res = await call('POST', '/api/messages/2147483648/read', ali, { message_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.notFound);
  });

  it('keeps the conversation list one query with the counts in it', async () => {
    const queries = await captureQueries(t.database, () => unreadBy(ali));
    expect(queries.filter((q) => /from "conversations"/.test(q.sql))).toHaveLength(1);
  });

  it.runIf(process.env.DATABASE_URL)('sums the counters of the conversations with unread messages, through their partial indexes, reading no message', async () => {
    const queries = await captureQueries(t.database, () => unread(ali));
    const plan = await explainWithIndexesPreferred(t.database, queries.find((q) => /from "conversations"/.test(q.sql))!);
    expect(plan).toContain('conversations_low_unread_idx');
    expect(plan).toContain('conversations_high_unread_idx');
    expect(plan).not.toMatch(/on messages/);
  });
});
