import { ERROR_CODES, MSG, SAFETY_MSG } from '@okuryazar/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { type RegisteredUser } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

const { t, blocker, blocked, muted, bystander } = useTestApp({ blocker: {}, blocked: {}, muted: {}, bystander: {} });

const { call, ok } = apiCalls(t);
const isFollowing = async (a: RegisteredUser, b: RegisteredUser) =>
  (await t.database.db.select().from(follows).where(and(eq(follows.followerId, a.id), eq(follows.followedId, b.id)))).length > 0;

describe('block and mute calls', () => {
  it('refuses self, unknown people and visitors', async () => {
    for (const kind of ['blocks', 'mutes']) {
      const self = await call('POST', `/api/${kind}/${blocker.id}`, blocker);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ message: kind === 'blocks' ? SAFETY_MSG.cannotBlockSelf : SAFETY_MSG.cannotMuteSelf, code: ERROR_CODES.VALIDATION });
      expect((await call('POST', `/api/${kind}/999999`, blocker)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/${kind}/999999`, blocker)).statusCode).toBe(404);
      expect((await call('POST', `/api/${kind}/abc`, blocker)).statusCode).toBe(400);
      expect((await call('POST', `/api/${kind}/${blocked.id}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/${kind}`)).statusCode).toBe(401);
    }
  });

  it('blocking ends the follows both ways, is idempotent, listed newest first and paged, and undone', async () => {
    await ok('POST', `/api/profile/follow/${blocked.id}`, blocker);
    await ok('POST', `/api/profile/follow/${blocker.id}`, blocked);
    const first = (await ok('POST', `/api/blocks/${blocked.id}`, blocker, undefined, 201)) as { user_id: number; username: string };
    expect(first).toMatchObject({ user_id: blocked.id, username: blocked.username });
    await ok('POST', `/api/blocks/${blocked.id}`, blocker, undefined, 201);
    expect(await isFollowing(blocker, blocked)).toBe(false);
    expect(await isFollowing(blocked, blocker)).toBe(false);
    await ok('POST', `/api/blocks/${bystander.id}`, blocker, undefined, 201);
    const all = (await ok('GET', '/api/blocks', blocker)) as { user_id: number }[];
    expect(all.map((b) => b.user_id)).toEqual([bystander.id, blocked.id]);
    const page = (await ok('GET', `/api/blocks?limit=1&before=${bystander.id}`, blocker)) as { user_id: number }[];
    expect(page.map((b) => b.user_id)).toEqual([blocked.id]);
    await ok('DELETE', `/api/blocks/${bystander.id}`, blocker);
    expect(((await ok('GET', '/api/blocks', blocker)) as unknown[]).length).toBe(1);
    // The blocked person's own list is theirs alone.
    expect(await ok('GET', '/api/blocks', blocked)).toEqual([]);
  });

  it('muting keeps follows and lists the muted person', async () => {
    await ok('POST', `/api/profile/follow/${muted.id}`, blocker);
    await ok('POST', `/api/mutes/${muted.id}`, blocker, undefined, 201);
    expect(await isFollowing(blocker, muted)).toBe(true);
    const list = (await ok('GET', '/api/mutes', blocker)) as { user_id: number }[];
    expect(list.map((m) => m.user_id)).toEqual([muted.id]);
  });
});

describe('what a block refuses (403 BLOCKED) and hides', () => {
  it('the blocked person cannot follow, message, comment on or reply to the blocker, and the blocker’s profile is not found', async () => {
    const expectBlocked = async (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: SAFETY_MSG.blocked, code: ERROR_CODES.BLOCKED });
    };
    await expectBlocked(await call('POST', `/api/profile/follow/${blocker.id}`, blocked));
    await expectBlocked(await call('POST', '/api/discover/follow', blocked, { authorId: blocker.id }));
    await expectBlocked(await call('POST', '/api/messages', blocked, { recipient_username: blocker.username, content: 'Merhaba' }));

    const book = await insertBook(t.database.db, blocker.id);
    const chapter = book.chapterIds[0]!;
    await expectBlocked(await call('POST', `/api/bookReader/books/${book.id}/chapters/${chapter}/comments`, blocked, { content: 'Yorum' }));
    // A reply to the blocker's comment under someone else's story.
    const other = await insertBook(t.database.db, bystander.id);
    const parent = (await ok('POST', `/api/bookReader/books/${other.id}/chapters/${other.chapterIds[0]}/comments`, blocker, { content: 'Üst yorum' }, 201)) as { comment_id: number };
    await expectBlocked(
      await call('POST', `/api/bookReader/books/${other.id}/chapters/${other.chapterIds[0]}/comments`, blocked, { content: 'Yanıt', parentCommentId: parent.comment_id }),
    );
    // Comments on the blocker's posts.
    const post = (await ok('POST', '/api/community/posts', blocker, { userId: blocker.id, content: 'Gönderi' }, 201)) as { postId: number };
    await expectBlocked(await call('POST', `/api/community/posts/${post.postId}/comments`, blocked, { userId: blocked.id, content: 'Yorum' }));

    const profile = await call('GET', `/api/profile/${blocker.id}`, blocked);
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ message: MSG.profileNotFound, code: ERROR_CODES.NOT_FOUND });
    expect((await call('GET', `/api/community/user/${blocker.id}/posts`, blocked)).statusCode).toBe(404);
    // The blocker still sees the blocked person's profile; a bystander sees both.
    await ok('GET', `/api/profile/${blocked.id}`, blocker);
    await ok('GET', `/api/profile/${blocker.id}`, bystander);
  });

  it('the blocker is refused too, told to lift the block first', async () => {
    const res = await call('POST', '/api/messages', blocker, { recipient_username: blocked.username, content: 'Merhaba' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SAFETY_MSG.youBlocked, code: ERROR_CODES.BLOCKED });
    expect((await call('POST', `/api/profile/follow/${blocked.id}`, blocker)).statusCode).toBe(403);
  });

  it('blocked and muted people’s comments, posts, messages and notifications are hidden from the one who silenced them only', async () => {
    const book = await insertBook(t.database.db, bystander.id);
    const chapter = book.chapterIds[0]!;
    const url = `/api/bookReader/books/${book.id}/chapters/${chapter}/comments`;
    const top = (await ok('POST', url, bystander, { content: 'Yazarın yorumu' }, 201)) as { comment_id: number };
    await ok('POST', url, blocked, { content: 'Engellinin yorumu' }, 201);
    await ok('POST', url, muted, { content: 'Sessizdekinin yorumu' }, 201);
    await ok('POST', url, muted, { content: 'Sessizdekinin yanıtı', parentCommentId: top.comment_id }, 201);
    const seen = (viewer: RegisteredUser) => ok('GET', `/api/bookReader/chapters/${chapter}/comments`, viewer) as Promise<{ content: string; replies_count?: number }[]>;
    const forBlocker = await seen(blocker);
    expect(forBlocker.map((c) => c.content)).toEqual(['Yazarın yorumu']);
    expect(forBlocker[0]!.replies_count).toBe(0);
    const forBystander = await seen(bystander);
    expect(forBystander.map((c) => c.content).sort()).toEqual(['Engellinin yorumu', 'Sessizdekinin yanıtı', 'Sessizdekinin yorumu', 'Yazarın yorumu']);
    const replies = (await ok('GET', `/api/bookReader/chapters/${chapter}/comments?parent=${top.comment_id}`, blocker)) as unknown[];
    expect(replies).toEqual([]);

    // Posts in the feed and on a page, and post comments.
    const mutedPost = (await ok('POST', '/api/community/posts', muted, { userId: muted.id, content: 'Sessizdekinin gönderisi' }, 201)) as { postId: number };
    await ok('POST', '/api/community/posts', blocked, { userId: blocked.id, content: 'Engellinin gönderisi' }, 201);
    const feed = (await ok('GET', '/api/discover/posts', blocker)) as { user_id: number }[];
    expect(feed.some((p) => p.user_id === muted.id || p.user_id === blocked.id)).toBe(false);
    expect(((await ok('GET', '/api/discover/posts', bystander)) as { user_id: number }[]).some((p) => p.user_id === muted.id)).toBe(true);
    expect(await ok('GET', `/api/community/user/${muted.id}/posts`, blocker)).toEqual([]);
    const bystanderPost = (await ok('POST', '/api/community/posts', bystander, { userId: bystander.id, content: 'Ortak gönderi' }, 201)) as { postId: number };
    await ok('POST', `/api/community/posts/${bystanderPost.postId}/comments`, muted, { userId: muted.id, content: 'Gizli yorum' }, 201);
    expect(await ok('GET', `/api/community/posts/${bystanderPost.postId}/comments`, blocker)).toEqual([]);
    expect(((await ok('GET', `/api/community/posts/${bystanderPost.postId}/comments`, bystander)) as unknown[]).length).toBe(1);
    expect(mutedPost.postId).toBeGreaterThan(0);

    // A muted person may still write (they are not told); the blocker never sees it.
    await ok('POST', '/api/messages', muted, { recipient_username: blocker.username, content: 'Gizli mesaj' }, 201);
    const conversations = (await ok('GET', '/api/messages', blocker)) as { user_id: number }[];
    expect(conversations.some((c) => c.user_id === muted.id)).toBe(false);
    const thread = (await ok('GET', `/api/messages/${muted.id}`, blocker)) as { messages: unknown[] };
    expect(thread.messages).toEqual([]);
    expect(await ok('GET', '/api/messages/unread-count', blocker)).toEqual({ count: 0 });
    // The sender sees their own message as sent.
    expect(((await ok('GET', `/api/messages/${blocker.id}`, muted)) as { messages: unknown[] }).messages.length).toBe(1);

    // Notifications: a comment by a muted person on the blocker's story is not shown.
    const own = await insertBook(t.database.db, blocker.id);
    await ok('POST', `/api/bookReader/books/${own.id}/chapters/${own.chapterIds[0]}/comments`, muted, { content: 'Bildirim olmayacak' }, 201);
    const notes = (await ok('GET', '/api/notifications', blocker)) as { sender_id: number | null }[];
    expect(notes.some((n) => n.sender_id === muted.id || n.sender_id === blocked.id)).toBe(false);
    await ok('POST', `/api/bookReader/books/${own.id}/chapters/${own.chapterIds[0]}/comments`, bystander, { content: 'Bildirim olacak' }, 201);
    const after = (await ok('GET', '/api/notifications', blocker)) as { sender_id: number | null }[];
    expect(after.some((n) => n.sender_id === bystander.id)).toBe(true);
  });

  it('after unmuting, the person’s comments show again', async () => {
    await ok('DELETE', `/api/mutes/${muted.id}`, blocker);
    const feed = (await ok('GET', '/api/discover/posts', blocker)) as { user_id: number }[];
    expect(feed.some((p) => p.user_id === muted.id)).toBe(true);
  });
});
