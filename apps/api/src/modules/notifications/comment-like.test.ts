import type { Notification } from '@okuryazar/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import type { BusMessage } from '../../lib/realtime/event-bus';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

/**
 * Issue 28 item 10: a liked comment tells its writer, in one notice per comment that each
 * new liker updates ("X yorumunuzu beğendi", "X ve 4 kişi yorumunuzu beğendi"), under the
 * rules of every other notice: not for one's own like, not from someone blocked or muted, a
 * minor only from accounts they follow; taking a like back adds nothing.
 */
const { t, storyAuthor, writer } = useTestApp({ storyAuthor: {}, writer: {} });
let book: { id: number; chapterIds: number[] };

beforeAll(async () => {
  book = await insertBook(t.database.db, storyAuthor.id);
});

const { ok } = apiCalls(t, { step: 3_000 });

let commentCounter = 0;
/** A top-level comment of `by` on the book's first chapter; returns its id. */
async function commentOf(by: RegisteredUser, content = `Çok güzel bir bölüm olmuş, ellerinize sağlık ${++commentCounter}`): Promise<number> {
  const chapterId = book.chapterIds[0]!;
  const body = await ok('POST', `/api/bookReader/books/${book.id}/chapters/${chapterId}/comments`, by, { content }, 201);
  return Number(body.comment_id);
}
const like = (commentId: number, by: RegisteredUser) => ok('POST', `/api/bookReader/comments/${commentId}/like`, by, {});

const noticesAbout = (commentId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.commentId, commentId), eq(notifications.type, 'comment-like')));

async function unread(user: RegisteredUser): Promise<number> {
  return Number((await ok('GET', '/api/notifications/unread-count', user)).count);
}

const excerpt = (n: number) => `“Çok güzel bir bölüm olmuş, ellerinize sağlık ${n}”`;

describe('comment likes notify the comment’s writer, grouped', () => {
  it('a like tells the writer "X yorumunuzu beğendi", listed with the liker and leading to the comment', async () => {
    const reader = await registerAndLogin(t.app);
    const commentId = await commentOf(writer);
    const before = await unread(writer);
    expect(await like(commentId, reader)).toMatchObject({ isLiked: true, likes: 1 });

    const [row, ...more] = await noticesAbout(commentId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ userId: writer.id, senderId: reader.id, bookId: book.id, chapterId: book.chapterIds[0], commentId, isRead: false });
    expect(row!.content).toBe(`${reader.username} yorumunuzu beğendi: ${excerpt(commentCounter)}`);
    expect(await unread(writer)).toBe(before + 1);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(writer.token) })).json() as Record<string, unknown>[];
    expect(listed[0]).toMatchObject({ id: row!.id, type: 'comment-like', sender_id: reader.id, sender_username: reader.username, comment_id: commentId, is_read: false });
  });

  it('five likers make one notice, "X ve 4 kişi", that comes back unread and on top for each new liker', async () => {
    const likers = await Promise.all(Array.from({ length: 5 }, () => registerAndLogin(t.app)));
    const commentId = await commentOf(writer);
    const n = commentCounter;
    await like(commentId, likers[0]!);
    await like(commentId, likers[1]!);
    const [first] = await noticesAbout(commentId);
    expect(first!.content).toBe(`${likers[1]!.username} ve 1 kişi yorumunuzu beğendi: ${excerpt(n)}`);

    // Read, then another like: the same row, unread again, newer.
    await ok('PUT', '/api/notifications/mark-all-read', writer);
    expect(await unread(writer)).toBe(0);
    for (const liker of likers.slice(2)) await like(commentId, liker);
    const rows = await noticesAbout(commentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, senderId: likers[4]!.id, isRead: false });
    expect(rows[0]!.content).toBe(`${likers[4]!.username} ve 4 kişi yorumunuzu beğendi: ${excerpt(n)}`);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());
    expect(await unread(writer)).toBe(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(writer.token) })).json() as { id: number }[];
    expect(listed[0]!.id).toBe(first!.id);
  });

  it('an unlike adds nothing, and a like again by the latest liker changes nothing', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const commentId = await commentOf(writer);
    await like(commentId, a);
    await like(commentId, b);
    await ok('PUT', '/api/notifications/mark-all-read', writer);
    const [before] = await noticesAbout(commentId);

    expect(await like(commentId, b)).toMatchObject({ isLiked: false, likes: 1 });
    expect(await noticesAbout(commentId)).toEqual([before]);
    expect(await like(commentId, b)).toMatchObject({ isLiked: true, likes: 2 });
    expect(await noticesAbout(commentId)).toEqual([before]);
    expect(await unread(writer)).toBe(0);
  });

  it('liking one’s own comment tells nobody, and is not counted among the others', async () => {
    const reader = await registerAndLogin(t.app);
    const commentId = await commentOf(writer);
    await like(commentId, writer);
    expect(await noticesAbout(commentId)).toEqual([]);
    await like(commentId, reader);
    const [row] = await noticesAbout(commentId);
    expect(row!.content).toBe(`${reader.username} yorumunuzu beğendi: ${excerpt(commentCounter)}`);
  });

  it('a like from someone the writer muted tells nothing and leaves the notice as it was; a block refuses the like itself', async () => {
    const friend = await registerAndLogin(t.app);
    const muted = await registerAndLogin(t.app);
    const blocked = await registerAndLogin(t.app);
    await ok('POST', `/api/mutes/${muted.id}`, writer, undefined, 201);
    await ok('POST', `/api/blocks/${blocked.id}`, writer, undefined, 201);
    const commentId = await commentOf(writer);
    await like(commentId, muted);
    expect(await noticesAbout(commentId)).toEqual([]);
    await like(commentId, friend);
    const [row] = await noticesAbout(commentId);
    // The count is the comment's (the muted person's like is one of them); the name is someone the writer hears from.
    expect(row).toMatchObject({ senderId: friend.id, content: `${friend.username} ve 1 kişi yorumunuzu beğendi: ${excerpt(commentCounter)}` });
    await like(commentId, muted);
    await like(commentId, muted);
    expect(await noticesAbout(commentId)).toEqual([row]);
    await ok('POST', `/api/bookReader/comments/${commentId}/like`, blocked, {}, 403);
    expect(await noticesAbout(commentId)).toEqual([row]);
  });

  it('a reader under 18 hears of a stranger’s like of their comment only once they follow them', async () => {
    const minor = await registerAndLogin(t.app, { birthDate: '2013-03-01' });
    const stranger = await registerAndLogin(t.app);
    const followed = await registerAndLogin(t.app);
    await ok('POST', `/api/profile/follow/${followed.id}`, minor);
    const commentId = await commentOf(minor);
    await like(commentId, stranger);
    expect(await noticesAbout(commentId)).toEqual([]);
    await like(commentId, followed);
    const [row] = await noticesAbout(commentId);
    expect(row).toMatchObject({ userId: minor.id, senderId: followed.id });
  });

  it('each like that changes the notice is pushed live with the same id, the latest liker and the new text', async () => {
    const seen: BusMessage[] = [];
    const stop = t.app.ctx.events.subscribe((m) => seen.push(m));
    try {
      const a = await registerAndLogin(t.app);
      const b = await registerAndLogin(t.app);
      const commentId = await commentOf(writer);
      await like(commentId, a);
      await like(commentId, b);
      await like(commentId, b); // unlike: nothing pushed
      const pushed = seen
        .flatMap((m) => (m.kind === 'user_event' && m.userId === writer.id && m.event.type === 'notification' ? [m.event.data as Notification] : []))
        .filter((d) => d.type === 'comment-like');
      expect(pushed.map((d) => [d.sender_username, d.content, d.is_read])).toEqual([
        [a.username, `${a.username} yorumunuzu beğendi: ${excerpt(commentCounter)}`, false],
        [b.username, `${b.username} ve 1 kişi yorumunuzu beğendi: ${excerpt(commentCounter)}`, false],
      ]);
      expect(pushed[0]!.id).toBe(pushed[1]!.id);
    } finally {
      stop();
    }
  });

  it.runIf(process.env.DATABASE_URL)('two likes at the same moment end in one notice that counts both (PostgreSQL)', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const commentId = await commentOf(writer);
    const results = await Promise.all([a, b].map((u) => t.app.inject({ method: 'POST', url: `/api/bookReader/comments/${commentId}/like`, headers: bearer(u.token), payload: {} })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => (r.json() as { likes: number }).likes).sort()).toEqual([1, 2]);
    const rows = await noticesAbout(commentId);
    expect(rows).toHaveLength(1);
    const last = rows[0]!.senderId === a.id ? a : b;
    expect([a.id, b.id]).toContain(rows[0]!.senderId);
    expect(rows[0]!.content).toBe(`${last.username} ve 1 kişi yorumunuzu beğendi: ${excerpt(commentCounter)}`);
  });
});
