import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapters, comments, postComments, posts, users } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

/**
 * Issue 27 items 4, 5 and 6: a block hides both ways in every list, the blocked person
 * cannot act on the blocker's work (403 BLOCKED) though they may take back what they did
 * before, and a suspended account is not found by name nor reached by a message.
 */
const { t, blocker, blocked, bystander } = useTestApp({ blocker: {}, blocked: {}, bystander: {} });
let blockerBook: { id: number; chapterIds: number[] };
let blockedBook: { id: number; chapterIds: number[] };
let blockerPostId: number;
let blockedPostId: number;
let blockerCommentId: number;
let blockerPostCommentId: number;

type Json = Record<string, unknown>;
const { call, ok } = apiCalls(t, { newAddress: true });

beforeAll(async () => {
  blockerBook = await insertBook(t.database.db, blocker.id, { title: 'Yakamoz Fenerinin Bekçisi' });
  blockedBook = await insertBook(t.database.db, blocked.id, { title: 'Yakamoz Koyunun Sırrı' });
  blockerPostId = Number((await ok('POST', '/api/community/posts', blocker, { userId: blocker.id, content: 'Engelleyenin gönderisi' }, 201)).postId);
  blockedPostId = Number((await ok('POST', '/api/community/posts', blocked, { userId: blocked.id, content: 'Engellenenin gönderisi' }, 201)).postId);
  const bystanderBook = await insertBook(t.database.db, bystander.id);
  const c = await ok('POST', `/api/bookReader/books/${bystanderBook.id}/chapters/${bystanderBook.chapterIds[0]}/comments`, blocker, { content: 'Engelleyenin yorumu' }, 201);
  blockerCommentId = Number(c.comment_id);
  blockerPostCommentId = Number((await ok('POST', `/api/community/posts/${blockerPostId}/comments`, blocker, { userId: blocker.id, content: 'Kendi gönderime yorum' }, 201)).commentId);
  // A like from before the block, to be taken back afterwards.
  await ok('POST', `/api/bookReader/chapters/${blockerBook.chapterIds[1]}/like`, blocked);
});

async function sees(viewer: RegisteredUser, owner: RegisteredUser, postId: number, bookId: number) {
  const feed = (await ok('GET', '/api/discover/posts?limit=50', viewer)) as unknown as { post_id?: number; postId?: number; id?: number }[];
  const feedIds = feed.map((p) => p.post_id ?? p.postId ?? p.id);
  const suggest = (await ok('GET', `/api/search/suggest?q=${encodeURIComponent('yakamoz')}`, viewer)).suggestions as Json[];
  const lookup = await call('GET', `/api/messages/users/${owner.username}`, viewer);
  return {
    discoverPost: feedIds.includes(postId),
    suggestStory: suggest.some((s) => s.type === 'story' && s.book_id === bookId),
    lookup: lookup.statusCode,
  };
}

describe('a block hides both ways in lists (item 4)', () => {
  it('before the block each sees the other', async () => {
    expect(await sees(blocked, blocker, blockerPostId, blockerBook.id)).toEqual({ discoverPost: true, suggestStory: true, lookup: 200 });
    expect(await sees(blocker, blocked, blockedPostId, blockedBook.id)).toEqual({ discoverPost: true, suggestStory: true, lookup: 200 });
  });

  it('after it, the blocked person no longer finds the blocker in discover posts, type-ahead or the messages lookup, nor the blocker them in lists', async () => {
    await ok('POST', `/api/blocks/${blocked.id}`, blocker, undefined, 201);
    const lookup = await call('GET', `/api/messages/users/${blocker.username}`, blocked);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    expect(await sees(blocked, blocker, blockerPostId, blockerBook.id)).toMatchObject({ discoverPost: false, suggestStory: false });
    expect(await sees(blocker, blocked, blockedPostId, blockedBook.id)).toMatchObject({ discoverPost: false, suggestStory: false });
    // A bystander still sees both.
    expect(await sees(bystander, blocker, blockerPostId, blockerBook.id)).toEqual({ discoverPost: true, suggestStory: true, lookup: 200 });
    expect(await sees(bystander, blocked, blockedPostId, blockedBook.id)).toEqual({ discoverPost: true, suggestStory: true, lookup: 200 });
  });
});

describe('the blocked person cannot act on the blocker’s work (item 5)', () => {
  const counters = async () => {
    const [chapter] = await t.database.db.select({ n: chapters.likes }).from(chapters).where(eq(chapters.id, blockerBook.chapterIds[0]!));
    const [book] = await t.database.db.select({ n: books.totalLikes }).from(books).where(eq(books.id, blockerBook.id));
    const [comment] = await t.database.db.select({ n: comments.likesCount }).from(comments).where(eq(comments.id, blockerCommentId));
    const [post] = await t.database.db.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, blockerPostId));
    const [pc] = await t.database.db.select({ n: postComments.likesCount }).from(postComments).where(eq(postComments.id, blockerPostCommentId));
    return [chapter!.n, book!.n, comment!.n, post!.n, pc!.n];
  };

  it('likes of chapters, comments, posts and post comments, and a library entry, are 403 BLOCKED; nothing moves', async () => {
    const before = await counters();
    const attempts = [
      `/api/bookReader/chapters/${blockerBook.chapterIds[0]}/like`,
      `/api/bookReader/comments/${blockerCommentId}/like`,
      `/api/community/posts/${blockerPostId}/like`,
      `/api/discover/posts/${blockerPostId}/like`,
      `/api/community/comments/${blockerPostCommentId}/like`,
      `/api/books/${blockerBook.id}/toggle-library`,
    ];
    for (const url of attempts) {
      const res = await call('POST', url, blocked);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.BLOCKED });
    }
    expect(await counters()).toEqual(before);
    const library = (await ok('GET', '/api/library/reading-list', blocked)) as unknown;
    expect(JSON.stringify(library)).not.toContain(`"book_id":${blockerBook.id},`);
    // The blocker is refused as well, on the blocked person's post.
    const back = await call('POST', `/api/community/posts/${blockedPostId}/like`, blocker);
    expect(back.statusCode).toBe(403);
  });

  it('a like given before the block can still be taken back', async () => {
    const res = await ok('POST', `/api/bookReader/chapters/${blockerBook.chapterIds[1]}/like`, blocked);
    expect(res).toMatchObject({ isLiked: false });
  });
});

describe('a suspended account is not found nor messaged (item 6)', () => {
  it('messages lookup 404 and POST /api/messages refused, while the suspension holds', async () => {
    const person = await registerAndLogin(t.app);
    expect((await call('GET', `/api/messages/users/${person.username}`, bystander)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date(t.clock()) }).where(eq(users.id, person.id));
    const lookup = await call('GET', `/api/messages/users/${person.username}`, bystander);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toEqual({ message: MSG.validUsernameRequired, code: ERROR_CODES.NOT_FOUND });
    const send = await call('POST', '/api/messages', bystander, { recipient_username: person.username, content: 'Merhaba' });
    expect(send.statusCode).toBe(404);
    expect(send.json()).toEqual({ message: MSG.validUsernameRequired, code: ERROR_CODES.NOT_FOUND });
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, person.id));
    expect((await call('POST', '/api/messages', bystander, { recipient_username: person.username, content: 'Merhaba' })).statusCode).toBe(201);
  });
});
