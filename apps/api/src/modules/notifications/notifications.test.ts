import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { addToLibrary, insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, author, reader, other, follower } = useTestApp({ author: {}, reader: {}, other: {}, follower: {} });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

type Row = typeof notifications.$inferSelect;
async function stored(where: { userId?: number; type?: string; bookId?: number; chapterId?: number }): Promise<Row[]> {
  // What the durable pipeline writes (a chapter's fan-out) is looked at once it has run.
  await t.app.jobs.runUntilIdle();
  const conds = [
    where.userId !== undefined ? eq(notifications.userId, where.userId) : undefined,
    where.type !== undefined ? eq(notifications.type, where.type) : undefined,
    where.bookId !== undefined ? eq(notifications.bookId, where.bookId) : undefined,
    where.chapterId !== undefined ? eq(notifications.chapterId, where.chapterId) : undefined,
  ];
  return t.database.db.select().from(notifications).where(and(...conds));
}

type ApiNotification = { id: number; type: string; content: string; timestamp: string; is_read: boolean; sender_id: number | null; sender_username: string | null; book_id: number | null; chapter_id: number | null; comment_id?: number | null };
async function list(user: RegisteredUser): Promise<ApiNotification[]> {
  await t.app.jobs.runUntilIdle();
  const res = await call('GET', '/api/notifications', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApiNotification[];
}
async function unread(user: RegisteredUser): Promise<number> {
  const res = await call('GET', '/api/notifications/unread-count', user);
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
}

describe('notifications created by the server', () => {
  it('a chapter like notifies the author (once per like, never the author liking their own)', async () => {
    const b = await insertBook(t.database.db, author.id);
    const chapterId = b.chapterIds[0]!;
    expect((await call('POST', `/api/bookReader/chapters/${chapterId}/like`, reader, {})).json().isLiked).toBe(true);
    expect((await call('POST', `/api/bookReader/chapters/${chapterId}/like`, author, {})).json().isLiked).toBe(true);
    const rows = await stored({ type: 'like', chapterId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: author.id, senderId: reader.id, bookId: b.id, chapterId, isRead: false });
  });

  it('a comment notifies the author, a reply the parent comment’s author; never the actor', async () => {
    const b = await insertBook(t.database.db, author.id);
    const chapterId = b.chapterIds[0]!;
    const url = `/api/bookReader/books/${b.id}/chapters/${chapterId}/comments`;
    const top = await call('POST', url, reader, { content: 'Çok güzel!', parentCommentId: null });
    expect(top.statusCode, top.body).toBe(201);
    let rows = await stored({ type: 'comment', chapterId });
    expect(rows.map((r) => [r.userId, r.senderId])).toEqual([[author.id, reader.id]]);

    // A reply by someone else: the parent's author and the book's author each hear once.
    const reply = await call('POST', url, other, { content: 'Katılıyorum.', parentCommentId: top.json().comment_id });
    expect(reply.statusCode).toBe(201);
    rows = await stored({ type: 'comment', chapterId });
    expect(rows.filter((r) => r.senderId === other.id).map((r) => r.userId).sort()).toEqual([author.id, reader.id].sort());

    // The author replying notifies the parent's author only, not themself.
    await call('POST', url, author, { content: 'Teşekkürler!', parentCommentId: top.json().comment_id });
    rows = await stored({ type: 'comment', chapterId });
    expect(rows.filter((r) => r.senderId === author.id).map((r) => r.userId)).toEqual([reader.id]);

    // The author commenting on their own chapter notifies nobody; a reader replying to themself neither.
    await call('POST', url, author, { content: 'Yeni bölüm yakında.', parentCommentId: null });
    await call('POST', url, reader, { content: 'Ek not.', parentCommentId: top.json().comment_id });
    rows = await stored({ type: 'comment', chapterId });
    expect(rows.every((r) => r.userId !== r.senderId)).toBe(true);
    expect(rows.filter((r) => r.senderId === reader.id).map((r) => r.userId)).toEqual([author.id, author.id]);
  });

  it('a comment notification carries the comment it is about, in the list too; a deleted comment leaves the chapter link', async () => {
    const b = await insertBook(t.database.db, author.id);
    const chapterId = b.chapterIds[0]!;
    const url = `/api/bookReader/books/${b.id}/chapters/${chapterId}/comments`;
    const top = await call('POST', url, reader, { content: 'Bayıldım.', parentCommentId: null });
    const topId = top.json().comment_id as number;
    const reply = await call('POST', url, other, { content: 'Ben de.', parentCommentId: topId });
    const replyId = reply.json().comment_id as number;
    const rows = await stored({ type: 'comment', chapterId });
    expect(rows.map((r) => [r.userId, r.senderId, r.commentId]).sort()).toEqual([
      [author.id, reader.id, topId],
      [author.id, other.id, replyId],
      [reader.id, other.id, replyId],
    ].sort());
    const shown = (await list(reader)).find((n) => n.type === 'comment' && n.chapter_id === chapterId);
    expect(shown).toMatchObject({ book_id: b.id, chapter_id: chapterId, comment_id: replyId });
    // Other types carry no comment.
    await call('POST', `/api/bookReader/chapters/${chapterId}/like`, reader, {});
    expect((await list(author)).find((n) => n.type === 'like' && n.chapter_id === chapterId)).toMatchObject({ comment_id: null });

    expect((await call('DELETE', `/api/bookReader/comments/${replyId}`, other)).statusCode).toBe(200);
    const after = (await list(reader)).find((n) => n.type === 'comment' && n.chapter_id === chapterId);
    expect(after).toMatchObject({ chapter_id: chapterId, comment_id: null });
  });

  it('a follow notifies the followed user once', async () => {
    await call('POST', `/api/profile/follow/${author.id}`, follower);
    await call('POST', `/api/profile/follow/${author.id}`, follower);
    const rows = (await stored({ userId: author.id, type: 'follow' })).filter((r) => r.senderId === follower.id);
    expect(rows).toHaveLength(1);
  });

  it('a reader’s first open of a story notifies the author once (views or progress save)', async () => {
    const b = await insertBook(t.database.db, author.id, {}, 2);
    const views = (c: number, u: RegisteredUser) => call('POST', `/api/bookReader/books/${b.id}/chapters/${c}/incrementViews`, u, {});
    expect((await views(b.chapterIds[0]!, reader)).statusCode).toBe(200);
    await views(b.chapterIds[1]!, reader);
    t.clock.advance(25 * 60 * 60 * 1000);
    await views(b.chapterIds[0]!, reader);
    await call('POST', '/api/bookReader/progress/save', reader, { bookId: b.id, chapterId: b.chapterIds[1], position: { scrollY: 10, timestamp: 1 } });
    // Another reader starts through a progress save, then opens a chapter.
    const save = await call('POST', '/api/bookReader/progress/save', other, { bookId: b.id, chapterId: b.chapterIds[0], position: { scrollY: 0, timestamp: 1 } });
    expect(save.statusCode, save.body).toBe(200);
    await views(b.chapterIds[0]!, other);
    // The author reading their own story is nobody's news.
    await views(b.chapterIds[0]!, author);
    await call('POST', '/api/bookReader/progress/save', author, { bookId: b.id, chapterId: b.chapterIds[0], position: { scrollY: 0, timestamp: 1 } });

    const rows = await stored({ type: 'read', bookId: b.id });
    expect(rows.map((r) => r.senderId).sort()).toEqual([reader.id, other.id].sort());
    expect(rows.every((r) => r.userId === author.id && r.chapterId === null)).toBe(true);
  });

  it('publishing a chapter notifies followers and library readers once each, only on the first publish', async () => {
    // follower follows author (above); reader keeps the book in the library; other does both.
    await call('POST', `/api/profile/follow/${author.id}`, other);
    const b = await insertBook(t.database.db, author.id, { title: 'Yeni Bölümlü Kitap' }, 1);
    await addToLibrary(t.database.db, reader.id, b.id);
    await addToLibrary(t.database.db, other.id, b.id);
    await addToLibrary(t.database.db, author.id, b.id);

    // A draft notifies nobody.
    const draft = await call('POST', '/api/stories/chapters', author, { book_id: b.id, title: 'İkinci Bölüm', content: '<p>Devamı…</p>', is_published: false });
    expect(draft.statusCode, draft.body).toBe(200);
    const chapterId = draft.json().chapter_id as number;
    expect(await stored({ type: 'new-chapter', bookId: b.id })).toHaveLength(0);

    const publish = await call('POST', `/api/preview/chapters/${chapterId}/publish`, author, { book_id: b.id });
    expect(publish.statusCode, publish.body).toBe(200);
    let rows = await stored({ type: 'new-chapter', bookId: b.id });
    expect(rows.map((r) => r.userId).sort()).toEqual([follower.id, reader.id, other.id].sort());
    expect(rows.every((r) => r.senderId === author.id && r.chapterId === chapterId)).toBe(true);
    expect(rows[0]!.content).toContain('Yeni Bölümlü Kitap');

    // Unpublish and publish again, or save it again published: no second round.
    await call('POST', `/api/preview/chapters/${chapterId}/unpublish`, author, { book_id: b.id });
    await call('POST', `/api/preview/chapters/${chapterId}/publish`, author, { book_id: b.id });
    await call('POST', '/api/stories/chapters', author, { book_id: b.id, chapter_id: chapterId, title: 'İkinci Bölüm', content: '<p>Düzeltildi.</p>', is_published: true });
    rows = await stored({ type: 'new-chapter', bookId: b.id });
    expect(rows).toHaveLength(3);

    // A chapter created already published through the editor notifies too.
    const direct = await call('POST', '/api/stories/chapters', author, { book_id: b.id, title: 'Üçüncü Bölüm', content: '<p>Son.</p>', is_published: true });
    expect(direct.statusCode).toBe(200);
    rows = await stored({ type: 'new-chapter', chapterId: direct.json().chapter_id });
    expect(rows.map((r) => r.userId).sort()).toEqual([follower.id, reader.id, other.id].sort());
  });

  it('a new chapter of a mature story is not announced to a follower under 18 (docs/PRODUCT.md#product-decisions)', async () => {
    const teen = await registerAndLogin(t.app, { birthDate: '2012-01-01' });
    await call('POST', `/api/profile/follow/${author.id}`, teen);
    const b = await insertBook(t.database.db, author.id, { title: 'Yetişkin Hikayesi', isMatureContent: true }, 1);
    const res = await call('POST', '/api/stories/chapters', author, { book_id: b.id, title: 'Gece', content: '<p>…</p>', is_published: true });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await stored({ type: 'new-chapter', bookId: b.id });
    expect(rows.map((r) => r.userId)).toContain(follower.id);
    expect(rows.map((r) => r.userId)).not.toContain(teen.id);
    expect((await list(teen)).some((n) => n.content.includes('Yetişkin Hikayesi'))).toBe(false);
  });

  it('a new chapter reaches nobody on either side of a block with the author, nor who muted them', async () => {
    // An author of its own: the blocks below would hide notices in the shared author's list.
    const writer = await registerAndLogin(t.app);
    const [blockedByAuthor, blockingAuthor, muting, kept] = [await registerAndLogin(t.app), await registerAndLogin(t.app), await registerAndLogin(t.app), await registerAndLogin(t.app)];
    const b = await insertBook(t.database.db, writer.id, { title: 'Engelli Duyuru' }, 0);
    // They follow the author and keep the story; a block ends the follow, not the library entry.
    for (const u of [blockedByAuthor, blockingAuthor, muting, kept]) {
      expect((await call('POST', `/api/profile/follow/${writer.id}`, u)).statusCode).toBe(200);
      await addToLibrary(t.database.db, u.id, b.id);
    }
    expect((await call('POST', `/api/blocks/${blockedByAuthor.id}`, writer)).statusCode).toBe(201);
    expect((await call('POST', `/api/blocks/${writer.id}`, blockingAuthor)).statusCode).toBe(201);
    expect((await call('POST', `/api/mutes/${writer.id}`, muting)).statusCode).toBe(201);
    const res = await call('POST', '/api/stories/chapters', writer, { book_id: b.id, title: 'Bir', content: '<p>Bir.</p>', is_published: true });
    expect(res.statusCode, res.body).toBe(200);
    const heard = (await stored({ type: 'new-chapter', bookId: b.id })).map((r) => r.userId);
    expect(heard).toContain(kept.id);
    for (const u of [blockedByAuthor, blockingAuthor, muting]) expect(heard).not.toContain(u.id);
  });

  it('a visitor cannot trigger notifications', async () => {
    const b = await insertBook(t.database.db, author.id);
    const before = (await stored({ userId: author.id })).length;
    expect((await call('POST', `/api/bookReader/chapters/${b.chapterIds[0]}/like`, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', `/api/profile/follow/${author.id}`)).statusCode).toBe(401);
    expect((await call('POST', `/api/bookReader/books/${b.id}/chapters/${b.chapterIds[0]}/incrementViews`, undefined, {})).statusCode).toBe(401);
    expect((await stored({ userId: author.id })).length).toBe(before);
  });
});

describe('GET /api/notifications', () => {
  it('lists the caller’s own notifications, newest first, with the sender’s username', async () => {
    const items = await list(author);
    const rows = await stored({ userId: author.id });
    expect(items).toHaveLength(rows.length);
    expect(items.length).toBeGreaterThan(5);
    for (let i = 1; i < items.length; i += 1) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(Date.parse(a.timestamp) > Date.parse(b.timestamp) || (a.timestamp === b.timestamp && a.id > b.id)).toBe(true);
    }
    const follow = items.find((n) => n.type === 'follow' && n.sender_id === follower.id)!;
    expect(follow).toMatchObject({ sender_username: follower.username, is_read: false, book_id: null, chapter_id: null });
    expect(new Date(follow.timestamp).toISOString()).toBe(follow.timestamp);
    const like = items.find((n) => n.type === 'like')!;
    expect(like).toMatchObject({ sender_id: reader.id, sender_username: reader.username });
    // The newest event is the last one made for the author.
    expect(items[0]!.id).toBe(Math.max(...rows.map((r) => r.id)));
    // Nobody else's notifications leak in.
    expect((await list(follower)).every((n) => rows.every((r) => r.id !== n.id))).toBe(true);
  });

  it('refuses a visitor', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it('PUT /api/notifications/{id}/mark-read marks the owner’s one notification only', async () => {
    const before = await unread(reader);
    expect(before).toBeGreaterThan(1);
    const [first] = await list(reader);
    const res = await call('PUT', `/api/notifications/${first!.id}/mark-read`, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: first!.id, is_read: true });
    expect(await unread(reader)).toBe(before - 1);
    expect((await list(reader)).find((n) => n.id === first!.id)!.is_read).toBe(true);
    // Marking again is harmless.
    expect((await call('PUT', `/api/notifications/${first!.id}/mark-read`, reader)).statusCode).toBe(200);
    expect(await unread(reader)).toBe(before - 1);
  });

  it('someone else’s notification is 404 and stays unread; a visitor gets 401', async () => {
    const target = (await list(author)).find((n) => !n.is_read)!;
    const res = await call('PUT', `/api/notifications/${target.id}/mark-read`, reader);
    expect(res.statusCode).toBe(404);
    expect((await call('PUT', `/api/notifications/${target.id}/mark-read`)).statusCode).toBe(401);
    expect((await call('PUT', '/api/notifications/99999999/mark-read', author)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, target.id));
    expect(row!.isRead).toBe(false);
  });

  it('PUT /api/notifications/mark-all-read marks all of the caller’s and nobody else’s', async () => {
    const authorUnread = await unread(author);
    expect(authorUnread).toBeGreaterThan(0);
    expect((await call('PUT', '/api/notifications/mark-all-read')).statusCode).toBe(401);
    expect(await unread(author)).toBe(authorUnread);

    const readerUnread = await unread(reader);
    const res = await call('PUT', '/api/notifications/mark-all-read', reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: readerUnread });
    expect(await unread(reader)).toBe(0);
    expect((await list(reader)).every((n) => n.is_read)).toBe(true);
    expect(await unread(author)).toBe(authorUnread);

    expect((await call('PUT', '/api/notifications/mark-all-read', reader)).json()).toEqual({ updated: 0 });
    expect((await call('PUT', '/api/notifications/mark-all-read', author)).json()).toEqual({ updated: authorUnread });
    expect(await unread(author)).toBe(0);
  });
});

describe('toggling does not spam notifications', () => {
  // Toggles are limited per minute (lib/write-limits.ts); move to a new minute every 20 calls.
  const nextMinuteEvery = (i: number) => {
    if (i % 20 === 0) t.clock.advance(60_000);
  };

  it('100 like/unlike toggles of a chapter leave the author one notification', async () => {
    const fan = await registerAndLogin(t.app);
    const b = await insertBook(t.database.db, author.id);
    const chapterId = b.chapterIds[0]!;
    for (let i = 0; i < 100; i += 1) {
      nextMinuteEvery(i);
      const res = await call('POST', `/api/bookReader/chapters/${chapterId}/like`, fan, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().isLiked).toBe(i % 2 === 0);
    }
    const rows = (await stored({ userId: author.id, type: 'like', chapterId })).filter((r) => r.senderId === fan.id);
    expect(rows).toHaveLength(1);
  });

  it('50 follow/unfollow pairs leave one notification, read or unread, and another follower still notifies', async () => {
    const fan = await registerAndLogin(t.app);
    const target = await registerAndLogin(t.app);
    for (let i = 0; i < 50; i += 1) {
      nextMinuteEvery(2 * i);
      expect((await call('POST', `/api/profile/follow/${target.id}`, fan)).statusCode).toBe(200);
      expect((await call('POST', `/api/profile/unfollow/${target.id}`, fan)).statusCode).toBe(200);
      // Reading it does not invite a new one.
      if (i === 0) expect((await call('PUT', '/api/notifications/mark-all-read', target)).statusCode).toBe(200);
    }
    expect((await stored({ userId: target.id, type: 'follow' })).filter((r) => r.senderId === fan.id)).toHaveLength(1);
    expect(await unread(target)).toBe(0);

    const second = await registerAndLogin(t.app);
    expect((await call('POST', `/api/search/follow/${second.id}/${target.id}`, second)).statusCode).toBe(200);
    expect((await stored({ userId: target.id, type: 'follow' })).map((r) => r.senderId).sort()).toEqual([fan.id, second.id].sort());
  });

  it('concurrent toggles of one reader still leave at most one notification', async () => {
    const fan = await registerAndLogin(t.app);
    const b = await insertBook(t.database.db, author.id);
    const chapterId = b.chapterIds[0]!;
    t.clock.advance(60_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/api/bookReader/chapters/${chapterId}/like`, fan, {})));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await stored({ userId: author.id, type: 'like', chapterId })).filter((r) => r.senderId === fan.id).length).toBeLessThanOrEqual(1);
  });
});
