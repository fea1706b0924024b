import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookRow, createStory, postNewStory, putStoryDetails, sampleCover, storyFields } from '../../../test/authoring';
import { addToLibrary, insertBook } from '../../../test/fixtures';
import { coverPart } from '../../../test/multipart';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { invalidateShelves } from '../../lib/shelf-cache';

/*
 * docs/PRODUCT.md#trust-and-safety content warnings: what a story carries (set by its author only, `sexual` only
 * on mature stories), returned by the book and card calls, and the reader's hidden warnings
 * applied to every list and search but not to direct links or the reader's own library.
 */

const { t, author, hider, other } = useTestApp({ author: {}, hider: {}, other: {} });
/** Hides `violence`. */
const CATEGORY = 13;
/** The most read book anywhere, in CATEGORY, warned of violence. */
let warned: { id: number; chapterIds: number[] };
/** The same category and words, no warnings. */
let clean: { id: number; chapterIds: number[] };
/** Warned of death only: the hider still sees it. */
let deathOnly: { id: number; chapterIds: number[] };
let kept: { id: number; chapterIds: number[] };

const get = (user: RegisteredUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
async function json<T = unknown>(user: RegisteredUser, url: string): Promise<T> {
  const res = await get(user, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}
type Card = { book_id: number; content_warnings: string[] };
const idsOf = (list: Card[]) => list.map((b) => b.book_id);

beforeAll(async () => {
  const top = 50_000_000;
  warned = await insertBook(t.database.db, author.id, {
    title: 'Kızıl Fırtına Günleri',
    categoryId: CATEGORY,
    totalViews: top + 10,
    contentWarnings: ['violence', 'death'],
  });
  clean = await insertBook(t.database.db, author.id, { title: 'Kızıl Fırtına Sonrası', categoryId: CATEGORY, totalViews: top + 5 });
  deathOnly = await insertBook(t.database.db, author.id, {
    title: 'Kızıl Fırtına Vedası',
    categoryId: CATEGORY,
    totalViews: top + 1,
    contentWarnings: ['death'],
  });
  kept = await insertBook(t.database.db, author.id, { title: 'Sakin Liman', categoryId: CATEGORY, totalViews: 10 });
  // Enough other popular books that the shared shelves are full with the warned one on them.
  for (let i = 0; i < LIMITS.dashboardShelfSize; i += 1) {
    await insertBook(t.database.db, author.id, { categoryId: 2, totalViews: top - 100 - i }, 1);
  }
  await invalidateShelves(t.app.ctx);
  const put = await t.app.inject({ method: 'PUT', url: '/api/settings/reading', headers: bearer(hider.token), payload: { hidden_warnings: ['violence'] } });
  expect(put.statusCode).toBe(200);
  // Both readers keep a CATEGORY book, so their recommendations lean on CATEGORY.
  await addToLibrary(t.database.db, hider.id, kept.id);
  await addToLibrary(t.database.db, other.id, kept.id);
});

describe('setting content warnings (new story, story details)', () => {
  it('stores the JSON list in the catalogue order, each once, and returns it from story details and every card', async () => {
    const id = await createStory(t.app, author, { content_warnings: '["death","violence","death"]' });
    expect((await bookRow(t.database.db, id))!.contentWarnings).toEqual(['violence', 'death']);
    const details = await json<{ storyDetails: { content_warnings: string[] } }>(author, `/api/story-details/${id}`);
    expect(details.storyDetails.content_warnings).toEqual(['violence', 'death']);
    const mine = await json<Card[]>(author, '/api/my-story/my-stories');
    expect(mine.find((b) => b.book_id === id)!.content_warnings).toEqual(['violence', 'death']);
    const page = await json<{ book: Card }>(author, `/api/books/${id}`);
    expect(page.book.content_warnings).toEqual(['violence', 'death']);
  });

  it('creates a story without the field with no warnings', async () => {
    const id = await createStory(t.app, author);
    expect((await bookRow(t.database.db, id))!.contentWarnings).toEqual([]);
  });

  it('changes them in story details, and a form without the field keeps them', async () => {
    const id = await createStory(t.app, author, { content_warnings: '["abuse"]' });
    const changed = await putStoryDetails(t.app, author.token, id, storyFields({ content_warnings: '["strong_language","substance"]' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().storyDetails.content_warnings).toEqual(['substance', 'strong_language']);
    const untouched = await putStoryDetails(t.app, author.token, id, storyFields({ title: 'Yeni ad' }));
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().storyDetails.content_warnings).toEqual(['substance', 'strong_language']);
    const cleared = await putStoryDetails(t.app, author.token, id, storyFields({ content_warnings: '[]' }));
    expect(cleared.json().storyDetails.content_warnings).toEqual([]);
  });

  it('refuses `sexual` on a story that is not mature with a Turkish 400, on both forms', async () => {
    const created = await createStory(t.app, author, { content_warnings: '["sexual"]', is_mature_content: 'true' });
    const refused = await postNewStory(t.app, author.token, storyFields({ content_warnings: '["sexual"]' }), coverPart(await sampleCover()));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MSG.sexualNeedsMature, code: ERROR_CODES.VALIDATION });

    const update = await putStoryDetails(t.app, author.token, created, storyFields({ content_warnings: '["sexual"]', is_mature_content: 'false' }));
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(MSG.sexualNeedsMature);
    // Without the field the stored `sexual` still decides: the story cannot become general.
    const keepsSexual = await putStoryDetails(t.app, author.token, created, storyFields({ is_mature_content: 'false' }));
    expect(keepsSexual.statusCode).toBe(400);
    expect(keepsSexual.json().message).toBe(MSG.sexualNeedsMature);
    expect((await bookRow(t.database.db, created))!.isMatureContent).toBe(true);
  });

  it.each(['nope', '["spoilers"]', '{"a":1}', '"violence"', JSON.stringify(Array(8).fill('death'))])('refuses %s with a Turkish 400', async (value) => {
    const id = await createStory(t.app, author);
    const res = await putStoryDetails(t.app, author.token, id, storyFields({ content_warnings: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.contentWarningsInvalid);
  });

  it('lets nobody but the author set them: another user gets 404, a visitor 401, and nothing changes', async () => {
    const id = await createStory(t.app, author, { content_warnings: '["death"]' });
    const byOther = await putStoryDetails(t.app, other.token, id, storyFields({ content_warnings: '[]' }));
    expect(byOther.statusCode).toBe(404);
    const byVisitor = await putStoryDetails(t.app, null, id, storyFields({ content_warnings: '[]' }));
    expect(byVisitor.statusCode).toBe(401);
    expect((await bookRow(t.database.db, id))!.contentWarnings).toEqual(['death']);
  });
});

describe('hidden warnings', () => {
  it('leave the stories out of the dashboard shelves, with the shelves still full', async () => {
    type Dashboard = Record<'yourLibrary' | 'recommended' | 'newReleases' | 'popular', Card[]>;
    const seen = await json<Dashboard>(other, '/api/dashboard/dashboard');
    expect(idsOf(seen.popular)).toContain(warned.id);
    expect(seen.popular.find((b) => b.book_id === warned.id)!.content_warnings).toEqual(['violence', 'death']);
    expect(idsOf(seen.recommended)).toContain(warned.id);

    const hidden = await json<Dashboard>(hider, '/api/dashboard/dashboard');
    for (const shelf of ['recommended', 'newReleases', 'popular'] as const) expect(idsOf(hidden[shelf])).not.toContain(warned.id);
    expect(hidden.popular).toHaveLength(LIMITS.dashboardShelfSize);
    expect(hidden.newReleases).toHaveLength(LIMITS.dashboardShelfSize);
    expect(idsOf(hidden.popular)).toEqual(expect.arrayContaining([clean.id, deathOnly.id]));
    expect(idsOf(hidden.recommended)).toContain(clean.id);
    // The other reader's view did not change by the hider's visit (cached shelves are shared).
    expect(idsOf((await json<Dashboard>(other, '/api/dashboard/dashboard')).popular)).toContain(warned.id);
  });

  it.each(['popular', 'new', 'updated', 'likes'])('leave them out of the category list sorted by %s', async (sort) => {
    const url = `/api/categories/${CATEGORY}/books?page=1&pageSize=50&sort=${sort}`;
    expect(idsOf(await json<Card[]>(other, url))).toContain(warned.id);
    const list = idsOf(await json<Card[]>(hider, url));
    expect(list).not.toContain(warned.id);
    expect(list).toEqual(expect.arrayContaining([clean.id, deathOnly.id]));
  });

  it.each(['/api/books/new', '/api/books/popular'])('leave them out of the shelf in full %s', async (path) => {
    const url = `${path}?page=1&pageSize=60`;
    expect(idsOf((await json<{ books: Card[] }>(other, url)).books)).toContain(warned.id);
    const list = idsOf((await json<{ books: Card[] }>(hider, url)).books);
    expect(list).not.toContain(warned.id);
    expect(list).toEqual(expect.arrayContaining([clean.id, deathOnly.id]));
  });

  it('leave them out of the next read under a last chapter', async () => {
    // Both readers keep `kept` (CATEGORY): its next read leans on CATEGORY, most read first.
    expect(idsOf(await json<Card[]>(other, `/api/books/${kept.id}/next-read`))[0]).toBe(warned.id);
    const next = idsOf(await json<Card[]>(hider, `/api/books/${kept.id}/next-read`));
    expect(next).not.toContain(warned.id);
    expect(next.slice(0, 2)).toEqual([clean.id, deathOnly.id]);
  });

  it('leave them out of search', async () => {
    const url = `/api/search/search?query=${encodeURIComponent('Kızıl Fırtına')}`;
    expect(idsOf((await json<{ booksByTitle: Card[] }>(other, url)).booksByTitle)).toContain(warned.id);
    const found = idsOf((await json<{ booksByTitle: Card[] }>(hider, url)).booksByTitle);
    expect(found).not.toContain(warned.id);
    expect(found).toEqual(expect.arrayContaining([clean.id, deathOnly.id]));
  });

  it('leave them out of a book’s recommendations', async () => {
    expect(idsOf(await json<Card[]>(other, `/api/books/${clean.id}/recommendations`))).toContain(warned.id);
    const recs = idsOf(await json<Card[]>(hider, `/api/books/${clean.id}/recommendations`));
    expect(recs).not.toContain(warned.id);
    expect(recs).toContain(deathOnly.id);
  });

  it('leave them out of another author’s profile, not out of the author’s own', async () => {
    expect(idsOf((await json<{ books: Card[] }>(other, `/api/profile/${author.id}`)).books)).toContain(warned.id);
    expect(idsOf((await json<{ books: Card[] }>(hider, `/api/profile/${author.id}`)).books)).not.toContain(warned.id);
    const ownWarned = await insertBook(t.database.db, hider.id, { contentWarnings: ['violence'] });
    expect(idsOf((await json<{ books: Card[] }>(hider, `/api/profile/${hider.id}`)).books)).toContain(ownWarned.id);
  });

  it('leave them out of discover’s books', async () => {
    type Discover = { books: { book_id: number }[] };
    expect(idsOf((await json<Discover>(other, '/api/discover/authors-books')).books as Card[])).toContain(warned.id);
    expect(idsOf((await json<Discover>(hider, '/api/discover/authors-books')).books as Card[])).not.toContain(warned.id);
  });

  it('do not close a direct link: the book page and the reader answer, naming the warnings', async () => {
    const page = await json<{ book: Card }>(hider, `/api/books/${warned.id}`);
    expect(page.book.content_warnings).toEqual(['violence', 'death']);
    const chapter = await json<Card>(hider, `/api/bookReader/books/${warned.id}/${warned.chapterIds[0]}`);
    expect(chapter.content_warnings).toEqual(['violence', 'death']);
  });

  it('keep a story the reader put in their own library there', async () => {
    const reader = await registerAndLogin(t.app);
    await addToLibrary(t.database.db, reader.id, warned.id);
    await t.app.inject({ method: 'PUT', url: '/api/settings/reading', headers: bearer(reader.token), payload: { hidden_warnings: ['death'] } });
    expect(idsOf(await json<Card[]>(reader, '/api/library/reading-list'))).toContain(warned.id);
    const dash = await json<Record<'yourLibrary' | 'popular', Card[]>>(reader, '/api/dashboard/dashboard');
    expect(idsOf(dash.yourLibrary)).toContain(warned.id);
    expect(idsOf(dash.popular)).not.toContain(warned.id);
    expect(idsOf(dash.popular)).not.toContain(deathOnly.id);
  });

  it('take effect at once when changed, and nothing is hidden for a reader who hides nothing', async () => {
    const reader = await registerAndLogin(t.app);
    const url = `/api/categories/${CATEGORY}/books?page=1&pageSize=50`;
    expect(idsOf(await json<Card[]>(reader, url))).toContain(warned.id);
    await t.app.inject({ method: 'PUT', url: '/api/settings/reading', headers: bearer(reader.token), payload: { hidden_warnings: ['death'] } });
    const list = idsOf(await json<Card[]>(reader, url));
    expect(list).not.toContain(warned.id);
    expect(list).not.toContain(deathOnly.id);
    expect(list).toContain(clean.id);
  });
});
