import { MSG, REPORT_REASON_KEYS, REPORT_REASONS } from '@okuryazar/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { follows, postComments, posts, reports } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, owner, other, teen, writer } = useTestApp({ owner: {}, other: {}, teen: { birthDate: '2012-01-01' }, writer: {} });

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, user?: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

type Post = { post_id: number; user_id: number; username: string; content: string; created_at: string; likes_count: number; is_liked: boolean; comments_count: number };
type Comment = { comment_id: number; user_id: number; username: string; content: string; likes_count: number; is_liked: boolean };

async function createPost(user: RegisteredUser, content: string): Promise<number> {
  t.clock.advance(1000);
  const res = await call('POST', '/api/community/posts', user, { userId: user.id, content });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { postId: number }).postId;
}
/** Inserts a post straight into the database (for lists that need many), one second after the last. */
async function insertPost(user: RegisteredUser, content: string): Promise<number> {
  t.clock.advance(1000);
  const [row] = await t.database.db.insert(posts).values({ userId: user.id, content, createdAt: new Date(t.clock()) }).returning({ id: posts.id });
  return row!.id;
}
async function addComment(user: RegisteredUser, postId: number, content: string, prefix = '/api/community'): Promise<number> {
  t.clock.advance(1000);
  const res = await call('POST', `${prefix}/posts/${postId}/comments`, user, { userId: user.id, postId, content });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { commentId: number }).commentId;
}
async function userPosts(of: RegisteredUser, viewer: RegisteredUser, before?: number): Promise<Post[]> {
  const res = await call('GET', `/api/community/user/${of.id}/posts${before ? `?before=${before}` : ''}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Post[];
}
async function listComments(postId: number, viewer: RegisteredUser, prefix = '/api/community'): Promise<Comment[]> {
  const res = await call('GET', `${prefix}/posts/${postId}/comments`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment[];
}
async function postRow(id: number) {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
  return row;
}
async function commentRow(id: number) {
  const [row] = await t.database.db.select().from(postComments).where(eq(postComments.id, id));
  return row;
}

describe('community posts', () => {
  it('creates a post on the caller’s own page (201 {postId})', async () => {
    const res = await call('POST', '/api/community/posts', owner, { userId: owner.id, content: '  İlk gönderim!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { postId, post } = res.json() as { postId: number; post: Post };
    expect(postId).toEqual(expect.any(Number));
    expect(post).toMatchObject({ post_id: postId, user_id: owner.id, username: owner.username, content: 'İlk gönderim!', likes_count: 0, comments_count: 0, is_liked: false });
    expect((await postRow(postId))!.userId).toBe(owner.id);
    // Without userId the token decides too.
    const bare = await call('POST', '/api/community/posts', other, { content: 'Merhaba topluluk' });
    expect(bare.statusCode).toBe(201);
    expect((await postRow(bare.json().postId))!.userId).toBe(other.id);
  });

  it('refuses a body userId that is not the token’s user (403), empty content (400) and a visitor (401); nothing is stored', async () => {
    const before = (await t.database.db.select().from(posts)).length;
    const forged = await call('POST', '/api/community/posts', other, { userId: owner.id, content: 'Başkasının sayfası' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(MSG.notYourAccount);
    for (const content of ['', '    ']) expect((await call('POST', '/api/community/posts', owner, { userId: owner.id, content })).statusCode).toBe(400);
    expect((await call('POST', '/api/community/posts', owner, { userId: owner.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/community/posts', undefined, { userId: owner.id, content: 'Ziyaretçi' })).statusCode).toBe(401);
    expect((await t.database.db.select().from(posts)).length).toBe(before);
  });

  it('lists a user’s posts 20 per page, newest first', async () => {
    const created: number[] = [];
    for (let i = 1; i <= 21; i += 1) created.push(await insertPost(writer, `Gönderi ${i}`));
    created.push(await createPost(writer, 'Gönderi 22'));
    const page1 = await userPosts(writer, other);
    const page2 = await userPosts(writer, other, page1.at(-1)!.post_id);
    expect(page1).toHaveLength(20);
    expect(page1.map((p) => p.post_id)).toEqual(created.slice().reverse().slice(0, 20));
    expect(page2.map((p) => p.post_id)).toEqual([created[1], created[0]]);
    expect(page1.every((p) => p.user_id === writer.id && p.username === writer.username)).toBe(true);
    expect(await userPosts(writer, other, page2.at(-1)!.post_id)).toEqual([]);
    expect((await call('GET', `/api/community/user/999999/posts`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/community/user/${writer.id}/posts`)).statusCode).toBe(401);
  });
});

describe('community comments', () => {
  let postId: number;
  beforeAll(async () => {
    postId = await createPost(owner, 'Yorumlara açık gönderi');
  });

  it('adds comments (201 {commentId}) and lists them oldest first', async () => {
    const first = await addComment(other, postId, 'Güzel fikir');
    const second = await addComment(owner, postId, 'Teşekkürler');
    const list = await listComments(postId, owner);
    expect(list.map((c) => c.comment_id)).toEqual([first, second]);
    expect(list[0]).toMatchObject({ user_id: other.id, username: other.username, content: 'Güzel fikir', likes_count: 0, is_liked: false });
    expect((await postRow(postId))!.commentsCount).toBe(2);
    expect((await userPosts(owner, other)).find((p) => p.post_id === postId)!.comments_count).toBe(2);
  });

  it('refuses a mismatching userId (403), a mismatching postId (400), empty content (400), a missing post (404), a visitor (401)', async () => {
    const url = `/api/community/posts/${postId}/comments`;
    expect((await call('POST', url, other, { userId: owner.id, postId, content: 'Sahte' })).statusCode).toBe(403);
    expect((await call('POST', url, other, { userId: other.id, postId: postId + 1000, content: 'Yanlış gönderi' })).statusCode).toBe(400);
    expect((await call('POST', url, other, { userId: other.id, postId, content: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/community/posts/999999/comments', other, { userId: other.id, postId: 999999, content: 'Yok' })).statusCode).toBe(404);
    expect((await call('POST', url, undefined, { userId: other.id, postId, content: 'Ziyaretçi' })).statusCode).toBe(401);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', '/api/community/posts/999999/comments', other)).statusCode).toBe(404);
    expect(await listComments(postId, owner)).toHaveLength(2);
    expect((await postRow(postId))!.commentsCount).toBe(2);
  });
});

describe('likes', () => {
  let postId: number;
  let commentId: number;
  beforeAll(async () => {
    postId = await createPost(owner, 'Beğenilecek gönderi');
    commentId = await addComment(other, postId, 'Beğenilecek yorum');
  });

  it('toggles a post like per viewer with the right count and is_liked', async () => {
    const url = `/api/community/posts/${postId}/like`;
    expect((await call('POST', url, other, { userId: other.id })).json()).toEqual({ isLiked: true, likes_count: 1 });
    // docs/PRODUCT.md#api sends no body for a community post like.
    expect((await call('POST', url, owner)).json()).toEqual({ isLiked: true, likes_count: 2 });
    expect((await userPosts(owner, other)).find((p) => p.post_id === postId)).toMatchObject({ is_liked: true, likes_count: 2 });
    expect((await userPosts(owner, teen)).find((p) => p.post_id === postId)).toMatchObject({ is_liked: false, likes_count: 2 });
    expect((await call('POST', url, other, { userId: other.id })).json()).toEqual({ isLiked: false, likes_count: 1 });
    expect((await userPosts(owner, other)).find((p) => p.post_id === postId)!.is_liked).toBe(false);
  });

  it('toggles a comment like per viewer with the right count and is_liked', async () => {
    const url = `/api/community/comments/${commentId}/like`;
    expect((await call('POST', url, owner, { userId: owner.id })).json()).toEqual({ isLiked: true, likes_count: 1 });
    expect((await listComments(postId, owner))[0]).toMatchObject({ is_liked: true, likes_count: 1 });
    expect((await listComments(postId, teen))[0]).toMatchObject({ is_liked: false, likes_count: 1 });
    expect((await call('POST', url, owner, { userId: owner.id })).json()).toEqual({ isLiked: false, likes_count: 0 });
  });

  it('never lets a count go below 0', async () => {
    const url = `/api/community/posts/${postId}/like`;
    expect((await call('POST', url, teen)).json()).toEqual({ isLiked: true, likes_count: 2 });
    await t.database.db.update(posts).set({ likesCount: 0 }).where(eq(posts.id, postId));
    expect((await call('POST', url, teen)).json()).toEqual({ isLiked: false, likes_count: 0 });
    expect((await postRow(postId))!.likesCount).toBe(0);

    const curl = `/api/community/comments/${commentId}/like`;
    expect((await call('POST', curl, teen)).json()).toEqual({ isLiked: true, likes_count: 1 });
    await t.database.db.update(postComments).set({ likesCount: 0 }).where(eq(postComments.id, commentId));
    expect((await call('POST', curl, teen)).json()).toEqual({ isLiked: false, likes_count: 0 });
    expect((await commentRow(commentId))!.likesCount).toBe(0);
  });

  it('refuses a mismatching body userId (403), a visitor (401) and a missing target (404) without changing counts', async () => {
    const before = (await postRow(postId))!.likesCount;
    for (const prefix of ['/api/community', '/api/discover']) {
      expect((await call('POST', `${prefix}/posts/${postId}/like`, other, { userId: owner.id })).statusCode).toBe(403);
      expect((await call('POST', `${prefix}/comments/${commentId}/like`, other, { userId: owner.id })).statusCode).toBe(403);
      expect((await call('POST', `${prefix}/posts/${postId}/like`, undefined, {})).statusCode).toBe(401);
      expect((await call('POST', `${prefix}/comments/${commentId}/like`, undefined, {})).statusCode).toBe(401);
      expect((await call('POST', `${prefix}/posts/999999/like`, other, {})).statusCode).toBe(404);
      expect((await call('POST', `${prefix}/comments/999999/like`, other, {})).statusCode).toBe(404);
    }
    expect((await postRow(postId))!.likesCount).toBe(before);
    expect((await commentRow(commentId))!.likesCount).toBe(0);
  });

  it('the /discover like calls toggle the same likes', async () => {
    expect((await call('POST', `/api/discover/posts/${postId}/like`, other, { userId: other.id })).json()).toEqual({ isLiked: true, likes_count: 1 });
    expect((await call('POST', `/api/community/posts/${postId}/like`, other, { userId: other.id })).json()).toEqual({ isLiked: false, likes_count: 0 });
    expect((await call('POST', `/api/discover/comments/${commentId}/like`, other, { userId: other.id })).json()).toEqual({ isLiked: true, likes_count: 1 });
  });
});

describe('deleting', () => {
  // The earlier tests wrote many posts, comments and likes within a minute of test time.
  beforeEach(() => t.clock.advance(60_000));
  for (const prefix of ['/api/community', '/api/discover']) {
    it(`${prefix}: only the author deletes a post; its comments go with it`, async () => {
      const postId = await createPost(owner, `Silinecek gönderi ${prefix}`);
      const c1 = await addComment(other, postId, 'Yorum 1', prefix);
      const c2 = await addComment(owner, postId, 'Yorum 2', prefix);
      await call('POST', `${prefix}/comments/${c1}/like`, owner, {});

      const forbidden = await call('DELETE', `${prefix}/posts/${postId}`, other);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(MSG.postDeleteForbidden);
      expect((await call('DELETE', `${prefix}/posts/${postId}`)).statusCode).toBe(401);
      expect(await postRow(postId)).toBeDefined();
      expect(await listComments(postId, other, prefix)).toHaveLength(2);

      const res = await call('DELETE', `${prefix}/posts/${postId}`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(await postRow(postId)).toBeUndefined();
      expect(await t.database.db.select().from(postComments).where(inArray(postComments.id, [c1, c2]))).toEqual([]);
      expect((await call('GET', `${prefix}/posts/${postId}/comments`, owner)).statusCode).toBe(404);
      expect((await userPosts(owner, owner)).some((p) => p.post_id === postId)).toBe(false);
      expect((await call('DELETE', `${prefix}/posts/${postId}`, owner)).statusCode).toBe(404);
    });

    it(`${prefix}: only the comment’s author deletes a comment`, async () => {
      const postId = await createPost(owner, `Yorumu silinecek gönderi ${prefix}`);
      const mine = await addComment(other, postId, 'Benim yorumum', prefix);
      const theirs = await addComment(teen, postId, 'Onun yorumu', prefix);

      // Neither a stranger nor the post's owner may delete someone else's comment.
      expect((await call('DELETE', `${prefix}/comments/${mine}`, teen)).statusCode).toBe(403);
      expect((await call('DELETE', `${prefix}/comments/${mine}`, owner)).statusCode).toBe(403);
      expect((await call('DELETE', `${prefix}/comments/${mine}`)).statusCode).toBe(401);
      expect(await commentRow(mine)).toBeDefined();

      const res = await call('DELETE', `${prefix}/comments/${mine}`, other);
      expect(res.statusCode).toBe(200);
      expect(await commentRow(mine)).toBeUndefined();
      expect((await listComments(postId, owner, prefix)).map((c) => c.comment_id)).toEqual([theirs]);
      expect((await postRow(postId))!.commentsCount).toBe(1);
      expect((await call('DELETE', `${prefix}/comments/${mine}`, other)).statusCode).toBe(404);
    });
  }
});

describe('discover', () => {
  it('GET /api/discover/posts pages everyone’s posts, newest first', async () => {
    const all = await t.database.db.select({ id: posts.id, createdAt: posts.createdAt }).from(posts);
    const expected = all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(20);
    const page1 = await call('GET', '/api/discover/posts', teen);
    const page2 = await call('GET', `/api/discover/posts?before=${page1.json().at(-1).post_id}`, teen);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().map((p: Post) => p.post_id)).toEqual(expected.slice(0, 20));
    expect(page2.json().map((p: Post) => p.post_id)).toEqual(expected.slice(20, 40));
    expect(new Set(page1.json().map((p: Post) => p.user_id)).size).toBeGreaterThan(1);
    expect((await call('GET', '/api/discover/posts')).statusCode).toBe(401);
    for (const bad of ['before=0', 'before=2147483648', 'before=abc', 'limit=0', 'limit=51']) {
      expect((await call('GET', `/api/discover/posts?${bad}`, teen)).statusCode).toBe(400);
    }
  });

  it('comments through /discover with the body checks', async () => {
    const postId = await createPost(writer, 'Keşfette yorum');
    const url = `/api/discover/posts/${postId}/comments`;
    const ok = await call('POST', url, teen, { userId: teen.id, postId, content: 'Keşfetten selam' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().comment).toMatchObject({ user_id: teen.id, content: 'Keşfetten selam' });
    expect((await call('POST', url, teen, { userId: writer.id, postId, content: 'Sahte' })).statusCode).toBe(403);
    expect((await call('POST', url, teen, { userId: teen.id, postId: postId + 1, content: 'Yanlış' })).statusCode).toBe(400);
    expect((await call('POST', url, undefined, { userId: teen.id, postId, content: 'Ziyaretçi' })).statusCode).toBe(401);
    expect((await listComments(postId, writer, '/api/discover')).map((c) => c.comment_id)).toEqual([ok.json().commentId]);
  });

  it('GET /api/discover/authors-books: suggested authors with counts, never yourself; trending published books by views', async () => {
    const db = t.database.db;
    const top = await insertBook(db, writer.id, { title: 'Çok Okunan', totalViews: 900 }, 1);
    const mature = await insertBook(db, writer.id, { title: 'Yetişkin Çok Okunan', totalViews: 800, isMatureContent: true }, 1);
    const draft = await insertBook(db, owner.id, { title: 'Taslak Çok Okunan', totalViews: 1000, isPublished: false }, 1);
    const second = await insertBook(db, owner.id, { title: 'İkinci', totalViews: 500 }, 1);
    await db.insert(follows).values([
      { followerId: other.id, followedId: writer.id },
      { followerId: teen.id, followedId: writer.id },
    ]);

    const res = await call('GET', '/api/discover/authors-books', other);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { authors: { user_id: number; followers_count: number; is_following: boolean }[]; books: { book_id: number; total_views: number; author: string }[] };
    expect(body.authors.map((a) => a.user_id)).not.toContain(other.id);
    expect(body.authors.find((a) => a.user_id === writer.id)).toMatchObject({ followers_count: 2, is_following: true });
    expect(body.authors.find((a) => a.user_id === owner.id)).toMatchObject({ followers_count: 0, is_following: false });
    expect(body.books.map((b) => b.book_id)).toEqual([top.id, mature.id, second.id]);
    expect(body.books[0]).toMatchObject({ total_views: 900, author: writer.username });

    const forTeen = (await call('GET', '/api/discover/authors-books', teen)).json() as typeof body;
    expect(forTeen.books.map((b) => b.book_id)).toEqual([top.id, second.id]);
    expect(forTeen.books.map((b) => b.book_id)).not.toContain(draft.id);

    const forWriter = (await call('GET', '/api/discover/authors-books', writer)).json() as typeof body;
    expect(forWriter.authors.map((a) => a.user_id)).toEqual([owner.id]);
    // The draft's author sees their own draft nowhere in the trending list either.
    expect((await call('GET', '/api/discover/authors-books', owner)).json().books.map((b: { book_id: number }) => b.book_id)).not.toContain(draft.id);
    expect((await call('GET', '/api/discover/authors-books')).statusCode).toBe(401);
  });

  it('POST /api/discover/follow|unfollow {authorId} → {success, followers_count}', async () => {
    const f = await call('POST', '/api/discover/follow', owner, { authorId: writer.id });
    expect(f.statusCode, f.body).toBe(200);
    expect(f.json()).toEqual({ success: true, followers_count: 3 });
    expect((await call('POST', '/api/discover/follow', owner, { authorId: writer.id })).json()).toEqual({ success: true, followers_count: 3 });
    const authors = (await call('GET', '/api/discover/authors-books', owner)).json().authors as { user_id: number; is_following: boolean }[];
    expect(authors.find((a) => a.user_id === writer.id)!.is_following).toBe(true);
    expect((await call('POST', '/api/discover/unfollow', owner, { authorId: writer.id })).json()).toEqual({ success: true, followers_count: 2 });
    expect((await call('POST', '/api/discover/unfollow', owner, { authorId: writer.id })).json()).toEqual({ success: true, followers_count: 2 });

    expect((await call('POST', '/api/discover/follow', owner, { authorId: owner.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/discover/follow', owner, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/discover/follow', owner, { authorId: 999999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/discover/follow', undefined, { authorId: writer.id })).statusCode).toBe(401);
    expect((await call('POST', '/api/discover/unfollow', undefined, { authorId: writer.id })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(follows).where(eq(follows.followedId, writer.id));
    expect(rows.map((r) => r.followerId).sort()).toEqual([other.id, teen.id].sort());
  });
});

describe('reports', () => {
  // Reports are limited per hour (lib/write-limits.ts); each test starts a fresh hour.
  beforeEach(() => t.clock.advance(60 * 60_000));
  it('accepts each of the 9 reasons (201) and stores reporter, target, reason (as its key, docs/PRODUCT.md#trust-and-safety) and description', async () => {
    expect(REPORT_REASONS).toHaveLength(9);
    const targets: number[] = [];
    for (const reason of REPORT_REASONS) {
      const postId = await insertPost(writer, `Şikayet edilecek: ${reason}`);
      targets.push(postId);
      const res = await call('POST', `/api/discover/posts/${postId}/report`, other, { reason, description: `Açıklama: ${reason}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Şikayetiniz başarıyla alındı. Teşekkür ederiz.');
    }
    const rows = await t.database.db.select().from(reports).where(and(eq(reports.reporterId, other.id), inArray(reports.targetId, targets)));
    expect(rows).toHaveLength(9);
    for (const [i, reason] of REPORT_REASONS.entries()) {
      expect(rows.find((r) => r.targetId === targets[i])).toMatchObject({ reporterId: other.id, targetType: 'post', reason: REPORT_REASON_KEYS[i], description: `Açıklama: ${reason}` });
    }
  });

  it('refuses a second report of the same target by the same user (409), but another user may report it', async () => {
    const postId = await createPost(writer, 'İki kez şikayet');
    const body = { reason: REPORT_REASONS[4], description: 'Şiddet içeriyor' };
    expect((await call('POST', `/api/discover/posts/${postId}/report`, other, body)).statusCode).toBe(201);
    const again = await call('POST', `/api/discover/posts/${postId}/report`, other, { ...body, description: 'Yine' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.reportDuplicate);
    expect((await call('POST', `/api/community/posts/${postId}/report`, other, body)).statusCode).toBe(409);
    expect((await call('POST', `/api/discover/posts/${postId}/report`, teen, body)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(reports).where(and(eq(reports.targetType, 'post'), eq(reports.targetId, postId)));
    expect(rows.map((r) => r.reporterId).sort()).toEqual([other.id, teen.id].sort());
    expect(rows.find((r) => r.reporterId === other.id)!.description).toBe('Şiddet içeriyor');
  });

  it('refuses an invalid reason (400), a missing post (404) and a visitor (401)', async () => {
    const postId = await createPost(writer, 'Geçersiz şikayet');
    expect((await call('POST', `/api/discover/posts/${postId}/report`, other, { reason: 'Sıkıcı', description: '' })).statusCode).toBe(400);
    expect((await call('POST', `/api/discover/posts/${postId}/report`, other, { description: 'Nedensiz' })).statusCode).toBe(400);
    expect((await call('POST', '/api/discover/posts/999999/report', other, { reason: REPORT_REASONS[8], description: '' })).statusCode).toBe(404);
    expect((await call('POST', `/api/discover/posts/${postId}/report`, undefined, { reason: REPORT_REASONS[8], description: '' })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(reports).where(and(eq(reports.targetType, 'post'), eq(reports.targetId, postId)));
    expect(rows).toEqual([]);
  });

  it('reports a comment too, and a deleted post takes its reports with it', async () => {
    const postId = await createPost(writer, 'Yorumu şikayet edilecek');
    const commentId = await addComment(teen, postId, 'Kaba bir yorum');
    expect((await call('POST', `/api/discover/comments/${commentId}/report`, other, { reason: REPORT_REASONS[5], description: 'Taciz' })).statusCode).toBe(201);
    expect((await call('POST', `/api/discover/posts/${postId}/report`, other, { reason: REPORT_REASONS[8], description: '' })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/discover/posts/${postId}`, writer)).statusCode).toBe(200);
    const left = await t.database.db.select().from(reports).where(inArray(reports.targetId, [postId, commentId]));
    expect(left.filter((r) => (r.targetType === 'post' && r.targetId === postId) || (r.targetType === 'post_comment' && r.targetId === commentId))).toEqual([]);
  });
});
