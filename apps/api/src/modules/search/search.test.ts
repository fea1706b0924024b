import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, author, reader } = useTestApp({ author: { username: 'selin_yazar' }, reader: {} });
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  ids.istanbul = (await insertBook(db, author.id, { title: 'İstanbul Geceleri', description: 'Boğazda bir aşk hikâyesi.', totalViews: 10 })).id;
  ids.kitap = (await insertBook(db, author.id, { title: 'Kayıp Kitap', description: 'Eski bir sahafta bulunan gizemli kitap.', totalViews: 50 })).id;
  ids.ilik = (await insertBook(db, author.id, { title: 'Ilık Rüzgâr', description: 'Bir yaz masalı.', totalViews: 5 })).id;
  ids.ejderha = (await insertBook(db, author.id, { title: 'Ejderhanın Gözyaşları', description: 'Dağların ardında bir krallık.', totalViews: 80 })).id;
  ids.draft = (await insertBook(db, author.id, { title: 'Gizli Taslak İstanbul', isPublished: false })).id;
});

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/search?query=${encodeURIComponent(query)}`, headers: bearer(reader.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { booksByTitle: { book_id: number }[]; authors: { user_id: number; author: string }[] };
}
const bookIds = (r: { booksByTitle: { book_id: number }[] }) => r.booksByTitle.map((b) => b.book_id);

describe('GET /api/search/search', () => {
  it.each(['İSTANBUL', 'istanbul', 'İstanbul', 'ISTANBUL geceleri'])('finds İstanbul Geceleri for %j (Turkish casing)', async (q) => {
    const ids_ = bookIds(await search(q));
    if (q === 'ISTANBUL geceleri') {
      // Dotless capital I lower-cases to 'ı' in Turkish: 'ıstanbul' is a one-letter typo away.
      expect(ids_).toContain(ids.istanbul);
    } else {
      expect(ids_[0]).toBe(ids.istanbul);
    }
  });

  it('finds a title through a suffixed word (kitapları → Kitap)', async () => {
    expect(bookIds(await search('kitapları'))).toContain(ids.kitap);
    expect(bookIds(await search('kitaplar'))).toContain(ids.kitap);
  });

  it('tolerates a one-letter typo', async () => {
    expect(bookIds(await search('ejderhanın gözyaşlari'))).toContain(ids.ejderha);
    expect(bookIds(await search('istanbol'))).toContain(ids.istanbul);
  });

  it('tells ılık from ilik by exact match ranking', async () => {
    const result = bookIds(await search('ılık'));
    expect(result[0]).toBe(ids.ilik);
  });

  it('never returns drafts', async () => {
    expect(bookIds(await search('Gizli Taslak'))).not.toContain(ids.draft);
  });

  it('finds authors by username and answers an empty query with empty lists', async () => {
    const r = await search('selin_yazar');
    expect(r.authors[0]).toMatchObject({ user_id: author.id, author: 'selin_yazar', total_books: 4 });
    expect(await search('   ')).toEqual({ booksByTitle: [], authors: [] });
  });

  it('treats LIKE wildcards literally', async () => {
    expect(bookIds(await search('%'))).toEqual([]);
  });
});

describe('follow calls of the search page', () => {
  const call = (method: 'GET' | 'POST', url: string, user: RegisteredUser) => t.app.inject({ method, url, headers: bearer(user.token) });

  it('follows and unfollows, counting once, and refuses ids that are not the token user', async () => {
    expect((await call('GET', `/api/search/isFollowing/${reader.id}/${author.id}`, reader)).json()).toEqual({ isFollowing: false });
    expect((await call('POST', `/api/search/follow/${reader.id}/${author.id}`, reader)).json()).toEqual({ success: true, followers_count: 1 });
    expect((await call('POST', `/api/search/follow/${reader.id}/${author.id}`, reader)).json()).toEqual({ success: true, followers_count: 1 });
    expect((await call('GET', `/api/search/isFollowing/${reader.id}/${author.id}`, reader)).json()).toEqual({ isFollowing: true });
    expect((await call('POST', `/api/search/follow/${author.id}/${reader.id}`, reader)).statusCode).toBe(403);
    expect((await call('GET', `/api/search/isFollowing/${author.id}/${reader.id}`, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/search/follow/${reader.id}/${reader.id}`, reader)).statusCode).toBe(400);
    expect((await call('POST', `/api/search/follow/${reader.id}/999999`, reader)).statusCode).toBe(404);
    expect((await call('POST', `/api/search/unfollow/${reader.id}/${author.id}`, reader)).json()).toEqual({ success: true, followers_count: 0 });
  });
});
