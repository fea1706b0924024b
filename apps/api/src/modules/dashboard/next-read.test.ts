import { MSG, NEXT_READ_COUNT } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToLibrary, insertBook, saveProgress } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { replaceStoryTags } from '../discovery/story-tags';

/*
 * docs/PRODUCT.md#discovery "Sıradaki okuma" under a story's last chapter: the dashboard's recommendation
 * logic seeded by the story just read.
 */

const { t, author, adult, teen } = useTestApp({ author: {}, adult: {}, teen: { birthDate: '2011-03-01' } });
/** The story just read: category 5, tagged Deniz and Gizem. */
let story: number;
const b: Record<'coRead' | 'sameCategory' | 'sameTag' | 'popular' | 'mature' | 'draft', number> = {
  coRead: 0,
  sameCategory: 0,
  sameTag: 0,
  popular: 0,
  mature: 0,
  draft: 0,
};

beforeAll(async () => {
  const db = t.database.db;
  const add = async (key: keyof typeof b, overrides: Parameters<typeof insertBook>[2], tags: string[] = []) => {
    b[key] = (await insertBook(db, author.id, overrides, 1)).id;
    if (tags.length > 0) await replaceStoryTags(db, b[key], tags);
  };
  story = (await insertBook(db, author.id, { categoryId: 5, totalViews: 1 }, 2)).id;
  await replaceStoryTags(db, story, ['Deniz', 'Gizem']);
  await add('coRead', { categoryId: 9, totalViews: 0 });
  await add('sameCategory', { categoryId: 5, totalViews: 10 });
  await add('sameTag', { categoryId: 12, totalViews: 5 }, ['deniz']);
  await add('popular', { categoryId: 14, totalViews: 1000 });
  await add('mature', { categoryId: 5, totalViews: 500, isMatureContent: true });
  await add('draft', { categoryId: 5, totalViews: 9000, isPublished: false }, ['Deniz']);
  // Another reader of the story keeps coRead too.
  const other = await registerAndLogin(t.app);
  await addToLibrary(db, other.id, story);
  await addToLibrary(db, other.id, b.coRead);
  for (const reader of [adult, teen]) await addToLibrary(db, reader.id, story);
});

async function nextRead(user: RegisteredUser, bookId = story): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/books/${bookId}/next-read`, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  const cards = res.json() as { book_id: number; title: string; author_name: string }[];
  for (const card of cards) expect(card).toMatchObject({ title: expect.any(String), author_name: expect.any(String) });
  return cards.map((c) => c.book_id);
}

describe('GET /api/books/{bookId}/next-read', () => {
  it('offers what its other readers keep first, then its category, at most three, mature ones only to adults', async () => {
    expect(await nextRead(adult)).toEqual([b.coRead, b.mature, b.sameCategory]);
    expect(await nextRead(teen)).toEqual([b.coRead, b.sameCategory, b.sameTag]);
    expect(NEXT_READ_COUNT).toBe(3);
  });

  it('comes to the story’s tags after its category, before the most read of all', async () => {
    const reader = await registerAndLogin(t.app);
    await addToLibrary(t.database.db, reader.id, story);
    await addToLibrary(t.database.db, reader.id, b.sameCategory);
    await addToLibrary(t.database.db, reader.id, b.mature);
    // sameTag (5 views) comes before popular (1,000 views): it shares "deniz" with the story.
    expect(await nextRead(reader)).toEqual([b.coRead, b.sameTag, b.popular]);
  });

  it('never offers the story itself, nor one the reader keeps, has started or wrote, nor a draft', async () => {
    const reader = await registerAndLogin(t.app);
    const own = await insertBook(t.database.db, reader.id, { categoryId: 5, totalViews: 1_000_000 }, 1);
    await saveProgress(t.database.db, reader.id, b.coRead, (await chapterOf(b.coRead))!);
    await addToLibrary(t.database.db, reader.id, b.mature);
    const offered = await nextRead(reader);
    expect(offered).toEqual([b.sameCategory, b.sameTag, b.popular]);
    for (const never of [story, own.id, b.coRead, b.mature, b.draft]) expect(offered).not.toContain(never);
  });

  it('answers 404 for a story the reader may not open, and 401 to a visitor', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/books/${b.draft}/next-read`, headers: bearer(adult.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.bookNotFound);
    expect((await t.app.inject({ method: 'GET', url: `/api/books/${b.mature}/next-read`, headers: bearer(teen.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/books/999999/next-read', headers: bearer(adult.token) })).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/books/${story}/next-read` });
    expect(visitor.statusCode).toBe(401);
  });
});

async function chapterOf(bookId: number): Promise<number | undefined> {
  const res = await t.app.inject({ method: 'GET', url: `/api/books/${bookId}`, headers: bearer(adult.token) });
  return (res.json() as { chapters: { chapter_id: number }[] }).chapters[0]?.chapter_id;
}
