import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { connectLive, openPending, type LiveClient } from '../../../test/ws-client';
import { CLOSE_CODES } from './close-codes';
import { DEFAULT_SOCKET_LIMITS } from './limits';
import { CLOSE_UNAUTHORIZED } from './ws.routes';

const { t } = useTestApp();
let base: string;
let author: RegisteredUser;
let reader: RegisteredUser;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await registerAndLogin(t.app);
  reader = await registerAndLogin(t.app);
});

describe('GET /ws', () => {
  it('delivers a follow, a new chapter, a like and a message to the recipient, and nothing to anyone else', async () => {
    const authorLive = await connectLive(base, author.token);
    const readerLive = await connectLive(base, reader.token);
    const readerSecondTab = await connectLive(base, reader.token);
    expect(authorLive.ready && readerLive.ready && readerSecondTab.ready).toBe(true);

    // The reader follows the author: the author hears of it.
    await t.app.inject({ method: 'POST', url: `/api/profile/follow/${author.id}`, headers: bearer(reader.token) });
    const follow = await authorLive.next((e) => e.type === 'notification' && e.data.type === 'follow');
    expect(follow.data).toMatchObject({ sender_id: reader.id, sender_username: reader.username, is_read: false });

    // The author publishes a chapter: the follower hears of it, on every open tab.
    const book = await insertBook(t.database.db, author.id, { title: 'Canlı Kitap' }, 0);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/stories/chapters',
      headers: bearer(author.token),
      payload: { book_id: book.id, chapter_id: null, title: 'İlk Bölüm', content: '<p>Merhaba</p>', is_published: true },
    });
    expect(saved.statusCode).toBe(200);
    const chapterId = saved.json().chapter_id;
    // The fan-out is a job of the durable pipeline; its notices are pushed as each batch commits.
    await t.app.jobs.runUntilIdle();
    const newChapter = await readerLive.next((e) => e.type === 'notification' && e.data.type === 'new-chapter');
    expect(newChapter.data).toMatchObject({ book_id: book.id, chapter_id: chapterId });
    await readerSecondTab.next((e) => e.type === 'notification' && e.data.type === 'new-chapter');

    // The reader likes it: the author hears of it.
    await t.app.inject({ method: 'POST', url: `/api/bookReader/chapters/${chapterId}/like`, headers: bearer(reader.token) });
    const like = await authorLive.next((e) => e.type === 'notification' && e.data.type === 'like');
    expect(like.data).toMatchObject({ chapter_id: chapterId, sender_id: reader.id });

    // A message reaches the recipient with the sender's details.
    await t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(reader.token), payload: { recipient_username: author.username, content: 'Selam!' } });
    const message = await authorLive.next((e) => e.type === 'new_message');
    expect(message.data).toMatchObject({ content: 'Selam!', sender_id: reader.id, recipient_id: author.id, username: reader.username });

    // Nobody is told about their own actions.
    expect(readerLive.events.filter((e) => e.type === 'notification' && e.data.sender_id === reader.id)).toEqual([]);
    expect(authorLive.events.filter((e) => e.type === 'notification' && e.data.type === 'new-chapter')).toEqual([]);
    for (const c of [authorLive, readerLive, readerSecondTab]) c.close();
  });

  it.each([
    ['a forged token', { type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }],
    ['a missing token', { type: 'auth' }],
    ['a wrong frame', { type: 'hello' }],
    ['garbage', 'not json'],
  ])('closes a socket with %s with 4401 and sends it nothing', async (_label, frame) => {
    const live = await connectLive(base, null, frame);
    expect(live.ready).toBe(false);
    expect(await live.closed).toBe(CLOSE_UNAUTHORIZED);
    expect(live.events).toEqual([]);
  });
});

function sendMessage(from: RegisteredUser, to: RegisteredUser, content: string) {
  return t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(from.token), payload: { recipient_username: to.username, content } });
}
const messagesIn = (live: LiveClient, content: string) => live.events.filter((e) => e.type === 'new_message' && e.data.content === content);

describe('GET /ws after a password change', () => {
  it('closes the sockets of the old session with 4401, keeps the new token\'s socket, and delivers nothing to the old ones', async () => {
    const owner = await registerAndLogin(t.app);
    const friend = await registerAndLogin(t.app);
    const oldTab = await connectLive(base, owner.token);
    const otherOldTab = await connectLive(base, owner.token);
    const friendLive = await connectLive(base, friend.token);
    expect(oldTab.ready && otherOldTab.ready && friendLive.ready).toBe(true);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/setting',
      headers: bearer(owner.token),
      payload: { username: owner.username, email: owner.email, full_name: '', bio: '', current_password: owner.password, password_hash: 'yeni-sifre-456' },
    });
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json().token as string;
    // The sockets are closed by the pipeline once the change committed (issue 26).
    await t.app.jobs.runUntilIdle();
    expect(await oldTab.closed).toBe(CLOSE_UNAUTHORIZED);
    expect(await otherOldTab.closed).toBe(CLOSE_UNAUTHORIZED);

    const newTab = await connectLive(base, newToken);
    expect(newTab.ready).toBe(true);
    expect((await sendMessage(friend, owner, 'Yeni oturuma selam')).statusCode).toBe(201);
    await newTab.next((e) => e.type === 'new_message' && e.data.content === 'Yeni oturuma selam');
    // The friend's session was not touched: their own tab still hears of the message.
    await friendLive.next((e) => e.type === 'new_message' && e.data.content === 'Yeni oturuma selam');
    expect(messagesIn(oldTab, 'Yeni oturuma selam')).toEqual([]);
    expect(messagesIn(otherOldTab, 'Yeni oturuma selam')).toEqual([]);
    // The old token cannot open a new socket either.
    const again = await connectLive(base, owner.token);
    expect(again.ready).toBe(false);
    expect(await again.closed).toBe(CLOSE_UNAUTHORIZED);
    newTab.close();
    friendLive.close();
  });
});

describe('GET /ws after a password reset', () => {
  it('closes every socket of the account with 4401', async () => {
    const owner = await registerAndLogin(t.app);
    const tab = await connectLive(base, owner.token);
    expect(tab.ready).toBe(true);
    const ask = await t.app.inject({ method: 'POST', url: '/api/reset-password/send-reset-email', headers: { 'x-forwarded-for': nextIp() }, payload: { email: owner.email } });
    expect(ask.statusCode).toBe(200);
    // The reset mail is written after the answer (same timing for every address).
    await t.app.ctx.background.idle();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')));
    const mail = mails.find((m) => m.includes(owner.email))!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(mail)![1];
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password/reset-password', headers: { 'x-forwarded-for': nextIp() }, payload: { token, newPassword: 'sifirlanan-sifre-1' } });
    expect(reset.statusCode).toBe(200);
    await t.app.jobs.runUntilIdle();
    expect(await tab.closed).toBe(CLOSE_UNAUTHORIZED);
  });
});

describe('GET /ws caps', () => {
  it(`keeps ${DEFAULT_SOCKET_LIMITS.perUser} sockets per user: one more closes the user's oldest with 4409`, async () => {
    expect(DEFAULT_SOCKET_LIMITS.perUser).toBe(20);
    const owner = await registerAndLogin(t.app);
    const friend = await registerAndLogin(t.app);
    const tabs: LiveClient[] = [];
    for (let i = 0; i < 20; i += 1) tabs.push(await connectLive(base, owner.token));
    expect(tabs.every((tab) => 'ready' in tab && tab.ready)).toBe(true);

    const newest = await connectLive(base, owner.token);
    expect(newest.ready).toBe(true);
    expect(await tabs[0]!.closed).toBe(CLOSE_CODES.replaced);

    expect((await sendMessage(friend, owner, 'Yirmi sekme')).statusCode).toBe(201);
    const open = [...tabs.slice(1), newest];
    await Promise.all(open.map((tab) => tab.next((e) => e.type === 'new_message' && e.data.content === 'Yirmi sekme')));
    expect(messagesIn(tabs[0]!, 'Yirmi sekme')).toEqual([]);
    for (const tab of open) tab.close();
  });

  it(`refuses unauthenticated sockets beyond ${DEFAULT_SOCKET_LIMITS.pendingPerAddress} from one address with 4429, and only from that address`, async () => {
    expect(DEFAULT_SOCKET_LIMITS.pendingPerAddress).toBe(50);
    const owner = await registerAndLogin(t.app);
    const school = { 'x-forwarded-for': nextIp() };
    const pending = [];
    for (let i = 0; i < 50; i += 1) pending.push(await openPending(base, school));
    const refused = await openPending(base, school);
    expect(await refused.closed).toBe(CLOSE_CODES.tooManyPending);

    // Another address is not affected.
    const elsewhere = await connectLive(base, owner.token, undefined, { 'x-forwarded-for': nextIp() });
    expect(elsewhere.ready).toBe(true);

    // A pending socket that authenticates frees its slot for the next one from the school.
    const last = pending[49]!.socket;
    const ready = new Promise((resolve) => last.once('message', (raw) => resolve(JSON.parse(String(raw)))));
    last.send(JSON.stringify({ type: 'auth', token: owner.token }));
    expect(await ready).toEqual({ type: 'ready' });
    const next = await connectLive(base, owner.token, undefined, school);
    expect(next.ready).toBe(true);

    for (const p of pending) p.socket.close();
    elsewhere.close();
    next.close();
  });

  it('closes a socket that keeps sending frames with 4413', async () => {
    const owner = await registerAndLogin(t.app);
    const live = await connectLive(base, owner.token);
    expect(live.ready).toBe(true);
    for (let i = 0; i < DEFAULT_SOCKET_LIMITS.framesPerWindow; i += 1) live.send('{"type":"noise"}');
    expect(await live.closed).toBe(CLOSE_CODES.flood);
  });

  it('closes a socket that sends more bytes than its budget with 4413, before authenticating too', async () => {
    const owner = await registerAndLogin(t.app);
    const big = JSON.stringify({ type: 'auth', token: owner.token, pad: 'x'.repeat(15 * 1024) });
    const live = await openPending(base);
    for (let i = 0; i < 3; i += 1) live.socket.send(big);
    expect(await live.closed).toBe(CLOSE_CODES.flood);
  });
});
