import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapters } from '../../db/schema';
import { paragraphIdsOf } from '../../lib/paragraph-ids';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { connectLive, type LiveClient } from '../../../test/ws-client';

/** Live arrival of paragraph comments to the readers who have the chapter open (docs/PRODUCT.md#paragraph-comments). */
const { t } = useTestApp();
let base: string;
let author: RegisteredUser;
let reader: RegisteredUser;
let commenter: RegisteredUser;
let stranger: RegisteredUser;
let draftId: number;
const story = { id: 0, chapters: [] as { id: number; pids: string[] }[] };

async function publishedChapter(bookId: number, chapterId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stories/chapters',
    headers: bearer(author.token),
    payload: { book_id: bookId, chapter_id: chapterId, title: 'Bölüm', content: '<p>Bir</p><p>İki</p>', is_published: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db.select({ content: chapters.content }).from(chapters).where(eq(chapters.id, chapterId));
  return { id: chapterId, pids: paragraphIdsOf(row!.content) };
}

async function commentOn(chapterId: number, body: object, user = commenter) {
  t.clock.advance(7000);
  const res = await t.app.inject({ method: 'POST', url: `/api/bookReader/books/${story.id}/chapters/${chapterId}/comments`, headers: bearer(user.token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { comment_id: number };
}

async function watch(live: LiveClient, chapterId: number | null) {
  const before = live.events.length;
  live.send(JSON.stringify({ type: 'watch', chapter_id: chapterId }));
  const answer = await live.next((e) => e.type === 'watching' && live.events.indexOf(e) >= before);
  return answer.data.chapter_id;
}

const arrivals = (live: LiveClient) => live.events.filter((e) => e.type === 'paragraph_comment').map((e) => e.data);

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await registerAndLogin(t.app);
  reader = await registerAndLogin(t.app);
  commenter = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app);
  const book = await insertBook(t.database.db, author.id, { title: 'Canlı Paragraflar' }, 2);
  story.id = book.id;
  for (const id of book.chapterIds) story.chapters.push(await publishedChapter(book.id, id));
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/stories/chapters',
    headers: bearer(author.token),
    payload: { book_id: book.id, chapter_id: null, title: 'Taslak', content: '<p>Henüz değil</p>', is_published: false },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  draftId = draft.json().chapter_id;
});

describe('watching a chapter over /ws', () => {
  it('brings a paragraph comment to the sockets watching its chapter, and to nobody else', async () => {
    const [first, second] = story.chapters;
    const onFirst = await connectLive(base, reader.token);
    const onSecond = await connectLive(base, author.token);
    const idle = await connectLive(base, reader.token);
    expect(await watch(onFirst, first!.id)).toBe(first!.id);
    expect(await watch(onSecond, second!.id)).toBe(second!.id);

    await commentOn(first!.id, { content: 'Genel bir yorum' });
    const onParagraph = await commentOn(first!.id, { content: 'Bu paragrafa bayıldım', paragraphId: first!.pids[1] });
    const arrived = await onFirst.next((e) => e.type === 'paragraph_comment');
    expect(arrived.data).toEqual({ chapter_id: first!.id, paragraph_id: first!.pids[1] });
    // A reply in the thread arrives too.
    await commentOn(first!.id, { content: 'Katılıyorum', parentCommentId: onParagraph.comment_id }, reader);
    await onFirst.next((e) => e.type === 'paragraph_comment' && onFirst.events.filter((x) => x.type === 'paragraph_comment').length === 2);

    // The other chapter's watcher hears of its own chapter only: once it does, nothing of the first came before.
    await commentOn(second!.id, { content: 'İkinci bölüm', paragraphId: second!.pids[0] });
    await onSecond.next((e) => e.type === 'paragraph_comment');
    expect(arrivals(onSecond)).toEqual([{ chapter_id: second!.id, paragraph_id: second!.pids[0] }]);
    expect(arrivals(onFirst)).toHaveLength(2);
    expect(arrivals(idle)).toEqual([]);

    // Watching nothing (the reader left the chapter) ends it.
    expect(await watch(onFirst, null)).toBeNull();
    await commentOn(first!.id, { content: 'Sonradan', paragraphId: first!.pids[0] });
    expect(await watch(onSecond, first!.id)).toBe(first!.id);
    await commentOn(first!.id, { content: 'Şimdi', paragraphId: first!.pids[0] });
    await onSecond.next((e) => e.type === 'paragraph_comment' && e.data.chapter_id === first!.id);
    expect(arrivals(onFirst)).toHaveLength(2);
    for (const live of [onFirst, onSecond, idle]) live.close();
  });

  it('refuses to watch a chapter the user may not read (a draft, a missing one) and ignores malformed frames', async () => {
    const [first] = story.chapters;
    const live = await connectLive(base, stranger.token);
    expect(await watch(live, draftId)).toBeNull();
    expect(await watch(live, 999_999)).toBeNull();
    for (const frame of ['{"type":"watch","chapter_id":"1"}', '{"type":"watch","chapter_id":-3}', '{"type":"watch"}', 'watch', '{"type":"auth","token":"x"}']) live.send(frame);
    await commentOn(first!.id, { content: 'Kimse izlemiyor', paragraphId: first!.pids[0] });
    // A later answer shows every earlier frame was handled; none of them made the socket watch.
    expect(await watch(live, null)).toBeNull();
    expect(arrivals(live)).toEqual([]);
    expect(live.events.filter((e) => e.type === 'watching')).toHaveLength(3);
    live.close();
  });
});
