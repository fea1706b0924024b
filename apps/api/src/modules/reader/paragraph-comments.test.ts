import { ERROR_CODES, MSG, type ReaderComment } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema';
import { paragraphIdsOf } from '../../lib/paragraph-ids';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, explainWithIndexesPreferred } from '../../../test/queries';
import { rowsOf } from '../../db/raw-sql';

/** Issue 31: comments on one paragraph of a chapter, its stable ids and the counts beside it. */
const { t, author, reader, other } = useTestApp({ author: {}, reader: {}, other: {} });
let book: { id: number; chapterIds: number[] };
let chapterId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user: RegisteredUser | null, payload?: object) => {
  // Past the per-minute write limit: these tests write more comments than a minute allows.
  t.clock.advance(method === 'POST' ? 7000 : 1000);
  return t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
};
const ok = async <T = Record<string, unknown>>(method: Method, url: string, user: RegisteredUser, payload?: object, status = 200) => {
  const res = await call(method, url, user, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
};
/** Saves the text, then lets the pipeline move the comments of paragraphs it no longer has. */
const save = async (content: string, id = chapterId, bookId = book.id) => {
  const saved = await ok('POST', '/api/stories/chapters', author, { book_id: bookId, chapter_id: id, title: 'Bölüm', content, is_published: true });
  await t.app.jobs.runUntilIdle();
  return saved;
};
const storedText = async (id = chapterId) => (await t.database.db.select({ content: chapters.content }).from(chapters).where(eq(chapters.id, id)))[0]!.content;
const commentsUrl = (id = chapterId, bookId = book.id) => `/api/bookReader/books/${bookId}/chapters/${id}/comments`;
const comment = (user: RegisteredUser, body: object, id = chapterId, bookId = book.id) => ok<ReaderComment>('POST', commentsUrl(id, bookId), user, body, 201);
const list = (user: RegisteredUser, query = '', id = chapterId) => ok<ReaderComment[]>('GET', `/api/bookReader/chapters/${id}/comments${query}`, user);
const notificationsAbout = async (user: RegisteredUser, commentId: number) =>
  (await ok<{ comment_id: number | null; paragraph_id: string | null; type: string }[]>('GET', '/api/notifications', user)).filter((n) => n.comment_id === commentId);
const counts = async (user: RegisteredUser, id = chapterId) => (await ok<{ counts: Record<string, number> }>('GET', `/api/bookReader/chapters/${id}/paragraph-counts`, user)).counts;

beforeAll(async () => {
  book = await insertBook(t.database.db, author.id, {}, 3);
  chapterId = book.chapterIds[0]!;
  await save('<p>Bir</p><p>İki</p><p>Üç</p>');
});

describe('paragraph ids', () => {
  it('gives every paragraph an id, keeps them across edits, gives new paragraphs new ones and re-assigns duplicates', async () => {
    const first = await storedText();
    const [a, b, c] = paragraphIdsOf(first);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(first).toBe(`<p data-pid="${a}">Bir</p><p data-pid="${b}">İki</p><p data-pid="${c}">Üç</p>`);

    // An edit of the second paragraph, a new one without id, a split that copied the id, a forged attribute.
    await save(`<p data-pid="${a}">Bir</p><p data-pid="${b}">İki, değişti</p><p>Yeni</p><p data-pid="${c}">Üç</p><p data-pid="${c}" class="x" onclick="y">Üçün</p><p data-pid="kötü id">Dört</p>`);
    const second = await storedText();
    const ids = paragraphIdsOf(second);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect([ids[0], ids[1], ids[3]]).toEqual([a, b, c]);
    expect(second).not.toMatch(/class=|onclick|kötü/);
    expect(second).toContain('>Üçün</p>');
    // The ids are not words: the chapter's word count is the text's.
    const [row] = await t.database.db.select({ words: chapters.wordCount }).from(chapters).where(eq(chapters.id, chapterId));
    expect(row!.words).toBe(7);
    await save(first);
  });

  it('numbers the paragraphs of text written before ids (the migration) and counts its words the same way', async () => {
    const [row] = await rowsOf<{ numbered: string; before: number; after: number }>(
      t.database.db,
      sql`select html_number_paragraphs('<p>Bir iki</p><p>üç</p><hr><p>dört<br>beş</p>') as numbered,
        html_word_count('<p>Bir iki</p><p>üç</p>') as before, html_word_count('<p data-pid="p1">Bir iki</p><p data-pid="p2">üç</p>') as after`,
    );
    expect(row!.numbered).toBe('<p data-pid="p1">Bir iki</p><p data-pid="p2">üç</p><hr><p data-pid="p3">dört<br>beş</p>');
    expect([Number(row!.before), Number(row!.after)]).toEqual([3, 3]);
    const [empty] = await rowsOf<{ numbered: string }>(t.database.db, sql`select html_number_paragraphs('') as numbered`);
    expect(empty!.numbered).toBe('');
  });
});

describe('a paragraph’s thread', () => {
  it('takes comments on a paragraph of the text, refuses others in Turkish, and keeps them out of the general comments', async () => {
    const [a, b] = paragraphIdsOf(await storedText());
    const general = await comment(reader, { content: 'Genel bir yorum' });
    expect(general.paragraph_id).toBeUndefined();
    const onA = await comment(reader, { content: 'Bu paragraf çok güzel', paragraphId: a });
    expect(onA.paragraph_id).toBe(a);
    // A reply takes its thread's paragraph; another paragraph is refused.
    const reply = await comment(other, { content: 'Katılıyorum', parentCommentId: onA.comment_id });
    expect(reply.paragraph_id).toBe(a);
    const wrong = await call('POST', commentsUrl(), other, { content: 'Yanlış', parentCommentId: onA.comment_id, paragraphId: b });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.paragraphInvalid);

    for (const paragraphId of ['yok123', 'boşluklu id', 'x'.repeat(33), 12]) {
      const res = await call('POST', commentsUrl(), reader, { content: 'Olmayan paragraf', paragraphId });
      expect(res.statusCode, String(paragraphId)).toBe(400);
      expect(res.json().message).toBe(MSG.paragraphInvalid);
    }
    const badQuery = await call('GET', `/api/bookReader/chapters/${chapterId}/comments?paragraph=${encodeURIComponent('a b')}`, reader);
    expect(badQuery.statusCode).toBe(400);

    const generalList = await list(reader);
    expect(generalList.map((c) => c.comment_id)).toContain(general.comment_id);
    expect(generalList.map((c) => c.comment_id)).not.toContain(onA.comment_id);
    const thread = await list(reader, `?paragraph=${a}`);
    expect(thread.map((c) => c.comment_id)).toEqual([onA.comment_id, reply.comment_id]);
    expect(thread[0]).toMatchObject({ replies_count: 1, paragraph_id: a });
    expect(await list(reader, `?paragraph=${b}`)).toEqual([]);
    expect((await counts(reader))[a!]).toBe(2);
    expect((await counts(reader))[b!]).toBeUndefined();
  });

  it('pages a thread and its replies', async () => {
    const [, , c] = paragraphIdsOf(await storedText());
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await comment(reader, { content: `Yorum ${i}`, paragraphId: c })).comment_id);
    const first = await list(reader, `?paragraph=${c}&limit=2`);
    expect(first.map((x) => x.comment_id)).toEqual(ids.slice(0, 2));
    const next = await list(reader, `?paragraph=${c}&limit=2&after=${ids[1]}`);
    expect(next.map((x) => x.comment_id)).toEqual(ids.slice(2, 4));
    const replies: number[] = [];
    for (let i = 0; i < 3; i += 1) replies.push((await comment(other, { content: `Yanıt ${i}`, parentCommentId: ids[0] })).comment_id);
    const replyPage = await list(reader, `?parent=${ids[0]}&limit=2`);
    expect(replyPage.map((x) => x.comment_id)).toEqual(replies.slice(0, 2));
    expect(replyPage.every((x) => x.paragraph_id === c)).toBe(true);
    expect((await counts(reader))[c!]).toBe(8);
  });

  it('counts drop when the author deletes a paragraph comment, and the writer is told', async () => {
    const [, b] = paragraphIdsOf(await storedText());
    const mine = await comment(reader, { content: 'Kaba', paragraphId: b });
    expect((await counts(author))[b!]).toBe(1);
    await ok('DELETE', `/api/bookReader/comments/${mine.comment_id}`, author);
    expect((await counts(author))[b!]).toBeUndefined();
    expect(await list(reader, `?paragraph=${b}`)).toEqual([]);
  });

  it('moves the comments of a paragraph an edit removed to the general comments, marked, once the save has committed', async () => {
    const id = book.chapterIds[1]!;
    await save('<p>Kalan</p><p>Gidecek</p>', id);
    const [kept, gone] = paragraphIdsOf(await storedText(id));
    const onGone = await comment(reader, { content: 'Bu paragraf gidecek', paragraphId: gone }, id);
    const replyGone = await comment(other, { content: 'Yanıt', parentCommentId: onGone.comment_id }, id);
    const onKept = await comment(reader, { content: 'Bu kalacak', paragraphId: kept }, id);
    expect(await counts(reader, id)).toEqual({ [kept!]: 1, [gone!]: 2 });
    // The author's and the replied-to reader's notifications open the paragraph's thread.
    expect(await notificationsAbout(author, onGone.comment_id)).toEqual([expect.objectContaining({ type: 'comment', paragraph_id: gone })]);
    expect(await notificationsAbout(reader, replyGone.comment_id)).toEqual([expect.objectContaining({ type: 'comment', paragraph_id: gone })]);
    expect(await notificationsAbout(author, onKept.comment_id)).toEqual([expect.objectContaining({ paragraph_id: kept })]);

    await save(`<p data-pid="${kept}">Kalan, biraz değişti</p><p>Yepyeni</p>`, id);
    expect(await counts(reader, id)).toEqual({ [kept!]: 1 });
    const general = await list(reader, '', id);
    expect(general.map((c) => c.comment_id)).toEqual([onGone.comment_id, replyGone.comment_id]);
    expect(general[0]).toMatchObject({ paragraph_id: gone, paragraph_changed: true, replies_count: 1 });
    expect(general[1]).toMatchObject({ paragraph_changed: true });
    expect(await list(reader, `?paragraph=${gone}`, id)).toEqual([]);
    // Their notifications now lead to the general comments; the kept paragraph's still to its thread.
    expect(await notificationsAbout(author, onGone.comment_id)).toEqual([expect.objectContaining({ paragraph_id: null })]);
    expect(await notificationsAbout(reader, replyGone.comment_id)).toEqual([expect.objectContaining({ paragraph_id: null })]);
    expect(await notificationsAbout(author, onKept.comment_id)).toEqual([expect.objectContaining({ paragraph_id: kept })]);
    expect((await list(reader, `?paragraph=${kept}`, id)).map((c) => c.comment_id)).toEqual([onKept.comment_id]);
    // The paragraph is gone: a new comment on it is refused; a reply in the moved thread stays marked.
    const late = await call('POST', commentsUrl(id), reader, { content: 'Geç kaldım', paragraphId: gone });
    expect(late.statusCode).toBe(400);
    expect((await comment(other, { content: 'Yine de', parentCommentId: onGone.comment_id }, id)).paragraph_changed).toBe(true);
  });
});

describe('the rules of chapter comments apply to paragraph comments', () => {
  it('hides blocked writers both ways and refuses replies across a block', async () => {
    const id = book.chapterIds[2]!;
    await save('<p>Engel</p>', id);
    const [p] = paragraphIdsOf(await storedText(id));
    const byOther = await comment(other, { content: 'Engellenecek', paragraphId: p }, id);
    const byReader = await comment(reader, { content: 'Okurun', paragraphId: p }, id);
    await ok('POST', `/api/blocks/${other.id}`, reader, {}, 201);
    expect((await list(reader, `?paragraph=${p}`, id)).map((c) => c.comment_id)).toEqual([byReader.comment_id]);
    expect((await list(other, `?paragraph=${p}`, id)).map((c) => c.comment_id)).not.toContain(byReader.comment_id);
    const res = await call('POST', commentsUrl(id), other, { content: 'Yanıt', parentCommentId: byReader.comment_id });
    expect(res.statusCode).toBe(403);
    const back = await call('POST', commentsUrl(id), reader, { content: 'Yanıt', parentCommentId: byOther.comment_id });
    expect(back.statusCode).toBe(403);
    await ok('DELETE', `/api/blocks/${other.id}`, reader);
  });

  it('keeps readers under 18 out of a mature story’s paragraphs and counts', async () => {
    const teen = await registerAndLogin(t.app, { birthDate: '2012-01-01' });
    const mature = await insertBook(t.database.db, author.id, { isMatureContent: true });
    await save('<p>Karanlık</p>', mature.chapterIds[0], mature.id);
    const [p] = paragraphIdsOf(await storedText(mature.chapterIds[0]));
    expect((await call('GET', `/api/bookReader/chapters/${mature.chapterIds[0]}/paragraph-counts`, teen)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookReader/chapters/${mature.chapterIds[0]}/comments?paragraph=${p}`, teen)).statusCode).toBe(404);
    const res = await call('POST', commentsUrl(mature.chapterIds[0], mature.id), teen, { content: 'Merhaba', paragraphId: p });
    expect(res.statusCode).toBe(404);
  });

  it('refuses paragraph comments while the story’s comments are closed', async () => {
    const [p] = paragraphIdsOf(await storedText());
    await ok('PUT', `/api/stories/${book.id}/comment-settings`, author, { closed: true });
    const res = await call('POST', commentsUrl(), reader, { content: 'Kapalı', paragraphId: p });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.COMMENTS_CLOSED);
    await ok('PUT', `/api/stories/${book.id}/comment-settings`, author, { closed: false });
  });

  it.runIf(process.env.DATABASE_URL)('reads counts and threads through their indexes on PostgreSQL', async () => {
    const [a] = paragraphIdsOf(await storedText());
    const countQueries = await captureQueries(t.database, async () => {
      t.clock.advance(10 * 60_000); // past the cache's TTL
      await counts(reader);
    });
    const countSql = countQueries.find((q) => /group by/i.test(q.sql))!;
    expect(await explainWithIndexesPreferred(t.database, countSql)).toContain('comments_paragraph_counts_idx');
    const threadQueries = await captureQueries(t.database, () => list(reader, `?paragraph=${a}`));
    const top = threadQueries.find((q) => /"parent_comment_id" is null/.test(q.sql))!;
    expect(await explainWithIndexesPreferred(t.database, top)).toContain('comments_paragraph_top_idx');
  });
});
