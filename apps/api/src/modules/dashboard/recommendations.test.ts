import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_READER, seedDemoContent } from '../../seed/seed-demo';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/* docs/PRODUCT.md#discovery: recommendations that know the reader, on the demo seed. */

const { t } = useTestApp();
let token: string;

beforeAll(async () => {
  await seedDemoContent(t.app.ctx);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_READER.email, password: DEMO_PASSWORD } });
  token = login.json().token;
}, 120_000);

interface Card {
  book_id: number;
  title: string;
  author_id: number;
  isInLibrary: boolean;
  category_name: string;
}

describe('Sizin İçin Önerilen for the demo reader', () => {
  it('differs from Popüler Kitaplar and never holds a library book or the reader’s own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const { recommended, popular, yourLibrary } = res.json() as Record<string, Card[]>;
    expect(recommended!.length).toBeGreaterThan(0);
    expect(recommended!.map((b) => b.book_id)).not.toEqual(popular!.map((b) => b.book_id));
    // After co-reading come the categories the reader keeps: the library's are ahead of any other.
    const libraryCategories = new Set(yourLibrary!.map((b) => b.category_name));
    expect(recommended!.some((b) => libraryCategories.has(b.category_name))).toBe(true);
    const kept = new Set(yourLibrary!.map((b) => b.book_id));
    for (const book of recommended!) {
      expect(kept.has(book.book_id), book.title).toBe(false);
      expect(book.isInLibrary, book.title).toBe(false);
    }
  });
});

describe('Sizin İçin Önerilen, reused between visits', () => {
  const dashboard = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, Card[]>;
  };
  const ids = (cards: Card[] | undefined) => cards!.map((b) => b.book_id);

  it('a book the reader starts leaves the shelf on the next visit, and the shelf stays full', async () => {
    const before = ids((await dashboard()).recommended);
    expect(before.length).toBeGreaterThan(1);
    const started = before[0]!;
    const page = await t.app.inject({ method: 'GET', url: `/api/books/${started}`, headers: bearer(token) });
    const chapterId = page.json().chapters?.[0]?.chapter_id;
    expect(chapterId, 'a published chapter of the recommended book').toBeTypeOf('number');
    const saved = await t.app.inject({ method: 'POST', url: '/api/bookReader/progress/save', headers: bearer(token), payload: { bookId: started, chapterId } });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = ids((await dashboard()).recommended);
    expect(after).not.toContain(started);
    expect(after.length).toBe(before.length);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(1));
  });

  it('a book added to the library leaves the shelf and the library seeds the next list', async () => {
    const before = ids((await dashboard()).recommended);
    const kept = before[0]!;
    const toggled = await t.app.inject({ method: 'POST', url: `/api/books/${kept}/toggle-library`, headers: bearer(token) });
    expect(toggled.statusCode, toggled.body).toBe(200);
    const { recommended, yourLibrary } = await dashboard();
    expect(ids(yourLibrary)).toContain(kept);
    expect(ids(recommended)).not.toContain(kept);
    expect(recommended!.length).toBe(before.length);
  });
});
