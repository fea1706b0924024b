import { MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, users } from '../../db/schema';
import { invalidateShelves } from '../../lib/shelf-cache';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/* docs/PRODUCT.md#discovery "Tümünü gör": the shelves Yeni Çıkanlar and Popüler Kitaplar in full, paged. */

const { t, author, reader, teen } = useTestApp({ author: {}, reader: {}, teen: { birthDate: '2011-03-01' } });
/** Twelve listed books: the later one published is also the more read. */
const listed: number[] = [];
const hidden: Record<'draft' | 'mature' | 'removed' | 'suspended', number> = { draft: 0, mature: 0, removed: 0, suspended: 0 };

beforeAll(async () => {
  const db = t.database.db;
  for (let i = 0; i < 12; i += 1) {
    const at = new Date(Date.UTC(2026, 2, 1 + i));
    listed.push((await insertBook(db, author.id, { totalViews: 1000 + i * 10, totalLikes: i, publishedAt: at }, 1)).id);
  }
  // Not listed for anyone (or, for the mature one, for minors), however new and read.
  const newest = new Date(Date.UTC(2026, 5, 1));
  hidden.draft = (await insertBook(db, author.id, { isPublished: false, totalViews: 9_000_000, publishedAt: newest }, 1)).id;
  hidden.mature = (await insertBook(db, author.id, { isMatureContent: true, totalViews: 8_000_000, publishedAt: newest }, 1)).id;
  hidden.removed = (await insertBook(db, author.id, { totalViews: 7_000_000, publishedAt: newest }, 1)).id;
  await db.update(books).set({ removedAt: new Date(), isPublished: false }).where(eq(books.id, hidden.removed));
  const suspended = await registerAndLogin(t.app);
  hidden.suspended = (await insertBook(db, suspended.id, { totalViews: 6_000_000, publishedAt: newest }, 1)).id;
  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
  await invalidateShelves(t.app.ctx);
});

interface ShelfPage {
  books: { book_id: number; title: string; total_views: number; published_chapters_count: number }[];
  page: number;
  has_more: boolean;
}

async function shelf(path: string, user: RegisteredUser, query: string): Promise<ShelfPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/books/${path}?${query}`, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShelfPage;
}

/** Every page of a shelf at `pageSize`, followed to the end. */
async function walk(path: string, user: RegisteredUser, pageSize: number): Promise<ShelfPage[]> {
  const pages: ShelfPage[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await shelf(path, user, `page=${page}&pageSize=${pageSize}`);
    pages.push(answer);
    if (!answer.has_more) return pages;
  }
}
const ids = (page: ShelfPage) => page.books.map((b) => b.book_id);

describe.each([
  ['new', 'newReleases'],
  ['popular', 'popular'],
] as const)('GET /api/books/%s', (path, shelfName) => {
  it('pages through every listed book once, in the shelf’s order, and says when no page follows', async () => {
    const pages = await walk(path, reader, 5);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.map((p) => p.books.length)).toEqual([5, 5, 3]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(all.length);
    // Newest first and most read first agree on these books; the mature one leads for adults.
    expect(all).toEqual([hidden.mature, ...[...listed].reverse()]);
    expect(pages[0]!.books[0]).toMatchObject({ title: expect.any(String), published_chapters_count: 1 });
  });

  it('starts where the dashboard shelf does', async () => {
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(reader.token) });
    const onShelf = (dashboard.json()[shelfName] as { book_id: number }[]).map((b) => b.book_id);
    expect(ids(await shelf(path, reader, 'pageSize=10'))).toEqual(onShelf);
  });

  it('lists neither drafts, removed stories nor a suspended author’s, and mature stories only for adults', async () => {
    const adult = (await walk(path, reader, 60)).flatMap(ids);
    const minor = (await walk(path, teen, 60)).flatMap(ids);
    for (const id of [hidden.draft, hidden.removed, hidden.suspended]) {
      expect(adult).not.toContain(id);
      expect(minor).not.toContain(id);
    }
    expect(adult).toContain(hidden.mature);
    expect(minor).not.toContain(hidden.mature);
    expect(minor).toEqual([...listed].reverse());
  });

  it('answers an empty page past the end', async () => {
    expect(await shelf(path, reader, 'page=40&pageSize=24')).toEqual({ books: [], page: 40, has_more: false });
  });

  it('refuses a visitor with 401 and a bad page with a Turkish 400', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `/api/books/${path}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MSG.unauthorized);
    for (const bad of ['page=0', 'page=abc', 'pageSize=61', 'pageSize=0']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/books/${path}?${bad}`, headers: bearer(reader.token) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/[çğıöşüÇĞİÖŞÜ]|geçersiz|hatalı/i);
    }
  });
});
