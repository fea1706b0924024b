import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, explainWithIndexesPreferred } from '../../../test/queries';

/* docs/PRODUCT.md#discovery category pages: sort, status and length filters, paged. */

const { t, author, reader } = useTestApp({ author: {}, reader: {} });
const CATEGORY = 11;
const ids: Record<'short' | 'medium' | 'long' | 'draft', number> = { short: 0, medium: 0, long: 0, draft: 0 };

const text = (words: number) => `<p>${'söz '.repeat(words).trim()}</p>`;

async function story(
  key: keyof typeof ids,
  fields: { views: number; likes: number; completed: boolean; words: number; chapterAt: string; publishedAt: string; published?: boolean },
) {
  const { id } = await insertBook(
    t.database.db,
    author.id,
    {
      categoryId: CATEGORY,
      totalViews: fields.views,
      totalLikes: fields.likes,
      isCompleted: fields.completed,
      isPublished: fields.published ?? true,
      publishedAt: new Date(fields.publishedAt),
    },
    0,
  );
  await t.database.db
    .insert(chapters)
    .values({ bookId: id, chapterNumber: 1, title: 'Bir', content: text(fields.words), isPublished: true, publishedAt: new Date(fields.chapterAt) });
  ids[key] = id;
}

beforeAll(async () => {
  await story('short', { views: 100, likes: 5, completed: true, words: 1000, chapterAt: '2026-03-01T00:00:00Z', publishedAt: '2026-01-01T00:00:00Z' });
  await story('medium', { views: 50, likes: 50, completed: false, words: 10_000, chapterAt: '2026-05-01T00:00:00Z', publishedAt: '2026-01-02T00:00:00Z' });
  await story('long', { views: 10, likes: 20, completed: true, words: 30_000, chapterAt: '2026-04-01T00:00:00Z', publishedAt: '2026-01-03T00:00:00Z' });
  await story('draft', { views: 1000, likes: 1000, completed: true, words: 10, chapterAt: '2026-06-01T00:00:00Z', publishedAt: '2026-01-04T00:00:00Z', published: false });
});

const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/categories/${CATEGORY}/books${query}`, headers: bearer(reader.token) });

async function order(query = ''): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json() as { book_id: number }[]).map((b) => byId.get(b.book_id)).filter((k): k is string => k !== undefined);
}

describe('GET /categories/{id}/books', () => {
  it('sorts by views by default, and by newest, last update or likes on request', async () => {
    expect(await order()).toEqual(['short', 'medium', 'long']);
    expect(await order('?sort=popular')).toEqual(['short', 'medium', 'long']);
    expect(await order('?sort=new')).toEqual(['long', 'medium', 'short']);
    expect(await order('?sort=updated')).toEqual(['medium', 'long', 'short']);
    expect(await order('?sort=likes')).toEqual(['medium', 'long', 'short']);
  });

  it('filters by status and by length bands of reading time', async () => {
    expect(await order('?status=completed')).toEqual(['short', 'long']);
    expect(await order('?status=ongoing')).toEqual(['medium']);
    expect(await order('?length=short')).toEqual(['short']);
    expect(await order('?length=medium')).toEqual(['medium']);
    expect(await order('?length=long')).toEqual(['long']);
    expect(await order('?status=ongoing&length=long')).toEqual([]);
    expect(await order('?sort=likes&status=completed&length=long')).toEqual(['long']);
  });

  it('pages without overlap in every order', async () => {
    for (const sort of ['popular', 'new', 'updated', 'likes']) {
      const all = await order(`?sort=${sort}`);
      const paged = [...(await order(`?sort=${sort}&pageSize=2&page=1`)), ...(await order(`?sort=${sort}&pageSize=2&page=2`))];
      expect(paged, sort).toEqual(all);
    }
  });

  it('answers the card facts and rejects unknown values with a Turkish 400', async () => {
    const res = await list('?length=short');
    expect(res.json()[0]).toMatchObject({ book_id: ids.short, is_completed: true, word_count: 1000, reading_minutes: 5, updated_at: '2026-03-01T00:00:00.000Z' });
    for (const bad of ['sort=oldest', 'status=done', 'length=huge']) {
      const answer = await list(`?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/999/books?sort=new', headers: bearer(reader.token) })).statusCode).toBe(404);
  });

  it('keeps the order when a chapter is published later', async () => {
    await t.database.db.update(chapters).set({ publishedAt: new Date('2026-06-10T00:00:00Z') }).where(eq(chapters.bookId, ids.short));
    expect(await order('?sort=updated')).toEqual(['short', 'medium', 'long']);
    const [row] = await t.database.db.select({ at: books.lastChapterPublishedAt }).from(books).where(eq(books.id, ids.short));
    expect(row!.at!.toISOString()).toBe('2026-06-10T00:00:00.000Z');
  });

  it.runIf(process.env.DATABASE_URL)('reads the default order from the category popularity index on PostgreSQL', async () => {
    const queries = await captureQueries(t.database, () => list());
    const page = queries.find((q) => /order by b\.total_views desc/.test(q.sql))!;
    expect(await explainWithIndexesPreferred(t.database, page)).toContain('books_category_popular_idx');
  });
});
