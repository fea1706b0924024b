import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { bookRow, chapterRow, createChapter, createStory, postChapter } from '../../../test/authoring';
import { chapterCalls } from '../../../test/chapter-calls';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, author, reader } = useTestApp({ author: {}, reader: {} });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Bölümlü Hikaye' });
});

const { setPublished, deleteChapter, dashboardIds, numbersOf } = chapterCalls(() => t);

describe('POST /api/preview/chapters/{id}/publish|unpublish', () => {
  it('publishing a chapter publishes the story; the story reaches another reader’s dashboard only then', async () => {
    const book = await createStory(t.app, author, { title: 'Yakında' });
    const id = await createChapter(t.app, author, { book_id: book });
    const notYet = await dashboardIds(reader);
    for (const shelf of Object.values(notYet)) expect(shelf.map((b) => b.book_id)).not.toContain(book);

    t.clock.advance(60_000);
    const res = await setPublished(author.token, id, 'publish', { book_id: book });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chapter_id: id, is_published: true, message: MSG.chapterPublished, updated_at: expect.any(String) });
    expect(await chapterRow(t.database.db, id)).toMatchObject({ isPublished: true, publishedAt: new Date(t.clock()) });
    expect(await bookRow(t.database.db, book)).toMatchObject({ isPublished: true, publishedAt: new Date(t.clock()) });

    const now = await dashboardIds(reader);
    const card = now.newReleases!.find((b) => b.book_id === book);
    expect(card).toMatchObject({ published_chapters_count: 1, first_chapter_id: id });

    // Publishing again is harmless and keeps the first publication date.
    t.clock.advance(60_000);
    const again = await setPublished(author.token, id, 'publish', { book_id: String(book) });
    expect(again.statusCode).toBe(200);
    expect((await chapterRow(t.database.db, id))!.publishedAt).toEqual(new Date(t.clock() - 60_000));

    // A new draft chapter does not reach readers.
    const draft = await createChapter(t.app, author, { book_id: book });
    const withDraft = (await dashboardIds(reader)).newReleases!.find((b) => b.book_id === book)!;
    expect(withDraft).toMatchObject({ published_chapters_count: 1, first_chapter_id: id });
    expect(draft).not.toBe(id);
  });

  it('unpublishes a chapter: it leaves the readers’ lists, the story stays published', async () => {
    const book = await createStory(t.app, author, { title: 'Geri Çekilen' });
    const id = await createChapter(t.app, author, { book_id: book, is_published: true });
    const res = await setPublished(author.token, id, 'unpublish', { book_id: book });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chapter_id: id, is_published: false, message: MSG.chapterUnpublished, updated_at: expect.any(String) });
    expect((await chapterRow(t.database.db, id))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, book))!.isPublished).toBe(true);
    const card = (await dashboardIds(reader)).newReleases!.find((b) => b.book_id === book);
    expect(card).toMatchObject({ published_chapters_count: 0, first_chapter_id: null });
  });

  it('refuses a book_id the chapter does not belong to, or none, and changes nothing', async () => {
    const book = await createStory(t.app, author);
    const otherBook = await createStory(t.app, author);
    const id = await createChapter(t.app, author, { book_id: book });
    for (const action of ['publish', 'unpublish'] as const) {
      const wrong = await setPublished(author.token, id, action, { book_id: otherBook });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: MSG.bookIdMismatch, code: ERROR_CODES.VALIDATION });
      const missing = await setPublished(author.token, id, action, {});
      expect(missing.statusCode).toBe(400);
      const zero = await setPublished(author.token, id, action, { book_id: 0 });
      expect(zero.statusCode).toBe(400);
    }
    expect((await chapterRow(t.database.db, id))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, book))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, otherBook))!.isPublished).toBe(false);
  });

  it('answers 404 for a chapter that does not exist', async () => {
    const res = await setPublished(author.token, 999_999, 'publish', { book_id: bookId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.chapterNotFound);
  });
});

describe('DELETE /api/story-details/chapters/{id}', () => {
  it('renumbers the later chapters and lowers the story’s totals', async () => {
    const book = await createStory(t.app, author);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await createChapter(t.app, author, { book_id: book, title: `B${i + 1}`, is_published: true }));
    const counts = [
      { views: 10, likes: 3, comments: 1 },
      { views: 7, likes: 2, comments: 4 },
      { views: 5, likes: 1, comments: 0 },
      { views: 2, likes: 0, comments: 2 },
    ];
    for (const [i, c] of counts.entries()) await t.database.db.update(chapters).set(c).where(eq(chapters.id, ids[i]!));
    await t.database.db.update(books).set({ totalViews: 24, totalLikes: 6, totalComments: 7 }).where(eq(books.id, book));

    const res = await deleteChapter(author.token, ids[1]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.chapterDeleted });
    // Gone for its author at once; the row itself goes with the purge job (issue 26).
    const own = await t.app.inject({ method: 'GET', url: `/api/story-details/chapters/${ids[1]}`, headers: bearer(author.token) });
    expect(own.statusCode).toBe(404);
    await t.app.jobs.runUntilIdle();
    expect(await chapterRow(t.database.db, ids[1]!)).toBeUndefined();
    expect(await numbersOf(book)).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);
    expect(await bookRow(t.database.db, book)).toMatchObject({ totalViews: 17, totalLikes: 4, totalComments: 3 });

    // The story details list and the reader-facing counts follow.
    const details = await t.app.inject({ method: 'GET', url: `/api/story-details/${book}`, headers: bearer(author.token) });
    expect((details.json().chapters as { chapter_id: number; chapter_number: number }[]).map((c) => [c.chapter_id, c.chapter_number])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);

    // Deleting the first chapter shifts all the others; the next new chapter takes the next number.
    expect((await deleteChapter(author.token, ids[0]!)).statusCode).toBe(200);
    expect(await numbersOf(book)).toEqual([
      [ids[2], 1],
      [ids[3], 2],
    ]);
    expect(await bookRow(t.database.db, book)).toMatchObject({ totalViews: 7, totalLikes: 1, totalComments: 2 });
    const next = await postChapter(t.app, author.token, { book_id: book, title: 'Yeni', content: '<p>yeni</p>' });
    expect(next.json().chapter_number).toBe(3);

    // A second delete of the same chapter is a 404.
    const again = await deleteChapter(author.token, ids[0]!);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.chapterNotFound);
  });

  it('never lowers the totals below zero', async () => {
    const book = await createStory(t.app, author);
    const id = await createChapter(t.app, author, { book_id: book });
    await t.database.db.update(chapters).set({ views: 50, likes: 5, comments: 5 }).where(eq(chapters.id, id));
    await t.database.db.update(books).set({ totalViews: 10, totalLikes: 1, totalComments: 0 }).where(eq(books.id, book));
    expect((await deleteChapter(author.token, id)).statusCode).toBe(200);
    expect(await bookRow(t.database.db, book)).toMatchObject({ totalViews: 0, totalLikes: 0, totalComments: 0 });
    expect(await numbersOf(book)).toEqual([]);
  });
});
