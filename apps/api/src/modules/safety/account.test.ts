import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, REPORT_REASONS, SAFETY_MSG, type AccountExport } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { coverFiles, createStory } from '../../../test/authoring';
import { addToLibrary, insertBook, saveProgress } from '../../../test/fixtures';
import { validJpeg } from '../../../test/images';
import { multipartPayload } from '../../../test/multipart';
import { bearer, nextIp, registerAndLogin } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

const { t, leaver, author, friend } = useTestApp({ leaver: { username: 'ayrılan_okur' }, author: {}, friend: {} });
let ownStoryId: number;
let othersBook: { id: number; chapterIds: number[] };
let madeReportId: number;

const { call, ok } = apiCalls(t);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/** The leaver leaves a trace in every table that can hold one: through the API where it counts. */
beforeAll(async () => {
  const { payload, headers } = multipartPayload({}, { field: 'profile_image_url', filename: 'foto.jpg', contentType: 'image/jpeg', data: await validJpeg(400, 400) });
  expect((await t.app.inject({ method: 'PUT', url: '/api/setting/image', payload, headers: { ...headers, ...bearer(leaver.token) } })).statusCode).toBe(200);
  ownStoryId = await createStory(t.app, leaver);
  const ownBook = await insertBook(t.database.db, leaver.id);

  othersBook = await insertBook(t.database.db, author.id);
  const [c1, c2] = othersBook.chapterIds as [number, number];
  const base = `/api/bookReader/books/${othersBook.id}/chapters`;
  await ok('POST', `/api/bookReader/chapters/${c1}/like`, leaver);
  await ok('POST', `/api/bookReader/chapters/${c2}/like`, leaver);
  await ok('POST', `/api/bookReader/chapters/${c1}/like`, friend);
  const top = await ok('POST', `${base}/${c1}/comments`, leaver, { content: 'Ayrılanın yorumu' }, 201);
  await ok('POST', `${base}/${c1}/comments`, friend, { content: 'Yanıt', parentCommentId: top.comment_id }, 201);
  const authorComment = await ok('POST', `${base}/${c1}/comments`, author, { content: 'Yazarın yorumu' }, 201);
  await ok('POST', `${base}/${c2}/comments`, friend, { content: 'Kalacak yorum', parentCommentId: undefined }, 201);
  await ok('POST', `/api/bookReader/comments/${authorComment.comment_id}/like`, leaver);
  // Others act on the leaver's things too.
  await ok('POST', `/api/bookReader/books/${ownBook.id}/chapters/${ownBook.chapterIds[0]}/comments`, friend, { content: 'Sana yorum' }, 201);
  await ok('POST', `/api/bookReader/chapters/${ownBook.chapterIds[0]}/like`, friend);
  await addToLibrary(t.database.db, leaver.id, othersBook.id);
  await addToLibrary(t.database.db, friend.id, ownBook.id);
  await saveProgress(t.database.db, leaver.id, othersBook.id, c1);

  const authorPost = await ok('POST', '/api/community/posts', author, { userId: author.id, content: 'Yazarın gönderisi' }, 201);
  await ok('POST', `/api/community/posts/${authorPost.postId}/like`, leaver);
  const pc = await ok('POST', `/api/community/posts/${authorPost.postId}/comments`, leaver, { userId: leaver.id, content: 'Gönderiye yorum' }, 201);
  await ok('POST', `/api/community/comments/${pc.commentId}/like`, friend);
  const friendComment = await ok('POST', `/api/community/posts/${authorPost.postId}/comments`, friend, { userId: friend.id, content: 'Kalacak' }, 201);
  await ok('POST', `/api/community/comments/${friendComment.commentId}/like`, leaver);
  const ownPost = await ok('POST', '/api/community/posts', leaver, { userId: leaver.id, content: 'Benim gönderim' }, 201);
  await ok('POST', `/api/community/posts/${ownPost.postId}/like`, author);
  await ok('POST', `/api/community/posts/${authorPost.postId}/report`, leaver, { reason: REPORT_REASONS[0], description: 'Uygunsuz' }, 201);
  await ok('POST', `/api/community/posts/${ownPost.postId}/report`, author, { reason: REPORT_REASONS[0], description: '' }, 201);
  [{ id: madeReportId }] = (await t.database.db.select({ id: reports.id }).from(reports).where(eq(reports.reporterId, leaver.id))) as [{ id: number }];

  await ok('POST', `/api/profile/follow/${author.id}`, leaver);
  await ok('POST', `/api/profile/follow/${leaver.id}`, friend);
  await ok('POST', `/api/blocks/${author.id}`, friend, undefined, 201);
  await ok('POST', `/api/mutes/${friend.id}`, leaver, undefined, 201);
  await ok('POST', `/api/blocks/${leaver.id}`, author, undefined, 201);
  await ok('POST', '/api/messages', leaver, { recipient_username: friend.username, content: 'Selam' }, 201);
  await ok('POST', '/api/messages', friend, { recipient_username: leaver.username, content: 'Merhaba' }, 201);
});

describe('GET /api/account/export', () => {
  it('is a JSON attachment named after the user with everything stored about them', async () => {
    const res = await call('GET', '/api/account/export', leaver);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="okuryazar-verilerim-ayr_lan_okur.json"; filename*=UTF-8''${encodeURIComponent('okuryazar-verilerim-ayrılan_okur.json')}`,
    );
    const data = res.json() as AccountExport;
    expect(data.profile).toMatchObject({ user_id: leaver.id, username: 'ayrılan_okur', email: leaver.email, birth_date: '1995-05-19' });
    expect(data.profile.profile_image_url).toEqual(expect.any(String));
    expect(data.stories.map((s) => s.book_id)).toContain(ownStoryId);
    expect(data.stories.some((s) => s.chapters.length === 2)).toBe(true);
    expect(data.comments.map((c) => c.content)).toEqual(['Ayrılanın yorumu']);
    expect(data.likes.chapters).toHaveLength(2);
    expect(data.likes.comments).toHaveLength(1);
    expect(data.likes.posts).toHaveLength(1);
    expect(data.likes.post_comments).toHaveLength(1);
    expect(data.library.map((l) => l.book_id)).toEqual([othersBook.id]);
    expect(data.reading_progress).toHaveLength(1);
    expect(data.follows.following.map((f) => f.user_id)).toEqual([]); // the author's block ended it
    expect(data.follows.followers.map((f) => f.user_id)).toEqual([friend.id]);
    expect(data.mutes.map((m) => m.user_id)).toEqual([friend.id]);
    expect(data.blocks).toEqual([]);
    expect(data.messages.map((m) => m.content)).toEqual(['Selam', 'Merhaba']);
    expect(data.posts.map((p) => p.content)).toEqual(['Benim gönderim']);
    expect(data.post_comments.map((c) => c.content)).toEqual(['Gönderiye yorum']);
    expect(data.reports.map((r) => r.report_id)).toEqual([madeReportId]);
    expect(data.notifications.length).toBeGreaterThan(0);
    // Nothing of the password.
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('is refused to visitors', async () => {
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password and visitors', async () => {
    const wrong = await call('DELETE', '/api/account', leaver, { password: 'yanlış-şifre' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Girdiğiniz şifre hatalı', code: ERROR_CODES.INVALID_PASSWORD });
    expect((await call('DELETE', '/api/account', leaver, {})).statusCode).toBe(400);
    expect((await call('DELETE', '/api/account', undefined, { password: leaver.password })).statusCode).toBe(401);
  });

  it('deletes the account, its personal data and files; no row with a user column names the user; counters stay right', async () => {
    const avatarsBefore = readdirSync(path.join(t.config.dataDir, 'uploads', 'avatars'));
    expect(avatarsBefore.length).toBeGreaterThan(0);
    expect(coverFiles(t.config.dataDir).length).toBeGreaterThan(0);

    const res = await call('DELETE', '/api/account', leaver, { password: leaver.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SAFETY_MSG.accountDeleted });

    // At once, before the purge: the person and their story are gone for everyone.
    expect((await call('GET', `/api/profile/${leaver.id}`, friend)).statusCode).toBe(404);
    expect((await call('GET', `/api/books/${ownStoryId}`, friend)).statusCode).toBe(404);
    const beforePurge = await rows<{ n: number }>(sql`select count(*)::int as n from users where id = ${leaver.id} and deleted_at is not null`);
    expect(Number(beforePurge[0]!.n)).toBe(1);
    // The rest goes in the background, in batches (issue 26 item 4).
    await t.app.jobs.runUntilIdle();

    // Every column that references users, found from the catalogue (new tables included).
    const columns = await rows<{ table_name: string; column_name: string }>(sql`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
      union
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (column_name = 'user_id' or column_name like '%\\_user\\_id')`);
    expect(columns.length).toBeGreaterThanOrEqual(20);
    for (const { table_name, column_name } of columns) {
      const [found] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${leaver.id}`);
      expect(Number(found!.n), `${table_name}.${column_name}`).toBe(0);
    }
    const [users] = await rows<{ n: number }>(sql`select count(*)::int as n from users where id = ${leaver.id} or lower(email) = lower(${leaver.email})`);
    expect(Number(users!.n)).toBe(0);
    // Reports about the user are gone; the one they made stays without them.
    const [made] = await t.database.db.select().from(reports).where(eq(reports.id, madeReportId));
    expect(made).toMatchObject({ reporterId: null, targetType: 'post' });
    expect(await t.database.db.select().from(reports)).toHaveLength(1);

    // Every counter equals what it counts, on everything that stayed.
    const drift = await rows<{ what: string; id: number }>(sql`
      select 'chapter likes' as what, c.id from chapters c where c.likes <> (select count(*) from chapter_likes l where l.chapter_id = c.id)
      union all select 'chapter comments', c.id from chapters c where c.comments <> (select count(*) from comments m where m.chapter_id = c.id and m.deleted_at is null)
      union all select 'book likes', b.id from books b where b.total_likes <> (select count(*) from chapter_likes l join chapters c on c.id = l.chapter_id where c.book_id = b.id)
      union all select 'book comments', b.id from books b where b.total_comments <> (select count(*) from comments m join chapters c on c.id = m.chapter_id where c.book_id = b.id and m.deleted_at is null)
      union all select 'comment likes', m.id from comments m where m.likes_count <> (select count(*) from comment_likes l where l.comment_id = m.id)
      union all select 'post likes', p.id from posts p where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
      union all select 'post comments', p.id from posts p where p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)
      union all select 'post comment likes', c.id from post_comments c where c.likes_count <> (select count(*) from post_comment_likes l where l.comment_id = c.id)`);
    expect(drift).toEqual([]);
    const [book] = await rows<{ total_likes: number; total_comments: number }>(sql`select total_likes, total_comments from books where id = ${othersBook.id}`);
    // The friend's reply to the leaver's comment stays, under a placeholder without text or author.
    expect(book).toEqual({ total_likes: 1, total_comments: 3 });
    const placeholders = await rows<{ user_id: number | null; content: string }>(sql`select user_id, content from comments where deleted_at is not null`);
    expect(placeholders).toEqual([{ user_id: null, content: '' }]);

    // Files: the photo and the cover with every size.
    expect(readdirSync(path.join(t.config.dataDir, 'uploads', 'avatars'))).toEqual([]);
    expect(coverFiles(t.config.dataDir)).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(true);
  });

  it('afterwards the old token and the login are refused, and the e-mail and username are free', async () => {
    expect((await call('GET', '/api/settings/privacy', leaver)).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications', leaver)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: leaver.email, password: leaver.password }, headers: { 'x-forwarded-for': nextIp() } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ code: ERROR_CODES.INVALID_CREDENTIALS });
    const again = await registerAndLogin(t.app, { email: leaver.email, username: leaver.username, password: leaver.password });
    expect(again.id).not.toBe(leaver.id);
  });
});
