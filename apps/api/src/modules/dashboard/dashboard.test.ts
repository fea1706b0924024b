import { MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { invalidateShelves, SHELF_TTL_MS } from '../../lib/shelf-cache';
import { addToLibrary, insertBook, saveProgress } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { replaceStoryTags } from '../discovery/story-tags';

const { t, author, reader, teen } = useTestApp({ author: {}, reader: {}, teen: { birthDate: '2011-03-01' } });

async function dashboard(user: RegisteredUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(user.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<'yourLibrary' | 'recommended' | 'newReleases' | 'popular', { book_id: number; [k: string]: unknown }[]>;
}
const ids = (list: { book_id: number }[]) => list.map((b) => b.book_id);
/** Fixtures write rows directly; the services that publish signal the shelf cache the same way. */
const published = () => invalidateShelves(t.app.ctx);

describe('GET /api/dashboard/dashboard', () => {
  it('refuses a visitor with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthorized);
  });

  it('gives a new reader four shelves with an empty library', async () => {
    const fresh = await registerAndLogin(t.app);
    const d = await dashboard(fresh);
    expect(Object.keys(d).sort()).toEqual(['newReleases', 'popular', 'recommended', 'yourLibrary']);
    expect(d.yourLibrary).toEqual([]);
  });

  it('caps the three discovery shelves at 10, newest and most viewed first', async () => {
    const created: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      created.push((await insertBook(t.database.db, author.id, { totalViews: 1000 + i })).id);
    }
    await published();
    const d = await dashboard(reader);
    for (const shelf of [d.recommended, d.newReleases, d.popular]) expect(shelf).toHaveLength(10);
    expect(ids(d.newReleases)[0]).toBe(created.at(-1));
    expect(ids(d.popular)[0]).toBe(created.at(-1));
    const views = d.popular.map((b) => b.total_views as number);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('shows the library with its reading position, and keeps library books out of recommendations', async () => {
    const book = await insertBook(t.database.db, author.id, { title: 'Kütüphanedeki Kitap', totalViews: 999_999 });
    await addToLibrary(t.database.db, reader.id, book.id);
    await saveProgress(t.database.db, reader.id, book.id, book.chapterIds[1]!);
    await published();
    const d = await dashboard(reader);
    const entry = d.yourLibrary.find((b) => b.book_id === book.id);
    expect(entry).toMatchObject({
      title: 'Kütüphanedeki Kitap',
      isInLibrary: true,
      first_chapter_id: book.chapterIds[0],
      last_read: { chapter_id: book.chapterIds[1], updated_at: expect.any(String) },
      published_chapters_count: 2,
      author_id: author.id,
    });
    expect(ids(d.recommended)).not.toContain(book.id);
    expect(ids(d.popular)[0]).toBe(book.id);
  });

  it('recommends books from the categories a reader keeps, and never their own', async () => {
    const poet = await registerAndLogin(t.app);
    const kept = await insertBook(t.database.db, author.id, { categoryId: 20 });
    const sameCategory = await insertBook(t.database.db, author.id, { categoryId: 20, totalViews: 0 });
    await addToLibrary(t.database.db, poet.id, kept.id);
    const own = await insertBook(t.database.db, poet.id, { categoryId: 20, totalViews: 5_000_000 });
    await published();
    const d = await dashboard(poet);
    expect(ids(d.recommended)[0]).toBe(sameCategory.id);
    expect(ids(d.recommended)).not.toContain(own.id);
  });

  it('puts what readers of the same books keep first, and leaves out books the reader has started', async () => {
    const me = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const shared = await insertBook(t.database.db, author.id, { categoryId: 19 });
    const coRead = await insertBook(t.database.db, author.id, { categoryId: 2, totalViews: 0 });
    const sameCategory = await insertBook(t.database.db, author.id, { categoryId: 19, totalViews: 0 });
    const started = await insertBook(t.database.db, author.id, { categoryId: 19, totalViews: 9_000_000 });
    await addToLibrary(t.database.db, me.id, shared.id);
    await addToLibrary(t.database.db, other.id, shared.id);
    await addToLibrary(t.database.db, other.id, coRead.id);
    await saveProgress(t.database.db, me.id, started.id, started.chapterIds[0]!);
    await published();
    const d = await dashboard(me);
    expect(ids(d.recommended).slice(0, 2)).toEqual([coRead.id, sameCategory.id]);
    expect(ids(d.recommended)).not.toContain(started.id);
    expect(ids(d.recommended)).not.toContain(shared.id);
  });

  it('after the reader’s categories, recommends books sharing the library’s tags before the most read of all', async () => {
    const me = await registerAndLogin(t.app);
    const kept = await insertBook(t.database.db, author.id, { categoryId: 16 });
    await replaceStoryTags(t.database.db, kept.id, ['Zamansız Liman', 'Deniz Feneri']);
    await addToLibrary(t.database.db, me.id, kept.id);
    // Nothing else in category 16 and nobody else keeps `kept`: the tags decide.
    const tagged = await insertBook(t.database.db, author.id, { categoryId: 15, totalViews: 0 });
    await replaceStoryTags(t.database.db, tagged.id, ['zamansiz liman']);
    const draft = await insertBook(t.database.db, author.id, { categoryId: 15, totalViews: 0, isPublished: false });
    await replaceStoryTags(t.database.db, draft.id, ['Deniz Feneri']);
    await published();
    const d = await dashboard(me);
    expect(ids(d.recommended)[0]).toBe(tagged.id);
    expect(ids(d.recommended)).not.toContain(draft.id);
    expect(ids(d.recommended).slice(1)).toEqual(ids(d.popular).filter((id) => id !== tagged.id && id !== kept.id).slice(0, 9));
  });

  it('never lists unpublished books or unpublished chapters', async () => {
    const draft = await insertBook(t.database.db, author.id, { isPublished: false, totalViews: 10_000_000 });
    await published();
    const d = await dashboard(reader);
    for (const shelf of Object.values(d)) expect(ids(shelf)).not.toContain(draft.id);

    const partly = await insertBook(t.database.db, author.id, { totalViews: 20_000_000 });
    await t.database.db.update(chapters).set({ isPublished: false }).where(eq(chapters.id, partly.chapterIds[0]!));
    await published();
    const again = await dashboard(reader);
    const card = again.popular.find((b) => b.book_id === partly.id)!;
    expect(card.published_chapters_count).toBe(1);
    expect(card.first_chapter_id).toBe(partly.chapterIds[1]);
  });

  it('hides mature books from readers under 18 and shows them to adults', async () => {
    const mature = await insertBook(t.database.db, author.id, { isMatureContent: true, totalViews: 50_000_000 });
    await addToLibrary(t.database.db, teen.id, mature.id);
    await published();
    const young = await dashboard(teen);
    for (const shelf of Object.values(young)) expect(ids(shelf)).not.toContain(mature.id);
    const adult = await dashboard(reader);
    expect(ids(adult.popular)[0]).toBe(mature.id);
  });

  it('serves the shared shelves from the cache until a publication or the TTL, with live counts and visibility', async () => {
    const top = await insertBook(t.database.db, author.id, { totalViews: 900_000_000 });
    await published();
    expect(ids((await dashboard(reader)).popular)[0]).toBe(top.id);

    // A row written without the services' signal is not seen: the shelf came from the cache.
    const unsignalled = await insertBook(t.database.db, author.id, { totalViews: 950_000_000 });
    expect(ids((await dashboard(reader)).popular)).not.toContain(unsignalled.id);

    // Counters and visibility are read live for the cached books.
    await t.database.db.update(books).set({ totalViews: 900_000_123, totalLikes: 7 }).where(eq(books.id, top.id));
    const card = (await dashboard(reader)).popular.find((b) => b.book_id === top.id)!;
    expect(card).toMatchObject({ total_views: 900_000_123, total_likes: 7 });
    await t.database.db.update(books).set({ isPublished: false }).where(eq(books.id, top.id));
    for (const shelf of Object.values(await dashboard(reader))) expect(ids(shelf)).not.toContain(top.id);

    t.clock.advance(SHELF_TTL_MS + 1);
    expect(ids((await dashboard(reader)).popular)[0]).toBe(unsignalled.id);
  });
});
