import { LIMITS } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { useTestApp } from '../../../test/app-fixture';

const { t, author } = useTestApp({ author: {} });

const featured = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/books/featured' });
  expect(res.statusCode).toBe(200);
  return { res, body: res.json() as { book_id: number; title: string; author_name: string; cover_image_url: string }[] };
};
const nextWindow = () => t.clock.advance(LIMITS.featuredCacheSeconds * 1000);

describe('GET /api/books/featured', () => {
  it('answers a visitor with an empty list when nothing is public yet', async () => {
    const { res, body } = await featured();
    expect(body).toEqual([]);
    expect(res.headers['cache-control']).toBe(`public, max-age=${LIMITS.featuredCacheSeconds}`);
  });

  it('lists only published, non-mature stories with a cover and a published chapter, most read first, at most 8', async () => {
    nextWindow();
    const cover = (n: number) => `cover-${n}.jpg`;
    const shown: number[] = [];
    for (let i = 0; i < LIMITS.featuredBooks + 2; i += 1) {
      shown.push((await insertBook(t.database.db, author.id, { title: `Okunan ${i}`, totalViews: 100 + i, coverImageUrl: cover(i) })).id);
    }
    const hidden = [
      await insertBook(t.database.db, author.id, { totalViews: 99_999, coverImageUrl: cover(90), isPublished: false }),
      await insertBook(t.database.db, author.id, { totalViews: 99_999, coverImageUrl: cover(91), isMatureContent: true }),
      await insertBook(t.database.db, author.id, { totalViews: 99_999, coverImageUrl: null }),
    ].map((b) => b.id);
    const noChapter = await insertBook(t.database.db, author.id, { totalViews: 99_999, coverImageUrl: cover(92) });
    await t.database.db.update(chapters).set({ isPublished: false }).where(eq(chapters.bookId, noChapter.id));
    hidden.push(noChapter.id);

    const { body } = await featured();
    expect(body.map((b) => b.book_id)).toEqual([...shown].reverse().slice(0, LIMITS.featuredBooks));
    expect(body.some((b) => hidden.includes(b.book_id))).toBe(false);
    expect(body[0]).toEqual({
      book_id: shown.at(-1),
      title: `Okunan ${LIMITS.featuredBooks + 1}`,
      author_name: author.username,
      cover_image_url: `/uploads/${cover(LIMITS.featuredBooks + 1)}`,
    });
  });

  it('reuses its answer for a short while, then sees changes', async () => {
    nextWindow();
    const before = (await featured()).body;
    await t.database.db.update(books).set({ isPublished: false }).where(eq(books.id, before[0]!.book_id));
    expect((await featured()).body).toEqual(before);
    nextWindow();
    expect((await featured()).body.map((b) => b.book_id)).not.toContain(before[0]!.book_id);
  });
});
