import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { createChapter, createStory } from '../../../test/authoring';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * The chapter facts a book card shows (chapter counts, first chapter, totals) are kept on the
 * books row (migration 0013_book_chapter_facts) instead of being counted per request. After
 * every kind of write, the card must show what a fresh count of the chapters says.
 */

const { t, author, reader } = useTestApp({ author: {}, reader: {} });

const get = (url: string, user: RegisteredUser) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const post = (url: string, user: RegisteredUser, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
const del = (url: string, user: RegisteredUser) =>
  t.app.inject({ method: 'DELETE', url, headers: bearer(user.token) });

interface Facts {
  chapterCount: number;
  publishedCount: number;
  firstChapterId: number | null;
  totalLikes: number;
  totalViews: number;
  totalComments: number;
}

/** What the chapters rows say right now, counted afresh. */
async function countedFacts(bookId: number): Promise<Facts> {
  const result = await t.database.db.execute(sql`
    select count(*)::int as "chapterCount",
      (count(*) filter (where c.is_published))::int as "publishedCount",
      (select c2.id from chapters c2 where c2.book_id = ${bookId} and c2.is_published order by c2.chapter_number limit 1) as "firstChapterId",
      coalesce(sum(c.likes), 0)::int as "totalLikes",
      coalesce(sum(c.views), 0)::int as "totalViews",
      coalesce(sum(c.comments), 0)::int as "totalComments",
      (select count(*)::int from chapter_likes cl join chapters c3 on c3.id = cl.chapter_id where c3.book_id = ${bookId}) as "likeRows"
    from chapters c where c.book_id = ${bookId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as (Facts & {
    likeRows: number;
  })[];
  const { likeRows, ...facts } = rows[0]!;
  expect(facts.totalLikes).toBe(likeRows);
  return facts;
}

async function storedFacts(bookId: number): Promise<Facts> {
  const [row] = await t.database.db
    .select({
      chapterCount: books.chapterCount,
      publishedCount: books.publishedChapterCount,
      firstChapterId: books.firstChapterId,
      totalLikes: books.totalLikes,
      totalViews: books.totalViews,
      totalComments: books.totalComments,
    })
    .from(books)
    .where(eq(books.id, bookId));
  return row!;
}

/** The stored row, the author's card and a reader's card all agree with a fresh count. */
async function expectCardsMatchCount(bookId: number): Promise<Facts> {
  const counted = await countedFacts(bookId);
  expect(await storedFacts(bookId)).toEqual(counted);
  const own = await get(`/api/books/${bookId}`, author);
  expect(own.statusCode).toBe(200);
  expect(own.json().book).toMatchObject({
    chapter_count: counted.chapterCount,
    published_chapters_count: counted.publishedCount,
    first_chapter_id: counted.firstChapterId,
    total_likes: counted.totalLikes,
    total_views: counted.totalViews,
  });
  const mine = (await get('/api/my-story/my-stories', author)).json() as {
    book_id: number;
    chapter_count: number;
    first_chapter_id: number | null;
  }[];
  expect(mine.find((b) => b.book_id === bookId)).toMatchObject({
    chapter_count: counted.chapterCount,
    first_chapter_id: counted.firstChapterId,
  });
  if (counted.publishedCount > 0) {
    const seen = await get(`/api/books/${bookId}`, reader);
    expect(seen.json().book).toMatchObject({
      chapter_count: counted.publishedCount,
      published_chapters_count: counted.publishedCount,
      first_chapter_id: counted.firstChapterId,
      total_likes: counted.totalLikes,
    });
  }
  return counted;
}

const publish = (chapterId: number, bookId: number, action: 'publish' | 'unpublish') =>
  post(`/api/preview/chapters/${chapterId}/${action}`, author, { book_id: bookId });

describe('book chapter facts', () => {
  it('follow creating, publishing, unpublishing, liking, viewing, commenting and deleting chapters', async () => {
    const bookId = await createStory(t.app, author, { title: 'Sayılan Hikaye' });
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      chapterCount: 0,
      publishedCount: 0,
      firstChapterId: null,
    });

    const draft = await createChapter(t.app, author, { book_id: bookId, title: 'Taslak' });
    const second = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'İkinci',
      is_published: true,
    });
    const third = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'Üçüncü',
      is_published: true,
    });
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      chapterCount: 3,
      publishedCount: 2,
      firstChapterId: second,
    });

    expect((await publish(draft, bookId, 'publish')).statusCode).toBe(200);
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      publishedCount: 3,
      firstChapterId: draft,
    });
    expect((await publish(draft, bookId, 'unpublish')).statusCode).toBe(200);
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      publishedCount: 2,
      firstChapterId: second,
    });

    // Saving with is_published publishes too; saving text alone changes no fact.
    for (const [title, isPublished, facts] of [
      ['Taslak yayında', true, { publishedCount: 3, firstChapterId: draft }],
      ['Taslak yine', false, { publishedCount: 2, firstChapterId: second }],
    ] as const) {
      await createChapter(t.app, author, { book_id: bookId, chapter_id: draft, title, is_published: isPublished });
      expect(await expectCardsMatchCount(bookId)).toMatchObject(facts);
    }

    expect((await post(`/api/bookReader/chapters/${second}/like`, reader)).json()).toMatchObject({
      isLiked: true,
    });
    expect((await post(`/api/bookReader/chapters/${third}/like`, reader)).json()).toMatchObject({
      isLiked: true,
    });
    expect(
      (
        await post(`/api/bookReader/books/${bookId}/chapters/${second}/incrementViews`, reader)
      ).json(),
    ).toMatchObject({ viewUpdated: true });
    const comment = await post(
      `/api/bookReader/books/${bookId}/chapters/${second}/comments`,
      reader,
      { content: 'Güzel.', parentCommentId: null },
    );
    expect(comment.statusCode).toBe(201);
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      totalLikes: 2,
      totalViews: 1,
      totalComments: 1,
    });
    expect((await post(`/api/bookReader/chapters/${third}/like`, reader)).json()).toMatchObject({
      isLiked: false,
    });
    expect(await expectCardsMatchCount(bookId)).toMatchObject({ totalLikes: 1 });

    // Deleting the first published chapter renumbers the rest; the next one becomes first.
    expect((await del(`/api/story-details/chapters/${second}`, author)).statusCode).toBe(200);
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      chapterCount: 2,
      publishedCount: 1,
      firstChapterId: third,
      totalLikes: 0,
      totalViews: 0,
      totalComments: 0,
    });
    expect((await del(`/api/story-details/chapters/${third}`, author)).statusCode).toBe(200);
    expect(await expectCardsMatchCount(bookId)).toMatchObject({
      chapterCount: 1,
      publishedCount: 0,
      firstChapterId: null,
    });

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-story/my-stories/${bookId}`,
      headers: bearer(author.token),
      payload: { password: author.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await t.app.jobs.runUntilIdle(); // the purge job deletes the chapters one by one, then the row (issue 26)
    expect(await t.database.db.select().from(books).where(eq(books.id, bookId))).toEqual([]);
  });

  it('follow chapters written straight into the database, several in one statement', async () => {
    const { id, chapterIds } = await insertBook(t.database.db, author.id, {}, 3);
    expect(await expectCardsMatchCount(id)).toMatchObject({
      chapterCount: 3,
      publishedCount: 3,
      firstChapterId: chapterIds[0],
    });
    await t.database.db.insert(chapters).values([
      { bookId: id, chapterNumber: 4, title: 'D', isPublished: false },
      { bookId: id, chapterNumber: 5, title: 'E', isPublished: true },
    ]);
    await t.database.db.update(chapters).set({ isPublished: false }).where(eq(chapters.bookId, id));
    expect(await expectCardsMatchCount(id)).toMatchObject({
      chapterCount: 5,
      publishedCount: 0,
      firstChapterId: null,
    });
    await t.database.db.delete(chapters).where(eq(chapters.bookId, id));
    expect(await storedFacts(id)).toMatchObject({
      chapterCount: 0,
      publishedCount: 0,
      firstChapterId: null,
    });
  });

  it.runIf(process.env.DATABASE_URL)(
    'stay exact when chapters of one book are created, published, liked and deleted at once (PostgreSQL)',
    async () => {
      const bookId = await createStory(t.app, author, { title: 'Yarış' });
      const created = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          createChapter(t.app, author, { book_id: bookId, title: `Bölüm ${i + 1}` }),
        ),
      );
      expect(await expectCardsMatchCount(bookId)).toMatchObject({
        chapterCount: 8,
        publishedCount: 0,
      });

      const publishes = await Promise.all(created.map((id) => publish(id, bookId, 'publish')));
      expect(publishes.map((r) => r.statusCode)).toEqual(created.map(() => 200));
      expect(await expectCardsMatchCount(bookId)).toMatchObject({ publishedCount: 8 });

      const readers = await Promise.all(Array.from({ length: 6 }, () => registerAndLogin(t.app)));
      const mixed = await Promise.all([
        ...readers.map((r) => post(`/api/bookReader/chapters/${created[7]}/like`, r)),
        ...created.slice(0, 3).map((id) => publish(id, bookId, 'unpublish')),
        del(`/api/story-details/chapters/${created[4]}`, author),
      ]);
      expect(mixed.map((r) => r.statusCode)).toEqual(mixed.map(() => 200));
      const facts = await expectCardsMatchCount(bookId);
      expect(facts).toMatchObject({ chapterCount: 7, publishedCount: 4, totalLikes: 6 });
    },
    60_000,
  );
});
