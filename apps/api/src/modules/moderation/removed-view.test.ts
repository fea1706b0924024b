import { MODERATION_CODES } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { books, chapters, comments, postComments, posts } from '../../db/schema';
import { setUserRole } from './roles';

/**
 * docs/PRODUCT.md#trust-and-safety: the author of removed content keeps a read-only view marked "Kaldırıldı" with
 * the moderator's note, where they manage it (their stories, story details, the editor and
 * the preview, their own page, the chapter's comments); everyone else gets 404 and never
 * sees it in a list, and the note is given to the author alone. The removal notice links to
 * that view. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const { t, author, reader, moderator } = useTestApp({ author: {}, reader: {}, moderator: {} });

type Json = Record<string, unknown>;
type Removed = { at: string; note: string } | null | undefined;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: RegisteredUser | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(who ? bearer(who.token) : {}), 'x-forwarded-for': nextIp() } });

async function remove(targetType: string, targetId: number, note: string) {
  const res = await call('POST', '/api/moderation/decisions', moderator, { targetType, targetId, action: 'remove', note });
  expect(res.statusCode, res.body).toBe(200);
}

/** The author's newest moderation notice. */
async function lastModerationNotice(who: RegisteredUser) {
  const list = (await call('GET', '/api/notifications', who)).json() as Json[];
  return list.find((n) => n.type === 'moderation')!;
}

/** Every `removed` key anywhere in a JSON answer (others must never be given one). */
function removedKeys(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(removedKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'removed' && inner !== null ? [inner] : removedKeys(inner)));
  }
  return [];
}

beforeAll(async () => {
  await setUserRole(t.app.ctx.db, moderator.email, 'moderator');
}, 60_000);

describe('a removed story', () => {
  let book: { id: number; chapterIds: number[] };
  beforeAll(async () => {
    book = await insertBook(t.app.ctx.db, author.id, {}, 2);
    await remove('story', book.id, 'Telif hakkı ihlali');
  });

  it('stays on the author’s shelf and story details, marked with the note; others get 404', async () => {
    const mine = (await call('GET', '/api/my-story/my-stories?status=all', author)).json() as Json[];
    const card = mine.find((b) => b.book_id === book.id)!;
    expect(card.is_published).toBe(false);
    expect(card.removed).toMatchObject({ note: 'Telif hakkı ihlali', at: expect.any(String) });
    const published = (await call('GET', '/api/my-story/my-stories?status=published', author)).json();
    expect(Array.isArray(published) ? published.map((b: Json) => b.book_id) : []).not.toContain(book.id);

    const details = await call('GET', `/api/story-details/${book.id}`, author);
    expect(details.statusCode).toBe(200);
    expect(details.json().storyDetails.removed).toMatchObject({ note: 'Telif hakkı ihlali' });
    // The story's own removal is on the story, not copied onto each chapter.
    expect(details.json().chapters.map((c: Json) => c.removed)).toEqual([null, null]);

    for (const url of [`/api/story-details/${book.id}`, `/api/preview/books/${book.id}`, `/api/stories/chapters/${book.chapterIds[0]}`, `/api/books/${book.id}`]) {
      expect((await call('GET', url, reader)).statusCode, url).toBe(404);
    }
    expect((await call('GET', `/api/bookReader/books/${book.id}/${book.chapterIds[0]}`, reader)).statusCode).toBe(404);
  });

  it('opens read-only in the editor and the preview, and refuses every change with 403 REMOVED', async () => {
    const editor = (await call('GET', `/api/stories/chapters/${book.chapterIds[0]}`, author)).json();
    expect(editor.removed).toMatchObject({ note: 'Telif hakkı ihlali' });
    const preview = (await call('GET', `/api/preview/books/${book.id}`, author)).json();
    expect(preview.removed).toMatchObject({ note: 'Telif hakkı ihlali' });
    expect(preview.chapters).toHaveLength(2);

    const save = await call('POST', '/api/stories/chapters', author, { book_id: book.id, chapter_id: book.chapterIds[0], title: 'Yeni', content: '<p>Yeni metin</p>' });
    const create = await call('POST', '/api/stories/chapters', author, { book_id: book.id, title: 'Yeni', content: '<p>Yeni metin</p>' });
    const publish = await call('POST', `/api/preview/chapters/${book.chapterIds[0]}/publish`, author, { book_id: book.id });
    for (const res of [save, create, publish]) expect([res.statusCode, res.json().code]).toEqual([403, MODERATION_CODES.REMOVED]);
  });

  it('notifies the author with a link to the story', async () => {
    const notice = await lastModerationNotice(author);
    expect(notice).toMatchObject({ book_id: book.id, chapter_id: null, comment_id: null, post_id: null, sender_id: null });
    expect(notice.content).toContain('Telif hakkı ihlali');
  });
});

describe('a removed chapter', () => {
  let book: { id: number; chapterIds: number[] };
  beforeAll(async () => {
    book = await insertBook(t.app.ctx.db, author.id, {}, 2);
    await t.app.ctx.db.update(chapters).set({ views: 5, likes: 2 }).where(eq(chapters.id, book.chapterIds[1]!));
    await t.app.ctx.db.update(books).set({ totalViews: 9, totalLikes: 3 }).where(eq(books.id, book.id));
    await remove('chapter', book.chapterIds[1]!, 'Şiddet içeriyor');
  });

  it('is marked in story details, the preview and the editor for the author; readers get 404', async () => {
    const details = (await call('GET', `/api/story-details/${book.id}`, author)).json();
    expect(details.storyDetails.removed).toBeNull();
    const [first, second] = details.chapters as Json[];
    expect(first!.removed).toBeNull();
    expect(second).toMatchObject({ chapter_id: book.chapterIds[1], is_published: false, removed: { note: 'Şiddet içeriyor' } });

    const preview = (await call('GET', `/api/preview/books/${book.id}`, author)).json();
    expect(preview.removed).toBeNull();
    expect((preview.chapters as Json[]).map((c) => (c.removed as Removed)?.note ?? null)).toEqual([null, 'Şiddet içeriyor']);

    const editor = (await call('GET', `/api/stories/chapters/${book.chapterIds[1]}`, author)).json();
    expect(editor).toMatchObject({ content: '<p>Metin 2</p>', removed: { note: 'Şiddet içeriyor' }, draft: null });
    expect((await call('GET', `/api/stories/chapters/${book.chapterIds[0]}`, author)).json().removed).toBeNull();

    expect((await call('GET', `/api/bookReader/books/${book.id}/${book.chapterIds[1]}`, reader)).statusCode).toBe(404);
    const readable = (await call('GET', `/api/bookReader/books/${book.id}/${book.chapterIds[0]}`, reader)).json();
    expect((readable.chapters as Json[]).map((c) => c.chapter_id)).toEqual([book.chapterIds[0]]);
  });

  it('links the notice to the chapter, and deleting it does not lower the totals a second time', async () => {
    expect(await lastModerationNotice(author)).toMatchObject({ book_id: book.id, chapter_id: book.chapterIds[1], comment_id: null });
    const [before] = await t.app.ctx.db.select({ views: books.totalViews, likes: books.totalLikes }).from(books).where(eq(books.id, book.id));
    expect(before).toEqual({ views: 4, likes: 1 });
    expect((await call('DELETE', `/api/story-details/chapters/${book.chapterIds[1]}`, author)).statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select({ views: books.totalViews, likes: books.totalLikes }).from(books).where(eq(books.id, book.id));
    expect(after).toEqual(before);
  });
});

describe('a removed chapter comment', () => {
  let book: { id: number; chapterIds: number[] };
  let commentId: number;
  let replyId: number;
  beforeAll(async () => {
    book = await insertBook(t.app.ctx.db, moderator.id, {}, 1);
    const comment = await call('POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, author, { content: 'Kaba bir yorum' });
    commentId = comment.json().comment_id;
    const reply = await call('POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, reader, { content: 'Bir yanıt', parentCommentId: commentId });
    replyId = reply.json().comment_id;
    // Another comment that stays, so the counts have something left to lower by mistake.
    await call('POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, reader, { content: 'Kalan yorum' });
    // Decided by someone else than the story's author (a moderator decides nothing about their own).
    const admin = await registerAndLogin(t.app);
    await setUserRole(t.app.ctx.db, admin.email, 'admin');
    const res = await call('POST', '/api/moderation/decisions', admin, { targetType: 'comment', targetId: commentId, action: 'remove', note: 'Hakaret' });
    expect(res.statusCode).toBe(200);
  });

  it('stays in the chapter’s comments for its author alone, marked with the note', async () => {
    const own = (await call('GET', `/api/bookReader/chapters/${book.chapterIds[0]}/comments`, author)).json() as Json[];
    expect(own.find((c) => c.comment_id === commentId)).toMatchObject({ content: 'Kaba bir yorum', removed: { note: 'Hakaret' } });
    const others = await call('GET', `/api/bookReader/chapters/${book.chapterIds[0]}/comments`, reader);
    expect((others.json() as Json[]).map((c) => c.content)).toEqual(['Kalan yorum']);
    expect(removedKeys(others.json())).toEqual([]);
    expect((await call('GET', `/api/bookReader/chapters/${book.chapterIds[0]}/comments?parent=${commentId}`, reader)).statusCode).toBe(404);
  });

  it('cannot be liked or replied to, even by its author; the notice opens the chapter at it', async () => {
    expect((await call('POST', `/api/bookReader/comments/${commentId}/like`, author)).statusCode).toBe(404);
    const reply = await call('POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, author, { content: 'yine', parentCommentId: commentId });
    expect(reply.statusCode).toBe(404);
    expect(await lastModerationNotice(author)).toMatchObject({ book_id: book.id, chapter_id: book.chapterIds[0], comment_id: commentId });
  });

  it('deleting it leaves the counts as the removal left them', async () => {
    const counts = async () =>
      (await t.app.ctx.db.select({ chapter: chapters.comments, book: books.totalComments }).from(chapters).innerJoin(books, eq(books.id, chapters.bookId)).where(eq(chapters.id, book.chapterIds[0]!)))[0];
    expect(await counts()).toEqual({ chapter: 1, book: 1 });
    expect((await call('DELETE', `/api/bookReader/comments/${commentId}`, author)).statusCode).toBe(200);
    expect(await counts()).toEqual({ chapter: 1, book: 1 });
    // Its replies went with it.
    expect(await t.app.ctx.db.select().from(comments).where(eq(comments.id, replyId))).toEqual([]);
  });
});

describe('a removed post and post comment', () => {
  let postId: number;
  let otherPostId: number;
  let postCommentId: number;
  beforeAll(async () => {
    postId = (await call('POST', '/api/community/posts', author, { content: 'Kaldırılacak gönderi' })).json().postId;
    otherPostId = (await call('POST', '/api/community/posts', reader, { content: 'Okurun gönderisi' })).json().postId;
    postCommentId = (await call('POST', `/api/community/posts/${otherPostId}/comments`, author, { content: 'Kaldırılacak yorum' })).json().commentId;
    await call('POST', `/api/community/posts/${otherPostId}/comments`, reader, { content: 'Kalan yorum' });
    await remove('post', postId, 'Taciz');
    await remove('post_comment', postCommentId, 'Spam');
  });

  it('keeps the post on the author’s own page, marked; nobody else sees it anywhere', async () => {
    const own = (await call('GET', `/api/community/user/${author.id}/posts`, author)).json() as Json[];
    expect(own.find((p) => p.post_id === postId)).toMatchObject({ content: 'Kaldırılacak gönderi', removed: { note: 'Taciz' } });
    const seenByReader = await call('GET', `/api/community/user/${author.id}/posts`, reader);
    expect((seenByReader.json() as Json[]).map((p) => p.post_id)).not.toContain(postId);
    // The shared feed never lists it, not even to its author.
    for (const who of [author, reader]) {
      const feed = (await call('GET', '/api/discover/posts', who)).json() as Json[];
      expect(feed.map((p) => p.post_id)).not.toContain(postId);
      expect(removedKeys(feed)).toEqual([]);
    }
    expect((await call('POST', `/api/community/posts/${postId}/like`, author)).statusCode).toBe(404);
    expect((await call('POST', `/api/community/posts/${postId}/comments`, reader, { content: 'merhaba' })).statusCode).toBe(404);
    expect(await lastModerationNotice(author)).toMatchObject({ type: 'moderation', content: expect.stringContaining('Spam') });
  });

  it('keeps the post comment in its author’s view of the thread alone; deleting it does not lower the count twice', async () => {
    const own = (await call('GET', `/api/community/posts/${otherPostId}/comments`, author)).json() as Json[];
    expect(own.find((c) => c.comment_id === postCommentId)).toMatchObject({ removed: { note: 'Spam' } });
    const theirs = (await call('GET', `/api/community/posts/${otherPostId}/comments`, reader)).json() as Json[];
    expect(theirs.map((c) => c.comment_id)).not.toContain(postCommentId);
    const count = async () => (await t.app.ctx.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, otherPostId)))[0]!.n;
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/api/community/comments/${postCommentId}`, author)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect(await t.app.ctx.db.select().from(postComments).where(eq(postComments.id, postCommentId))).toEqual([]);
  });

  it('links the post’s notice to it, and its author may still delete it', async () => {
    const list = (await call('GET', '/api/notifications', author)).json() as Json[];
    expect(list.find((n) => n.type === 'moderation' && n.post_id === postId)).toMatchObject({ content: expect.stringContaining('Taciz') });
    expect((await call('DELETE', `/api/community/posts/${postId}`, reader)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/community/posts/${postId}`, author)).statusCode).toBe(200);
    const after = (await call('GET', '/api/notifications', author)).json() as Json[];
    // The notice (and its note) stays; only its link goes with the post.
    expect(after.filter((n) => n.type === 'moderation' && n.content === list.find((x) => x.post_id === postId)!.content)).toHaveLength(1);
    expect(after.some((n) => n.post_id === postId)).toBe(false);
  });
});
