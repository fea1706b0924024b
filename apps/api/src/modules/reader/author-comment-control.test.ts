import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapters, comments, moderationDecisions, notifications, users } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';
import { authorDeletionText } from './author-deletion-notice';

/** Issue 31: the story's author deletes comments on its chapters and closes or reopens comments. */
const { t, author, reader, stranger } = useTestApp({ author: {}, reader: {}, stranger: {} });
let book: { id: number; chapterIds: number[] };
let chapterId: number;
let base: string;

beforeAll(async () => {
  book = await insertBook(t.database.db, author.id);
  chapterId = book.chapterIds[0]!;
  base = `/api/bookReader/books/${book.id}/chapters/${chapterId}/comments`;
});

const { call, ok } = apiCalls(t);
const settings = (storyId: number, user: RegisteredUser | null, closed: unknown) => call('PUT', `/api/stories/${storyId}/comment-settings`, user, { closed });
const listIds = async (user: RegisteredUser) =>
  ((await ok('GET', `/api/bookReader/chapters/${chapterId}/comments`, user)) as unknown as { comment_id: number; deleted?: true }[]).filter((c) => !c.deleted).map((c) => c.comment_id);
// The author's deletion notice: a 'comment' notice without sender (author-deletion-notice.ts).
const noticesOf = (userId: number) => t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'comment'), isNull(notifications.senderId)));

describe('the author deletes comments on their own chapters', () => {
  it('deletes a reader’s comment, tells the writer, and records no moderation decision', async () => {
    const comment = (await ok('POST', base, reader, { content: 'Kaba bir yorum' }, 201)) as { comment_id: number };
    const before = await noticesOf(reader.id);
    expect(await ok('DELETE', `/api/bookReader/comments/${comment.comment_id}`, author)).toEqual({ message: 'Yorum silindi.' });

    expect(await listIds(reader)).not.toContain(comment.comment_id);
    // Deleted as its writer would: with no replies under it, nothing of it is left.
    expect(await t.database.db.select().from(comments).where(eq(comments.id, comment.comment_id))).toEqual([]);

    const notices = await noticesOf(reader.id);
    expect(notices).toHaveLength(before.length + 1);
    const [titles] = await t.database.db.select({ book: books.title, chapter: chapters.title }).from(chapters).innerJoin(books, eq(books.id, chapters.bookId)).where(eq(chapters.id, chapterId));
    expect(notices.at(-1)).toMatchObject({ senderId: null, bookId: book.id, chapterId, commentId: null, content: authorDeletionText(titles!.book, titles!.chapter) });
    // No strike: no decision on record, the account untouched.
    const [{ n } = { n: -1 }] = await t.database.db.select({ n: count() }).from(moderationDecisions);
    expect(n).toBe(0);
    const [writer] = await t.database.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, reader.id));
    expect(writer!.suspendedAt).toBeNull();
  });

  it('tells nobody when the writer deletes their own comment, nor when the author deletes their own', async () => {
    const mine = (await ok('POST', base, reader, { content: 'Kendi silerim' }, 201)) as { comment_id: number };
    const own = (await ok('POST', base, author, { content: 'Yazarın notu' }, 201)) as { comment_id: number };
    const before = (await noticesOf(reader.id)).length;
    await ok('DELETE', `/api/bookReader/comments/${mine.comment_id}`, reader);
    await ok('DELETE', `/api/bookReader/comments/${own.comment_id}`, author);
    expect(await noticesOf(reader.id)).toHaveLength(before);
    expect(await noticesOf(author.id)).toHaveLength(0);
  });

  it('refuses the author of another story, and anyone else', async () => {
    const otherAuthor = await registerAndLogin(t.app);
    await insertBook(t.database.db, otherAuthor.id);
    const comment = (await ok('POST', base, reader, { content: 'Kalmalı' }, 201)) as { comment_id: number };
    for (const who of [otherAuthor, stranger]) {
      const res = await call('DELETE', `/api/bookReader/comments/${comment.comment_id}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.commentDeleteForbidden, code: ERROR_CODES.FORBIDDEN });
    }
    expect(await listIds(reader)).toContain(comment.comment_id);
  });
});

describe('closing comments', () => {
  it('refuses the settings call to everyone but the author, as for a story that does not exist', async () => {
    for (const who of [stranger, reader]) {
      const res = await settings(book.id, who, true);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.storyNotFound, code: ERROR_CODES.NOT_FOUND });
    }
    expect((await settings(book.id, null, true)).statusCode).toBe(401);
    expect((await settings(book.id, author, 'evet')).statusCode).toBe(400);
    expect((await settings(2_000_000_000, author, true)).statusCode).toBe(404);
    const details = await ok('GET', `/api/story-details/${book.id}`, author);
    expect((details.storyDetails as { comments_closed: boolean }).comments_closed).toBe(false);
  });

  it('refuses new comments and replies from everyone while closed, keeps the old ones readable and likeable, and reopens', async () => {
    const kept = (await ok('POST', base, reader, { content: 'Kapanmadan önce' }, 201)) as { comment_id: number };
    expect(await ok('PUT', `/api/stories/${book.id}/comment-settings`, author, { closed: true })).toEqual({
      message: MSG.commentsClosedSaved,
      book_id: book.id,
      comments_closed: true,
    });
    const reading = await ok('GET', `/api/bookReader/books/${book.id}/${chapterId}`, reader);
    expect(reading.comments_closed).toBe(true);
    const details = await ok('GET', `/api/story-details/${book.id}`, author);
    expect((details.storyDetails as { comments_closed: boolean }).comments_closed).toBe(true);

    for (const [who, payload] of [
      [reader, { content: 'Yeni yorum' }],
      [stranger, { content: 'Yanıt', parentCommentId: kept.comment_id }],
      [author, { content: 'Yazarın yanıtı', parentCommentId: kept.comment_id }],
      [author, { content: 'Yazarın yorumu' }],
    ] as const) {
      const res = await call('POST', base, who, payload);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: MSG.commentsClosed, code: ERROR_CODES.COMMENTS_CLOSED });
    }
    expect(await listIds(stranger)).toContain(kept.comment_id);
    expect(await ok('POST', `/api/bookReader/comments/${kept.comment_id}/like`, stranger)).toEqual({ isLiked: true, likes: 1 });

    expect(await ok('PUT', `/api/stories/${book.id}/comment-settings`, author, { closed: false })).toEqual({
      message: MSG.commentsOpenedSaved,
      book_id: book.id,
      comments_closed: false,
    });
    expect((await ok('GET', `/api/bookReader/books/${book.id}/${chapterId}`, reader)).comments_closed).toBe(false);
    await ok('POST', base, reader, { content: 'Yeniden açıldı', parentCommentId: kept.comment_id }, 201);
  });

  it('closes one story only', async () => {
    const other = await insertBook(t.database.db, author.id);
    await ok('PUT', `/api/stories/${book.id}/comment-settings`, author, { closed: true });
    await ok('POST', `/api/bookReader/books/${other.id}/chapters/${other.chapterIds[0]}/comments`, reader, { content: 'Başka hikaye' }, 201);
    await ok('PUT', `/api/stories/${book.id}/comment-settings`, author, { closed: false });
  });
});
