import { MSG } from '@okuryazar/shared';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, ali, ayse, can, deniz } = useTestApp({ ali: {}, ayse: {}, can: {}, deniz: {} });

beforeAll(async () => {
  await t.database.db.update(users).set({ fullName: 'Ayşe Yılmaz' }).where(eq(users.id, ayse.id));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

type Msg = { message_id: number; sender_id: number; recipient_id: number; content: string; created_at: string };
type Conversation = { user_id: number; username: string; full_name: string; profile_image_url: string | null; messages: Msg[]; created_at: string };

/** Sends a message one second after the previous one (the clock is the test's). */
async function send(from: RegisteredUser, to: RegisteredUser | string, content: string): Promise<Msg> {
  t.clock.advance(1000);
  const res = await call('POST', '/api/messages', from, { recipient_username: typeof to === 'string' ? to : to.username, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Msg;
}
async function conversations(user: RegisteredUser): Promise<Conversation[]> {
  const res = await call('GET', '/api/messages', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Conversation[];
}
async function thread(user: RegisteredUser, otherId: number): Promise<Conversation> {
  const res = await call('GET', `/api/messages/${otherId}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Conversation;
}
const contents = (c: Conversation) => c.messages.map((m) => m.content);

describe('POST /api/messages', () => {
  it('sends a message (201) with the trimmed content', async () => {
    const res = await call('POST', '/api/messages', ali, { recipient_username: ayse.username, content: '  Merhaba Ayşe!  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sender_id: ali.id, recipient_id: ayse.id, content: 'Merhaba Ayşe!', message_id: expect.any(Number) });
    expect(new Date(res.json().created_at).toISOString()).toBe(res.json().created_at);
  });

  it('refuses empty or whitespace-only content with 400 and stores nothing', async () => {
    const before = (await t.database.db.select().from(messages)).length;
    for (const content of ['', '   ', '\n\t ']) {
      const res = await call('POST', '/api/messages', ali, { recipient_username: ayse.username, content });
      expect(res.statusCode).toBe(400);
    }
    expect((await call('POST', '/api/messages', ali, { recipient_username: ayse.username })).statusCode).toBe(400);
    expect((await t.database.db.select().from(messages)).length).toBe(before);
  });

  it('answers an unknown username with 404 and the spec’s text', async () => {
    const res = await call('POST', '/api/messages', ali, { recipient_username: 'boyle_biri_yok', content: 'Selam' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lütfen geçerli bir kullanıcı adı girin.');
  });

  it('refuses messaging yourself with 400 Kendinize mesaj gönderemezsiniz.', async () => {
    const res = await call('POST', '/api/messages', ali, { recipient_username: ali.username, content: 'Not' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kendinize mesaj gönderemezsiniz.');
    expect(res.json().message).toBe(MSG.cannotMessageSelf);
  });

  it('refuses a visitor with 401', async () => {
    const res = await call('POST', '/api/messages', undefined, { recipient_username: ayse.username, content: 'Selam' });
    expect(res.statusCode).toBe(401);
  });
});

describe('conversations and threads', () => {
  it('lists conversations by latest message, newest first, each with its last message', async () => {
    await send(can, ali, 'Ali, kitabını okudum.');
    await send(ayse, ali, 'Selam Ali, nasılsın?');
    await send(ali, ayse, 'İyiyim, sen?');
    let list = await conversations(ali);
    expect(list.map((c) => c.user_id)).toEqual([ayse.id, can.id]);
    expect(list[0]).toMatchObject({ username: ayse.username, full_name: 'Ayşe Yılmaz' });
    expect(contents(list[0]!)).toEqual(['İyiyim, sen?']);
    expect(contents(list[1]!)).toEqual(['Ali, kitabını okudum.']);

    await send(can, ali, 'Yeni bölüm ne zaman?');
    list = await conversations(ali);
    expect(list.map((c) => c.user_id)).toEqual([can.id, ayse.id]);
    expect(contents(list[0]!)).toEqual(['Yeni bölüm ne zaman?']);
    expect((await conversations(can)).map((c) => c.user_id)).toEqual([ali.id]);
    expect(await conversations(deniz)).toEqual([]);
  });

  it('GET /api/messages/{userId} returns the whole thread in order, the same from both sides', async () => {
    const fromAli = await thread(ali, ayse.id);
    expect(fromAli).toMatchObject({ user_id: ayse.id, username: ayse.username, full_name: 'Ayşe Yılmaz' });
    expect(contents(fromAli)).toEqual(['Merhaba Ayşe!', 'Selam Ali, nasılsın?', 'İyiyim, sen?']);
    const fromAyse = await thread(ayse, ali.id);
    expect(fromAyse.user_id).toBe(ali.id);
    expect(fromAyse.messages).toEqual(fromAli.messages);
    expect(fromAli.messages.map((m) => m.sender_id)).toEqual([ali.id, ayse.id, ali.id]);
  });

  it('a third user only ever sees their own conversation with that id', async () => {
    const seen = await thread(deniz, ali.id);
    expect(seen.user_id).toBe(ali.id);
    expect(seen.messages).toEqual([]);
    const canSees = await thread(can, ali.id);
    expect(contents(canSees)).toEqual(['Ali, kitabını okudum.', 'Yeni bölüm ne zaman?']);
    expect(canSees.messages.every((m) => [m.sender_id, m.recipient_id].includes(can.id))).toBe(true);
  });

  it('answers 404 for an unknown user id and 401 for a visitor', async () => {
    expect((await call('GET', '/api/messages/999999', ali)).statusCode).toBe(404);
    expect((await call('GET', `/api/messages/${ayse.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/messages')).statusCode).toBe(401);
  });
});

describe('GET /api/messages/users/{username}', () => {
  it('finds a person by username', async () => {
    const res = await call('GET', `/api/messages/users/${ayse.username}`, ali);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: ayse.id, username: ayse.username, full_name: 'Ayşe Yılmaz', profile_image_url: null });
  });

  it('answers 404 with the spec’s text for an unknown name, 401 for a visitor', async () => {
    const res = await call('GET', '/api/messages/users/kimse_yok_burada', ali);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lütfen geçerli bir kullanıcı adı girin.');
    expect((await call('GET', `/api/messages/users/${ayse.username}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/messages/{userId}', () => {
  it('refuses a visitor and answers 404 when there is no conversation', async () => {
    expect((await call('DELETE', `/api/messages/${ayse.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/messages/${deniz.id}`, ali)).statusCode).toBe(404);
    expect(contents(await thread(ali, ayse.id))).toHaveLength(3);
  });

  it('a third user deleting cannot touch someone else’s conversation', async () => {
    // deniz has no conversation with ayse: nothing of ali↔ayse changes.
    expect((await call('DELETE', `/api/messages/${ayse.id}`, deniz)).statusCode).toBe(404);
    expect(contents(await thread(ali, ayse.id))).toHaveLength(3);
    expect(contents(await thread(ayse, ali.id))).toHaveLength(3);
  });

  it('hides the conversation for the deleter only; a later message brings it back with only the new one', async () => {
    t.clock.advance(1000);
    const res = await call('DELETE', `/api/messages/${ayse.id}`, ali);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.conversationDeleted });

    expect((await conversations(ali)).map((c) => c.user_id)).toEqual([can.id]);
    expect((await thread(ali, ayse.id)).messages).toEqual([]);
    // Ayşe keeps every message.
    expect(contents(await thread(ayse, ali.id))).toEqual(['Merhaba Ayşe!', 'Selam Ali, nasılsın?', 'İyiyim, sen?']);
    expect((await conversations(ayse)).map((c) => c.user_id)).toEqual([ali.id]);
    // Nothing was removed from storage.
    const stored = await t.database.db.select().from(messages).where(or(eq(messages.senderId, ayse.id), eq(messages.recipientId, ayse.id)));
    expect(stored).toHaveLength(3);

    await send(ayse, ali, 'Mesajlarımı sildin mi?');
    const list = await conversations(ali);
    expect(list.map((c) => c.user_id)).toEqual([ayse.id, can.id]);
    expect(contents(list[0]!)).toEqual(['Mesajlarımı sildin mi?']);
    expect(contents(await thread(ali, ayse.id))).toEqual(['Mesajlarımı sildin mi?']);
    expect(contents(await thread(ayse, ali.id))).toEqual(['Merhaba Ayşe!', 'Selam Ali, nasılsın?', 'İyiyim, sen?', 'Mesajlarımı sildin mi?']);
  });

  it('the deleter’s own reply after deleting shows up too', async () => {
    await send(ali, ayse, 'Evet, yeniden başlayalım.');
    expect(contents(await thread(ali, ayse.id))).toEqual(['Mesajlarımı sildin mi?', 'Evet, yeniden başlayalım.']);
  });

  it('a message sent in the same instant as the deletion still shows for the deleter', async () => {
    t.clock.advance(1000);
    expect((await call('DELETE', `/api/messages/${ali.id}`, can)).statusCode).toBe(200);
    const res = await call('POST', '/api/messages', ali, { recipient_username: can.username, content: 'Hâlâ orada mısın?' });
    expect(res.statusCode).toBe(201);
    expect(contents(await thread(can, ali.id))).toEqual(['Hâlâ orada mısın?']);
    expect((await conversations(can)).map((c) => c.user_id)).toEqual([ali.id]);
    expect(contents(await thread(ali, can.id))).toEqual(['Ali, kitabını okudum.', 'Yeni bölüm ne zaman?', 'Hâlâ orada mısın?']);
  });

  it('the other side deleting leaves the deleter’s earlier deletion and the first side’s view alone', async () => {
    t.clock.advance(1000);
    expect((await call('DELETE', `/api/messages/${ali.id}`, ayse)).statusCode).toBe(200);
    expect((await conversations(ayse)).map((c) => c.user_id)).toEqual([]);
    expect(contents(await thread(ali, ayse.id))).toEqual(['Mesajlarımı sildin mi?', 'Evet, yeniden başlayalım.']);
  });
});
