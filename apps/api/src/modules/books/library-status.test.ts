import { MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, author } = useTestApp({ author: {} }, { build: { schedulerIntervalMs: false } });

const send = (method: 'GET' | 'PUT' | 'POST', url: string, user: RegisteredUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
const setStatus = (user: RegisteredUser | null, bookId: number, status: unknown) => send('PUT', `/api/library/${bookId}/status`, user, { status });
const statusOf = async (user: RegisteredUser, bookId: number) => (await send('GET', `/api/books/${bookId}`, user)).json().library_status;
const read = (user: RegisteredUser, bookId: number, chapterId: number) => send('POST', '/api/bookReader/progress/save', user, { bookId, chapterId });

/** A published story of `chapters` chapters by the author. */
async function story(title: string, chapters = 2) {
  const id = await createStory(t.app, author, { title });
  const chapterIds: number[] = [];
  for (let i = 1; i <= chapters; i++) chapterIds.push(await createChapter(t.app, author, { book_id: id, title: `Bölüm ${i}`, content: `<p>Metin ${i}</p>`, is_published: true }));
  return { id, chapterIds };
}

describe('PUT /api/library/{bookId}/status', () => {
  it('keeps the reader’s choice, adding the story to the library if needed; the book page and the library show it', async () => {
    const reader = await registerAndLogin(t.app);
    const s = await story('Seçilen Durum');
    expect(await statusOf(reader, s.id)).toBeNull();
    const res = await setStatus(reader, s.id, 'planned');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'planned', isInLibrary: true });
    expect(await statusOf(reader, s.id)).toBe('planned');
    expect((await send('GET', `/api/books/${s.id}`, reader)).json().book.isInLibrary).toBe(true);
    expect((await setStatus(reader, s.id, 'dropped')).json()).toEqual({ status: 'dropped', isInLibrary: true });
    expect(await statusOf(reader, s.id)).toBe('dropped');
  });

  it('refuses a visitor, an unknown status, an unknown book and a blocked author, in Turkish', async () => {
    const reader = await registerAndLogin(t.app);
    const s = await story('Engelli Durum');
    expect((await setStatus(null, s.id, 'reading')).statusCode).toBe(401);
    for (const status of ['okuyorum', '', 7, null]) {
      const res = await setStatus(reader, s.id, status);
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().message).toBe(MSG.libraryStatusInvalid);
    }
    expect((await setStatus(reader, 999_999, 'reading')).statusCode).toBe(404);
    expect((await send('POST', `/api/blocks/${reader.id}`, author)).statusCode).toBe(201);
    const blocked = await setStatus(reader, s.id, 'reading');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('BLOCKED');
    expect(await statusOf(reader, s.id)).toBeNull();
    await t.app.inject({ method: 'DELETE', url: `/api/blocks/${reader.id}`, headers: bearer(author.token) });
  });
});

describe('statuses set by reading', () => {
  it('the first chapter read makes a planned story "reading"; the last chapter of a completed story "finished"', async () => {
    const reader = await registerAndLogin(t.app);
    const s = await story('Okunan', 3);
    await send('POST', `/api/books/${s.id}/toggle-library`, reader);
    expect(await statusOf(reader, s.id)).toBe('planned');
    await read(reader, s.id, s.chapterIds[0]!);
    expect(await statusOf(reader, s.id)).toBe('reading');
    // The last chapter of a story still being written finishes nothing.
    await read(reader, s.id, s.chapterIds[2]!);
    expect(await statusOf(reader, s.id)).toBe('reading');
    await t.database.db.update(books).set({ isCompleted: true }).where(eq(books.id, s.id));
    await read(reader, s.id, s.chapterIds[1]!);
    expect(await statusOf(reader, s.id)).toBe('reading');
    await read(reader, s.id, s.chapterIds[2]!);
    expect(await statusOf(reader, s.id)).toBe('finished');
    // Reading an earlier chapter again does not undo it.
    await read(reader, s.id, s.chapterIds[0]!);
    expect(await statusOf(reader, s.id)).toBe('finished');
  });

  it('never overrides what the reader chose, and adds nothing to a library by reading', async () => {
    const reader = await registerAndLogin(t.app);
    const s = await story('Bırakılan', 2);
    await t.database.db.update(books).set({ isCompleted: true }).where(eq(books.id, s.id));
    await read(reader, s.id, s.chapterIds[1]!);
    expect(await statusOf(reader, s.id)).toBeNull();
    await setStatus(reader, s.id, 'planned');
    await read(reader, s.id, s.chapterIds[1]!);
    expect(await statusOf(reader, s.id)).toBe('planned');
    await setStatus(reader, s.id, 'dropped');
    await read(reader, s.id, s.chapterIds[0]!);
    expect(await statusOf(reader, s.id)).toBe('dropped');
  });
});

describe('GET /api/library/books by status', () => {
  it('filters by status, counts every status of the whole library, and pages the filter', async () => {
    const reader = await registerAndLogin(t.app);
    const made = await Promise.all(['Bir', 'İki', 'Üç', 'Dört', 'Beş'].map((title) => story(`Raf ${title}`, 1)));
    const statuses = ['reading', 'reading', 'finished', 'dropped', 'planned'] as const;
    for (const [i, s] of made.entries()) await setStatus(reader, s.id, statuses[i]);
    const page = (query: string) => send('GET', `/api/library/books${query}`, reader).then((r) => r.json());

    const all = await page('');
    expect(all.total).toBe(5);
    expect(all.status_counts).toEqual({ reading: 2, planned: 1, finished: 1, dropped: 1 });
    expect(new Set(all.books.map((b: { library_status: string }) => b.library_status))).toEqual(new Set(statuses));

    const reading = await page('?status=reading&pageSize=1');
    expect(reading.total).toBe(2);
    expect(reading.has_more).toBe(true);
    expect(reading.books).toHaveLength(1);
    expect(reading.books[0].library_status).toBe('reading');
    expect(reading.status_counts).toEqual(all.status_counts);
    const second = await page('?status=reading&pageSize=1&page=2');
    expect(second.books[0].book_id).not.toBe(reading.books[0].book_id);
    expect(second.has_more).toBe(false);
    // Past the last page the total is still the filter's.
    expect((await page('?status=reading&pageSize=1&page=3')).total).toBe(2);

    const finished = await page('?status=finished&q=uc');
    expect(finished.books.map((b: { title: string }) => b.title)).toEqual(['Raf Üç']);
    expect((await send('GET', '/api/library/books?status=okunuyor', reader)).statusCode).toBe(400);
  });
});
