import { MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, chapters, comments } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

/** Issue 27 item 7: a reader's reply outlives the comment it answers, and that writer's account. */
const { t, author, viewer } = useTestApp({ author: {}, viewer: {} });
const { call, ok } = apiCalls(t);

interface Listed {
  comment_id: number;
  parent_comment_id: number | null;
  user_id: number | null;
  username: string | null;
  content: string;
  deleted?: true;
  replies_count?: number;
}

async function thread() {
  const book = await insertBook(t.database.db, author.id);
  const chapterId = book.chapterIds[0]!;
  const base = `/api/bookReader/books/${book.id}/chapters/${chapterId}/comments`;
  const parentWriter = await registerAndLogin(t.app);
  const parent = (await ok('POST', base, parentWriter, { content: 'Silinecek yorum' }, 201)) as { comment_id: number };
  const reply = (await ok('POST', base, viewer, { content: 'Kalması gereken yanıt', parentCommentId: parent.comment_id }, 201)) as { comment_id: number };
  const list = async () => (await ok('GET', `/api/bookReader/chapters/${chapterId}/comments`, viewer)) as unknown as Listed[];
  const counts = async () => {
    const [chapter] = await t.database.db.select({ n: chapters.comments }).from(chapters).where(eq(chapters.id, chapterId));
    const [b] = await t.database.db.select({ n: books.totalComments }).from(books).where(eq(books.id, book.id));
    return [chapter!.n, b!.n];
  };
  return { book, chapterId, base, parentWriter, parent, reply, list, counts };
}

function expectPlaceholderWithReply(listed: Listed[], parentId: number, replyId: number) {
  expect(listed).toEqual([
    expect.objectContaining({ comment_id: parentId, parent_comment_id: null, user_id: null, username: null, content: '', deleted: true, replies_count: 1 }),
    expect.objectContaining({ comment_id: replyId, parent_comment_id: parentId, user_id: viewer.id, content: 'Kalması gereken yanıt' }),
  ]);
  expect(JSON.stringify(listed)).not.toContain('Silinecek yorum');
}

describe('a reply outlives the comment it answers', () => {
  it('when the writer deletes the comment: a placeholder without text or author stays above the reply', async () => {
    const { parentWriter, parent, reply, list, counts, chapterId } = await thread();
    expect(await counts()).toEqual([2, 2]);
    await ok('DELETE', `/api/bookReader/comments/${parent.comment_id}`, parentWriter);
    expectPlaceholderWithReply(await list(), parent.comment_id, reply.comment_id);
    expect(await counts()).toEqual([1, 1]);
    // The stored row keeps nothing of what was said or who said it.
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, parent.comment_id));
    expect(row).toMatchObject({ userId: null, content: '', likesCount: 0 });
    expect(row!.deletedAt).not.toBeNull();
    // The replies page of the thread still opens; the placeholder is nothing to act on.
    const replies = (await ok('GET', `/api/bookReader/chapters/${chapterId}/comments?parent=${parent.comment_id}`, viewer)) as unknown as Listed[];
    expect(replies.map((r) => r.comment_id)).toEqual([reply.comment_id]);
    const like = await call('POST', `/api/bookReader/comments/${parent.comment_id}/like`, viewer);
    expect(like.statusCode).toBe(404);
    expect(like.json()).toMatchObject({ message: MSG.commentNotFound });
    expect((await call('DELETE', `/api/bookReader/comments/${parent.comment_id}`, parentWriter)).statusCode).toBe(404);
    expect((await call('POST', '/api/reports', viewer, { targetType: 'comment', targetId: parent.comment_id, reason: 'other', description: '' })).statusCode).toBe(404);
  });

  it('when the reply goes too, the placeholder goes with it', async () => {
    const { parentWriter, parent, reply, list, counts } = await thread();
    await ok('DELETE', `/api/bookReader/comments/${parent.comment_id}`, parentWriter);
    await ok('DELETE', `/api/bookReader/comments/${reply.comment_id}`, viewer);
    expect(await list()).toEqual([]);
    expect(await counts()).toEqual([0, 0]);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, parent.comment_id))).toEqual([]);
  });

  it('a comment nobody answered is deleted outright', async () => {
    const { base, list, counts, parent, reply } = await thread();
    const lone = (await ok('POST', base, author, { content: 'Tek başına' }, 201)) as { comment_id: number };
    await ok('DELETE', `/api/bookReader/comments/${lone.comment_id}`, author);
    expect((await list()).map((c) => c.comment_id)).toEqual([parent.comment_id, reply.comment_id]);
    expect(await counts()).toEqual([2, 2]);
  });

  it('when the writer deletes their account', async () => {
    const { parentWriter, parent, reply, list, counts } = await thread();
    await ok('DELETE', '/api/account', parentWriter, { password: parentWriter.password });
    // The account's comments are retired by its purge, in the background (issue 26 item 4).
    await t.app.jobs.runUntilIdle();
    expectPlaceholderWithReply(await list(), parent.comment_id, reply.comment_id);
    expect(await counts()).toEqual([1, 1]);
    expect(await t.database.db.select().from(comments).where(eq(comments.userId, parentWriter.id))).toEqual([]);
  });

  it('replying in a placeholder’s thread still works and notifies nobody for the deleted comment', async () => {
    const { base, parentWriter, parent, list } = await thread();
    await ok('DELETE', `/api/bookReader/comments/${parent.comment_id}`, parentWriter);
    const more = (await ok('POST', base, author, { content: 'Bir yanıt daha', parentCommentId: parent.comment_id }, 201)) as { parent_comment_id: number };
    expect(more.parent_comment_id).toBe(parent.comment_id);
    expect((await list()).filter((c) => c.parent_comment_id === parent.comment_id)).toHaveLength(2);
  });
});
