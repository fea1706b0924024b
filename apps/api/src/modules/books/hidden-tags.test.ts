import { LIMITS, MSG } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookTags } from '../../db/schema';
import { addToLibrary, insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * A reader's hidden tags (reading settings' hidden_tags) leave the stories carrying them out of
 * every list and search, as hidden warnings do, but not out of a direct link or the reader's
 * own library.
 */

const { t, author, hider, other } = useTestApp({ author: {}, hider: {}, other: {} });
const CATEGORY = 14;
/** The most read book of CATEGORY, tagged "Korku Gecesi". */
let tagged: { id: number; chapterIds: number[] };
/** The same words, tagged "Aşk" only. */
let untouched: { id: number; chapterIds: number[] };

const get = (user: RegisteredUser, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
async function ids(user: RegisteredUser, url: string, pick: (body: never) => { book_id: number }[]): Promise<number[]> {
  const res = await get(user, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return pick(res.json() as never).map((b) => b.book_id);
}
const putSettings = (user: RegisteredUser, payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/reading', headers: bearer(user.token), payload });

beforeAll(async () => {
  tagged = await insertBook(t.database.db, author.id, { title: 'Gece Yarısı Evi', categoryId: CATEGORY, totalViews: 900_000, tags: ['Korku Gecesi'] });
  untouched = await insertBook(t.database.db, author.id, { title: 'Gece Yarısı Bahçesi', categoryId: CATEGORY, totalViews: 800_000, tags: ['Aşk'] });
  await t.database.db.insert(bookTags).values([
    { bookId: tagged.id, tag: 'korku-gecesi', label: 'Korku Gecesi' },
    { bookId: untouched.id, tag: 'ask', label: 'Aşk' },
  ]);
  // Typed any way: folded to the tag's slug, each once.
  const put = await putSettings(hider, { hidden_tags: ['KORKU  gecesi', 'korku-gecesi', 'Bilim Kurgu'] });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().hidden_tags).toEqual(['korku-gecesi', 'bilim-kurgu']);
});

const LISTS: [string, string, (body: never) => { book_id: number }[]][] = [
  ['a category', `/api/categories/${CATEGORY}/books?pageSize=60`, (b: { book_id: number }[]) => b],
  ['search', `/api/search/search?query=${encodeURIComponent('Gece Yarısı')}`, (b: { booksByTitle: { book_id: number }[] }) => b.booksByTitle],
  ['the popular shelf in full', '/api/books/popular?page=1&pageSize=60', (b: { books: { book_id: number }[] }) => b.books],
  ['the new shelf in full', '/api/books/new?page=1&pageSize=60', (b: { books: { book_id: number }[] }) => b.books],
  ['the dashboard', '/api/dashboard/dashboard', (b: { popular: { book_id: number }[]; newReleases: { book_id: number }[] }) => [...b.popular, ...b.newReleases]],
  ['the author’s profile', `/api/profile/${0}`, (b: { books: { book_id: number }[] }) => b.books],
  ['discover', '/api/discover/authors-books', (b: { books: { book_id: number }[] }) => b.books],
  ['a book’s recommendations', `/api/books/${0}/recommendations`, (b: { book_id: number }[]) => b],
];

describe('hidden tags', () => {
  it.each(LISTS)('leave tagged stories out of %s, and only for the reader who hides them', async (_name, template, pick) => {
    const url = template.replace('/profile/0', `/profile/${author.id}`).replace('/books/0/', `/books/${untouched.id}/`);
    expect(await ids(other, url, pick)).toContain(tagged.id);
    const seen = await ids(hider, url, pick);
    expect(seen).not.toContain(tagged.id);
    if (!url.includes('/recommendations')) expect(seen).toContain(untouched.id);
  });

  it('do not close a direct link nor empty the reader’s own library', async () => {
    expect((await get(hider, `/api/books/${tagged.id}`)).statusCode).toBe(200);
    expect((await get(hider, `/api/bookReader/books/${tagged.id}/${tagged.chapterIds[0]}`)).statusCode).toBe(200);
    await addToLibrary(t.database.db, hider.id, tagged.id);
    expect(await ids(hider, '/api/library/books', (b: { books: { book_id: number }[] }) => b.books)).toContain(tagged.id);
  });

  it(`take effect at once when changed; at most ${LIMITS.hiddenTagsMax}, each a real tag, or a Turkish 400`, async () => {
    const changer = await registerAndLogin(t.app);
    const url = `/api/categories/${CATEGORY}/books?pageSize=60`;
    const pick = (b: { book_id: number }[]) => b;
    expect(await ids(changer, url, pick as never)).toContain(tagged.id);
    await putSettings(changer, { hidden_tags: ['korku gecesi'] });
    expect(await ids(changer, url, pick as never)).not.toContain(tagged.id);
    await putSettings(changer, { hidden_tags: [] });
    expect(await ids(changer, url, pick as never)).toContain(tagged.id);

    const tooMany = await putSettings(changer, { hidden_tags: Array.from({ length: LIMITS.hiddenTagsMax + 1 }, (_, i) => `etiket ${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MSG.tooManyHiddenTags);
    for (const bad of [['x'], ['<script>'], 'korku', [7]]) {
      const res = await putSettings(changer, { hidden_tags: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(MSG.tagInvalid);
    }
    // Other settings leave the hidden tags as they were.
    await putSettings(changer, { hidden_tags: ['Aşk'] });
    const res = await putSettings(changer, { font_size: 4 });
    expect(res.json()).toMatchObject({ font_size: 4, hidden_tags: ['ask'] });
  });
});
