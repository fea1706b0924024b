import { MSG } from '@okuryazar/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows, notifications } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, author, reader, teen, fan } = useTestApp({ author: {}, reader: {}, teen: { birthDate: '2012-01-01' }, fan: {} });
const ids: Record<'open' | 'mature' | 'draft', number> = { open: 0, mature: 0, draft: 0 };

beforeAll(async () => {
  const db = t.database.db;
  ids.open = (await insertBook(db, author.id, { title: 'Açık Kitap' })).id;
  ids.mature = (await insertBook(db, author.id, { title: 'Yetişkin Kitabı', isMatureContent: true })).id;
  ids.draft = (await insertBook(db, author.id, { title: 'Taslak Kitap', isPublished: false })).id;
});

const get = (url: string, user?: RegisteredUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const post = (url: string, user?: RegisteredUser) => t.app.inject({ method: 'POST', url, headers: user ? bearer(user.token) : {} });

type Profile = {
  user: { user_id: number; username: string; join_date: string; followers_count: number; following_count: number; books_count: number };
  books: { book_id: number; is_published: boolean }[];
  isFollowing: boolean;
  isBlocked: boolean;
};
async function profile(of: RegisteredUser | number, viewer: RegisteredUser): Promise<Profile> {
  const res = await get(`/api/profile/${typeof of === 'number' ? of : of.id}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Profile;
}
const bookIds = (p: Profile) => p.books.map((b) => b.book_id).sort((a, b) => a - b);

async function followNotifications(recipientId: number, senderId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, recipientId), eq(notifications.senderId, senderId), eq(notifications.type, 'follow')));
}

describe('GET /api/profile/{id}', () => {
  it('shows the owner every own book, drafts included', async () => {
    const own = await profile(author, author);
    expect(own.user).toMatchObject({ user_id: author.id, username: author.username });
    expect(bookIds(own)).toEqual([ids.open, ids.mature, ids.draft].sort((a, b) => a - b));
    expect(own.books.find((b) => b.book_id === ids.draft)?.is_published).toBe(false);
    expect(own.user.books_count).toBe(2);
    expect(own.isFollowing).toBe(false);
  });

  it('shows others the published books only, and no mature book to a reader under 18', async () => {
    expect(bookIds(await profile(author, reader))).toEqual([ids.open, ids.mature].sort((a, b) => a - b));
    const forTeen = await profile(author, teen);
    expect(bookIds(forTeen)).toEqual([ids.open]);
    expect(forTeen.books.every((b) => b.is_published)).toBe(true);
  });

  it('gives a join date in ISO format', async () => {
    const { user } = await profile(reader, reader);
    expect(user.join_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(new Date(user.join_date).toISOString()).toBe(user.join_date);
    expect(Math.abs(Date.now() - Date.parse(user.join_date))).toBeLessThan(10 * 60 * 1000);
  });

  it('answers an unknown user with 404 Kullanıcı bulunamadı.', async () => {
    const res = await get('/api/profile/999999', reader);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.profileNotFound);
    expect(res.json().message).toBe('Kullanıcı bulunamadı.');
  });

  it('refuses a visitor', async () => {
    expect((await get(`/api/profile/${author.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/profile/follow|unfollow/{id}', () => {
  it('follows once, counts from the server, shows isFollowing and the counts on both profiles', async () => {
    const first = await post(`/api/profile/follow/${author.id}`, fan);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, followers_count: 1 });
    const again = await post(`/api/profile/follow/${author.id}`, fan);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, followers_count: 1 });
    expect((await post(`/api/profile/follow/${author.id}`, reader)).json()).toEqual({ success: true, followers_count: 2 });
    expect((await post(`/api/profile/follow/${reader.id}`, author)).json()).toEqual({ success: true, followers_count: 1 });

    const seenByFan = await profile(author, fan);
    expect(seenByFan.isFollowing).toBe(true);
    expect(seenByFan.user).toMatchObject({ followers_count: 2, following_count: 1, books_count: 2 });
    expect((await profile(author, teen)).isFollowing).toBe(false);
    expect((await profile(fan, fan)).user).toMatchObject({ followers_count: 0, following_count: 1, books_count: 0 });
    expect((await profile(reader, author)).isFollowing).toBe(true);
  });

  it('notifies the followed user exactly once, and nobody else', async () => {
    const rows = await followNotifications(author.id, fan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toContain(fan.username);
    expect(await followNotifications(fan.id, fan.id)).toHaveLength(0);
    expect(await followNotifications(author.id, reader.id)).toHaveLength(1);
  });

  it('unfollows, and a second unfollow is harmless', async () => {
    const first = await post(`/api/profile/unfollow/${author.id}`, fan);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, followers_count: 1 });
    const again = await post(`/api/profile/unfollow/${author.id}`, fan);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, followers_count: 1 });
    expect((await profile(author, fan)).isFollowing).toBe(false);
    // Someone who never followed can unfollow too: nothing changes.
    expect((await post(`/api/profile/unfollow/${author.id}`, teen)).json()).toEqual({ success: true, followers_count: 1 });
    // Another user's follow is untouched by fan's unfollow.
    const rows = await t.database.db.select().from(follows).where(eq(follows.followedId, author.id));
    expect(rows.map((r) => r.followerId)).toEqual([reader.id]);
  });

  it('refuses following or unfollowing yourself with 400', async () => {
    for (const action of ['follow', 'unfollow']) {
      const res = await post(`/api/profile/${action}/${fan.id}`, fan);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.cannotFollowSelf);
    }
    expect((await profile(fan, fan)).user.followers_count).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await post('/api/profile/follow/999999', fan)).statusCode).toBe(404);
    expect((await post('/api/profile/unfollow/999999', fan)).statusCode).toBe(404);
  });

  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = (await profile(author, author)).user.followers_count;
    expect((await post(`/api/profile/follow/${author.id}`)).statusCode).toBe(401);
    expect((await post(`/api/profile/unfollow/${reader.id}`)).statusCode).toBe(401);
    expect((await post(`/api/profile/follow/${author.id}`, { ...fan, token: 'not-a-token' })).statusCode).toBe(401);
    expect((await profile(author, author)).user.followers_count).toBe(before);
    expect((await profile(reader, reader)).user.followers_count).toBe(1);
  });

  it('lets one user unfollow only their own follow (another user cannot remove it)', async () => {
    // reader follows author; teen unfollowing author must not remove reader's follow.
    await post(`/api/profile/unfollow/${author.id}`, teen);
    expect((await profile(author, reader)).isFollowing).toBe(true);
    expect((await profile(author, author)).user.followers_count).toBe(1);
  });
});

describe('isBlocked on a profile (issue 28 item 7)', () => {
  it('tells the blocker they blocked this person, until they lift it; never the owner', async () => {
    const blocker = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    expect((await profile(other, blocker)).isBlocked).toBe(false);
    const del = (url: string, user: RegisteredUser) => t.app.inject({ method: 'DELETE', url, headers: bearer(user.token) });
    expect((await post(`/api/blocks/${other.id}`, blocker)).statusCode).toBe(201);
    const seen = await profile(other, blocker);
    expect(seen.isBlocked).toBe(true);
    expect(seen.isFollowing).toBe(false);
    expect((await profile(other, other)).isBlocked).toBe(false);
    expect((await del(`/api/blocks/${other.id}`, blocker)).statusCode).toBe(200);
    expect((await profile(other, blocker)).isBlocked).toBe(false);
  });
});
