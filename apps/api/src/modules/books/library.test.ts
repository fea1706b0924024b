import { compareTr, MSG } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, readingProgress } from '../../db/schema';
import { addToLibrary, insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * The library paged on the server (issue 26 item 3): searched, sorted and cut into pages by
 * the database, so a reader with 70,000 books gets a page, and the dashboard's library shelf
 * the latest few.
 */

const { t, author, reader, other } = useTestApp({ author: {}, reader: {}, other: {} });

const TITLES = ['Şeker Portakalı', 'Çalıkuşu', 'istanbul Hatırası', 'Cam Fanus', 'Ilık Rüzgâr', 'İnce Memed', 'Dokuz %50 İndirim', 'Zaman Ötesi', 'Ölü Ozanlar', 'Beyaz Gemi'];
const ids = new Map<string, number>();
let othersDraft = 0;
let ownDraft = 0;

beforeAll(async () => {
  const db = t.database.db;
  for (const [i, title] of TITLES.entries()) {
    const { id } = await insertBook(db, author.id, { title }, 1);
    ids.set(title, id);
    t.clock.advance(1000);
    await db.execute(sql`insert into library_entries (user_id, book_id, added_at) values (${reader.id}, ${id}, ${new Date(Date.UTC(2026, 0, 1 + i)).toISOString()})`);
  }
  // Read lately: İnce Memed, then Çalıkuşu (the rest never opened).
  for (const [title, day] of [['Çalıkuşu', 10], ['İnce Memed', 12]] as const) {
    const bookId = ids.get(title)!;
    const [chapter] = await db.execute(sql`select id from chapters where book_id = ${bookId}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await db.insert(readingProgress).values({ userId: reader.id, bookId, chapterId: chapter!.id, updatedAt: new Date(Date.UTC(2026, 1, day)) });
  }
  // Someone else's draft the reader once kept is out; the reader's own draft stays.
  othersDraft = (await insertBook(db, author.id, { title: 'Taslak Başkasının', isPublished: false }, 1)).id;
  await addToLibrary(db, reader.id, othersDraft);
  ownDraft = (await insertBook(db, reader.id, { title: 'Kendi Taslağım', isPublished: false }, 1)).id;
  await addToLibrary(db, reader.id, ownDraft);
});

interface Card {
  book_id: number;
  title: string;
  last_read: { chapter_id: number; updated_at: string } | null;
}
interface LibraryPage {
  books: Card[];
  page: number;
  total: number;
  has_more: boolean;
}

async function get(user: RegisteredUser, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
}
async function page(user: RegisteredUser, query: string): Promise<LibraryPage> {
  const res = await get(user, `/api/library/books?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LibraryPage;
}
async function walk(user: RegisteredUser, query: string, pageSize: number): Promise<LibraryPage[]> {
  const pages: LibraryPage[] = [];
  for (let n = 1; ; n += 1) {
    const answer = await page(user, `${query}&page=${n}&pageSize=${pageSize}`);
    pages.push(answer);
    if (!answer.has_more) return pages;
  }
}
const titles = (cards: Card[]) => cards.map((c) => c.title);
const everyTitle = [...TITLES, 'Kendi Taslağım'];

describe('GET /library/books', () => {
  it('pages the library by last read, then most recently added, each book once', async () => {
    const pages = await walk(reader, 'sort=lastRead', 3);
    expect(pages.map((p) => p.books.length)).toEqual([3, 3, 3, 2]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.every((p) => p.total === 11)).toBe(true);
    // Someone else's draft is left out; the reader's own draft, added last, leads the unread.
    expect(titles(pages.flatMap((p) => p.books))).toEqual([
      'İnce Memed',
      'Çalıkuşu',
      'Kendi Taslağım',
      'Beyaz Gemi',
      'Ölü Ozanlar',
      'Zaman Ötesi',
      'Dokuz %50 İndirim',
      'Ilık Rüzgâr',
      'Cam Fanus',
      'istanbul Hatırası',
      'Şeker Portakalı',
    ]);
    expect(pages[0]!.books[0]!.last_read).not.toBeNull();
  });

  it('sorts alphabetically as Turkish collation does, across pages', async () => {
    const all = titles((await walk(reader, 'sort=alphabetical', 4)).flatMap((p) => p.books));
    expect(all).toEqual([...everyTitle].sort(compareTr));
    expect(all.slice(0, 5)).toEqual(['Beyaz Gemi', 'Cam Fanus', 'Çalıkuşu', 'Dokuz %50 İndirim', 'Ilık Rüzgâr']);
  });

  it('searches the folded title: without Turkish letters, in any case, % taken literally', async () => {
    const found = async (q: string, sort = 'alphabetical') => {
      const answer = await page(reader, `q=${encodeURIComponent(q)}&sort=${sort}`);
      expect(answer.total).toBe(answer.books.length);
      return titles(answer.books);
    };
    expect(await found('calikusu')).toEqual(['Çalıkuşu']);
    expect(await found('İSTANBUL')).toEqual(['istanbul Hatırası']);
    expect(await found('ISTANBUL')).toEqual(['istanbul Hatırası']);
    expect(await found('  rüzgar ')).toEqual(['Ilık Rüzgâr']);
    expect(await found('in')).toEqual(['Dokuz %50 İndirim', 'İnce Memed']);
    expect(await found('in', 'lastRead')).toEqual(['İnce Memed', 'Dokuz %50 İndirim']);
    expect(await found('%')).toEqual(['Dokuz %50 İndirim']);
    expect(await found('_')).toEqual([]);
    expect(await found('taslag')).toEqual(['Kendi Taslağım']);
    // Someone else's draft the reader once kept is not found either.
    expect(await found('baskasinin')).toEqual([]);
    expect(await found('yok böyle bir kitap')).toEqual([]);
  });

  it('answers a page past the end empty, with the total', async () => {
    expect(await page(reader, 'page=9&pageSize=5')).toEqual({ books: [], page: 9, total: 11, has_more: false, status_counts: { reading: 0, planned: 11, finished: 0, dropped: 0 } });
    expect(await page(other, '')).toEqual({ books: [], page: 1, total: 0, has_more: false, status_counts: { reading: 0, planned: 0, finished: 0, dropped: 0 } });
  });

  it('refuses bad paging, sort or search with a Turkish 400', async () => {
    for (const query of ['sort=random', 'sort=', 'pageSize=61', 'pageSize=0', 'page=0', 'page=abc', 'page=1.5', 'q=a&q=b', `q=${'a'.repeat(101)}`]) {
      const res = await get(reader, `/api/library/books?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(query.length > 100 ? MSG.libraryQueryTooLong : MSG.badRequest);
    }
  });
});

describe('GET /library/reading-list (the spec call)', () => {
  it('answers the first page as an array of cards, and takes the same paging', async () => {
    const res = await get(reader, '/api/library/reading-list');
    expect(res.statusCode).toBe(200);
    const cards = res.json() as Card[];
    expect(Array.isArray(cards)).toBe(true);
    expect(titles(cards).slice(0, 2)).toEqual(['İnce Memed', 'Çalıkuşu']);
    const second = (await get(reader, '/api/library/reading-list?sort=alphabetical&page=2&pageSize=5')).json() as Card[];
    expect(titles(second)).toEqual([...everyTitle].sort(compareTr).slice(5, 10));
  });
});

describe('a library of 70,000 books', { timeout: 240_000 }, () => {
  const SIZE = 70_000;
  let big: RegisteredUser;

  beforeAll(async () => {
    big = await registerAndLogin(t.app);
    const db = t.database.db;
    // One statement each, no parameter per row: the books, then the reader keeping them all.
    await db.execute(sql`
      insert into books (author_id, title, description, category_id, telif_id, is_published, published_at)
      select ${author.id}, 'Büyük Kitaplık ' || g, '', 1 + g % 20, 2, true, now() - g * interval '1 minute'
      from generate_series(1, ${SIZE}) g`);
    await db.execute(sql`
      insert into library_entries (user_id, book_id, added_at)
      select ${big.id}, b.id, now() - (b.id % 1000) * interval '1 second'
      from books b where b.title like 'Büyük Kitaplık %'`);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(books).where(eq(books.authorId, author.id));
    expect(Number(row!.n)).toBeGreaterThan(SIZE);
  });

  it('the dashboard answers, its library shelf the latest 12', async () => {
    const res = await get(big, '/api/dashboard/dashboard');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const shelf = res.json().yourLibrary as Card[];
    expect(shelf).toHaveLength(12);
    // The twelve added last (nothing of it read yet).
    const latest = await t.database.db.execute(
      sql`select b.title from library_entries l join books b on b.id = l.book_id where l.user_id = ${big.id} order by l.added_at desc, b.id desc limit 12`,
    );
    expect(titles(shelf)).toEqual((latest as unknown as { rows: { title: string }[] }).rows.map((r) => r.title));
  });

  it('the library answers a bounded page with the total, in every sort and with a search', async () => {
    for (const query of ['', 'sort=alphabetical', 'sort=lastRead&page=2000&pageSize=30', 'q=kitaplik%201234']) {
      const res = await get(big, `/api/library/books?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body.length, query).toBeLessThan(100_000);
      const answer = res.json() as LibraryPage;
      if (query.startsWith('q=')) {
        // 1234 and 12340…12349.
        expect(answer.total).toBe(11);
        expect(answer.books).toHaveLength(11);
      } else {
        expect(answer.total).toBe(SIZE);
        expect(answer.books.length).toBe(query.includes('pageSize=30') ? 30 : 24);
        expect(answer.has_more).toBe(true);
      }
    }
    const alphabetical = (await page(big, 'sort=alphabetical&pageSize=3')).books;
    expect(titles(alphabetical)).toEqual(['Büyük Kitaplık 1', 'Büyük Kitaplık 10', 'Büyük Kitaplık 100']);
    const spec = await get(big, '/api/library/reading-list');
    expect(spec.statusCode).toBe(200);
    expect((spec.json() as Card[]).length).toBe(24);
  });
});
