import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/**
 * Issue 27 item 10: the header's type-ahead finds a title whose words are typed out of order
 * or with one skipped, as search does (typo-tolerant word similarity on the folded title).
 */
const { t } = useTestApp();
let reader: RegisteredUser;
let bookId: number;

beforeAll(async () => {
  const author = await registerAndLogin(t.app);
  reader = await registerAndLogin(t.app);
  bookId = (await insertBook(t.database.db, author.id, { title: 'Işıklı Çarşı Güneşi gymnbf', totalViews: 5 }, 1)).id;
  await insertBook(t.database.db, author.id, { title: 'Mavi Deniz Feneri', totalViews: 50 }, 1);
});

const suggested = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}`, headers: { ...bearer(reader.token), 'x-forwarded-for': nextIp() } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().suggestions as { type: string; book_id?: number }[]).filter((s) => s.type === 'story').map((s) => s.book_id);
};
const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/search?query=${encodeURIComponent(q)}`, headers: { ...bearer(reader.token), 'x-forwarded-for': nextIp() } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().booksByTitle as { book_id: number }[]).map((b) => b.book_id);
};

describe('type-ahead with words out of order or one skipped', () => {
  it.each(['isikli carsi gymnbf', 'Işıklı Çarşı gymnbf', 'gunesi isikli', 'carsi isikli gunesi'])('finds the story for “%s”, as search does', async (q) => {
    expect(await search(q)).toContain(bookId);
    expect(await suggested(q)).toContain(bookId);
  });

  it('still finds by beginning, and not a title that shares nothing', async () => {
    expect(await suggested('isikli car')).toContain(bookId);
    expect(await suggested('mavi deniz')).not.toContain(bookId);
  });
});
