import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MSG } from '@okuryazar/shared';
import { notifications, readingProgress } from '../../db/schema';
import { addToLibrary, insertBook } from '../../../test/fixtures';
import { apiCalls, useTestApp } from '../../../test/app-fixture';

const { t, author, reader, follower, both, blocked, blocker, muter, stranger } = useTestApp({
  author: {},
  reader: {},
  follower: {},
  both: {},
  blocked: {},
  blocker: {},
  muter: {},
  stranger: {},
});
const { call, ok } = apiCalls(t);
const HOUR = 60 * 60 * 1000;

async function notices(announcementId: number) {
  await t.app.jobs.runUntilIdle();
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'announcement'), eq(notifications.announcementId, announcementId)));
}

describe('story announcements', () => {
  it('only the author posts; the text is trimmed and checked in Turkish', async () => {
    const b = await insertBook(t.database.db, author.id, { title: 'Duyurulu Kitap' }, 1);
    const url = `/api/stories/${b.id}/announcements`;
    expect((await call('POST', url, reader, { content: 'Merhaba' })).statusCode).toBe(404);
    expect((await call('POST', url, null, { content: 'Merhaba' })).statusCode).toBe(401);
    const empty = await call('POST', url, author, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(ANNOUNCEMENT_MSG.empty);
    const long = await call('POST', url, author, { content: 'a'.repeat(ANNOUNCEMENT_LIMITS.maxChars + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(ANNOUNCEMENT_MSG.tooLong);
    const made = await ok<{ content: string; book_id: number }>('POST', url, author, { content: '  Yeni bölüm cuma geliyor.  ' }, 201);
    expect(made).toMatchObject({ content: 'Yeni bölüm cuma geliyor.', book_id: b.id });
  });

  it('one a day a story, with a message saying when the next is possible; deleting does not free the day', async () => {
    const b = await insertBook(t.database.db, author.id, {}, 1);
    const url = `/api/stories/${b.id}/announcements`;
    const first = await ok<{ announcement_id: number }>('POST', url, author, { content: 'Bir' }, 201);
    const again = await call('POST', url, author, { content: 'İki' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/bugün zaten bir duyuru yayınladınız.*sonrasında yayınlayabilirsiniz/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another story of the same author has its own day.
    const other = await insertBook(t.database.db, author.id, {}, 1);
    await ok('POST', `/api/stories/${other.id}/announcements`, author, { content: 'Öteki' }, 201);

    await ok('DELETE', `/api/announcements/${first.announcement_id}`, author);
    expect((await call('POST', url, author, { content: 'Üç' })).statusCode).toBe(429);
    const page = await ok<{ next_allowed_at: string | null }>('GET', `/api/books/${b.id}/announcements`, author);
    expect(page.next_allowed_at).not.toBeNull();

    t.clock.advance(24 * HOUR);
    await ok('POST', url, author, { content: 'Ertesi gün' }, 201);
  });

  it('followers and library readers hear once each; blocked either way, muting and the author none; progress stays', async () => {
    const b = await insertBook(t.database.db, author.id, { title: 'Haberli Kitap' }, 2);
    for (const u of [follower, both, blocked, blocker, muter]) await ok('POST', `/api/profile/follow/${author.id}`, u);
    for (const u of [reader, both, blocked, blocker, muter, author]) await addToLibrary(t.database.db, u.id, b.id);
    await ok('POST', `/api/blocks/${blocked.id}`, author, {}, 201);
    await ok('POST', `/api/blocks/${author.id}`, blocker, {}, 201);
    await ok('POST', `/api/mutes/${author.id}`, muter, {}, 201);
    await ok('POST', '/api/bookReader/progress/save', reader, { bookId: b.id, chapterId: b.chapterIds[0], position: { scrollY: 120, timestamp: 1 } });
    const progressOf = () => t.database.db.select().from(readingProgress).where(eq(readingProgress.userId, reader.id));
    const before = await progressOf();

    const made = await ok<{ announcement_id: number }>('POST', `/api/stories/${b.id}/announcements`, author, { content: 'Ara veriyorum.' }, 201);
    const rows = await notices(made.announcement_id);
    expect(rows.map((r) => r.userId).sort((x, y) => x - y)).toEqual([reader.id, follower.id, both.id].sort((x, y) => x - y));
    expect(rows.every((r) => r.senderId === author.id && r.bookId === b.id && r.chapterId === null)).toBe(true);
    expect(rows[0]!.content).toContain('«Haberli Kitap» için bir duyuru paylaştı');
    // Running the pipeline again adds nothing.
    expect(await notices(made.announcement_id)).toHaveLength(3);
    expect(await progressOf()).toEqual(before);

    // The reader sees it in their list, typed, pointing at the book.
    const list = await ok<{ type: string; book_id: number | null }[]>('GET', '/api/notifications', reader);
    expect(list.some((n) => n.type === 'announcement' && n.book_id === b.id)).toBe(true);

    // Deleting the announcement takes its notices with it.
    await ok('DELETE', `/api/announcements/${made.announcement_id}`, author);
    expect(await notices(made.announcement_id)).toHaveLength(0);
  });

  it('the book page lists them newest first, paged; blocked readers see none; only the author deletes', async () => {
    const b = await insertBook(t.database.db, author.id, {}, 1);
    const ids: number[] = [];
    for (let i = 0; i < ANNOUNCEMENT_LIMITS.pageSize + 2; i += 1) {
      ids.push((await ok<{ announcement_id: number }>('POST', `/api/stories/${b.id}/announcements`, author, { content: `Duyuru ${i}` }, 201)).announcement_id);
      t.clock.advance(24 * HOUR);
    }
    const first = await ok<{ announcements: { announcement_id: number }[]; next_before: number | null; next_allowed_at: string | null }>('GET', `/api/books/${b.id}/announcements`, stranger);
    expect(first.announcements.map((a) => a.announcement_id)).toEqual(ids.slice().reverse().slice(0, ANNOUNCEMENT_LIMITS.pageSize));
    expect(first.next_allowed_at).toBeNull();
    const second = await ok<{ announcements: { announcement_id: number }[]; next_before: number | null }>('GET', `/api/books/${b.id}/announcements?before=${first.next_before}`, stranger);
    expect(second.announcements.map((a) => a.announcement_id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.next_before).toBeNull();

    expect((await call('GET', `/api/books/${b.id}/announcements`, blocked)).statusCode).toBe(404);
    expect((await call('GET', `/api/books/${b.id}/announcements`, blocker)).statusCode).toBe(404);
    expect((await call('GET', `/api/books/${b.id}/announcements?before=abc`, stranger)).statusCode).toBe(400);

    expect((await call('DELETE', `/api/announcements/${ids[0]}`, stranger)).statusCode).toBe(404);
    await ok('DELETE', `/api/announcements/${ids[0]}`, author);
    expect((await call('DELETE', `/api/announcements/${ids[0]}`, author)).statusCode).toBe(404);
    const after = await ok<{ announcements: { announcement_id: number }[] }>('GET', `/api/books/${b.id}/announcements?before=${first.next_before}`, stranger);
    expect(after.announcements.map((a) => a.announcement_id)).toEqual([ids[1]]);
  });
});
