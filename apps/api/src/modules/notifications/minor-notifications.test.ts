import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

/**
 * Issue 27 item 8: a reader under 18 is notified of replies, comments and likes only from
 * accounts they follow; the reply itself stays public. Adults hear from everyone.
 */
const { t } = useTestApp();
let minor: RegisteredUser;
let adult: RegisteredUser;
let stranger: RegisteredUser;
let followed: RegisteredUser;
let storyOwner: RegisteredUser;
let book: { id: number; chapterIds: number[] };
let minorBook: { id: number; chapterIds: number[] };

const { ok } = apiCalls(t);
const fromSender = async (recipient: RegisteredUser, sender: RegisteredUser, type: 'comment' | 'like') =>
  (await t.database.db.select().from(notifications).where(and(eq(notifications.userId, recipient.id), eq(notifications.senderId, sender.id), eq(notifications.type, type)))).length;

beforeAll(async () => {
  // 13 on the test clock's day (2026-06-15).
  minor = await registerAndLogin(t.app, { birthDate: '2013-03-01' });
  adult = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app);
  followed = await registerAndLogin(t.app);
  storyOwner = await registerAndLogin(t.app);
  book = await insertBook(t.database.db, storyOwner.id);
  minorBook = await insertBook(t.database.db, minor.id);
  await ok('POST', `/api/profile/follow/${followed.id}`, minor);
});

describe('a minor hears only from accounts they follow', () => {
  it('a stranger’s reply to a minor’s comment stays public but does not notify the minor; a followed account’s does', async () => {
    const base = `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`;
    const own = (await ok('POST', base, minor, { content: 'Çok güzel bir bölüm!' }, 201)) as { comment_id: number };
    const reply = (await ok('POST', base, stranger, { content: 'Bana yaz', parentCommentId: own.comment_id }, 201)) as { comment_id: number };
    expect(await fromSender(minor, stranger, 'comment')).toBe(0);
    const listed = (await ok('GET', `/api/bookReader/chapters/${book.chapterIds[0]}/comments`, adult)) as unknown as { comment_id: number }[];
    expect(listed.map((c) => c.comment_id)).toContain(reply.comment_id);
    await ok('POST', base, followed, { content: 'Katılıyorum', parentCommentId: own.comment_id }, 201);
    expect(await fromSender(minor, followed, 'comment')).toBe(1);
    // The story's adult author still hears of the stranger's comment.
    expect(await fromSender(storyOwner, stranger, 'comment')).toBe(1);
  });

  it('a stranger’s like or comment on a minor’s chapter does not notify the minor; a followed account’s does', async () => {
    const chapter = minorBook.chapterIds[0]!;
    await ok('POST', `/api/bookReader/chapters/${chapter}/like`, stranger);
    await ok('POST', `/api/bookReader/books/${minorBook.id}/chapters/${chapter}/comments`, stranger, { content: 'Merhaba' }, 201);
    expect(await fromSender(minor, stranger, 'like')).toBe(0);
    expect(await fromSender(minor, stranger, 'comment')).toBe(0);
    await ok('POST', `/api/bookReader/chapters/${chapter}/like`, followed);
    expect(await fromSender(minor, followed, 'like')).toBe(1);
  });

  it('an adult hears of a stranger’s reply and like as before', async () => {
    const base = `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[1]}/comments`;
    const own = (await ok('POST', base, adult, { content: 'Bir yorum' }, 201)) as { comment_id: number };
    await ok('POST', base, stranger, { content: 'Yanıt', parentCommentId: own.comment_id }, 201);
    expect(await fromSender(adult, stranger, 'comment')).toBe(1);
  });
});
