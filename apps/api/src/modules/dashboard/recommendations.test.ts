import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_READER, seedDemoContent } from '../../seed/seed-demo';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

/* DESIGN §7: recommendations that know the reader, on the demo seed. */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.app.ctx);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_READER.email, password: DEMO_PASSWORD } });
  token = login.json().token;
}, 120_000);
afterAll(async () => t.close());

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
