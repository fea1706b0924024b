import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';
import { connectLive } from '../../../test/ws-client';
import { CLOSE_UNAUTHORIZED } from './ws.routes';

let t: TestApp;
let base: string;
let author: RegisteredUser;
let reader: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await registerAndLogin(t.app);
  reader = await registerAndLogin(t.app);
});
afterAll(async () => t.close());

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
