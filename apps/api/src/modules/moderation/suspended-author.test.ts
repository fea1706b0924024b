import { MSG } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { replaceStoryTags } from '../discovery/story-tags';
import { setUserRole } from './roles';

/**
 * docs/PRODUCT.md#trust-and-safety: a suspended author's profile is "not found" for everyone else, and neither they
 * nor their stories turn up anywhere: tags, type-ahead, search, recommendations, suggested
 * authors. Every check is made before the suspension too, so each would fail if the
 * author were never listed at all. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const { t, author, reader, moderator } = useTestApp({ author: {}, reader: {}, moderator: {} });
let book: { id: number; chapterIds: number[] };
let otherBook: { id: number; chapterIds: number[] };

type Json = Record<string, unknown>;
const TITLE = 'Zümrüt Kıyılarının Sesi';
const TAG = 'Kıyı Masalları';

const get = (url: string, who: RegisteredUser | null = reader) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who ? bearer(who.token) : {}), 'x-forwarded-for': nextIp() } });
const post = (url: string, who: RegisteredUser, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { ...bearer(who.token), 'x-forwarded-for': nextIp() } });

/** What a reader can find of the author and their story, call by call. */
async function sightings() {
  const suggest = (await get(`/api/search/suggest?q=${encodeURIComponent('zumrut')}`)).json().suggestions as Json[];
  const suggestAuthor = (await get(`/api/search/suggest?q=${encodeURIComponent(author.username)}`)).json().suggestions as Json[];
  const tagSuggest = (await get(`/api/tags?q=${encodeURIComponent('kiyi')}`)).json().tags as Json[];
  const tagPage = await get(`/api/tags/${encodeURIComponent('kiyi-masallari')}`);
  const search = (await get(`/api/search/search?query=${encodeURIComponent(author.username)}`)).json();
  const searchTitle = (await get(`/api/search/search?query=${encodeURIComponent(TITLE)}`)).json();
  const recommendations = (await get(`/api/books/${otherBook.id}/recommendations`)).json() as Json[];
  const discover = (await get('/api/discover/authors-books')).json();
  return {
    suggestStory: suggest.some((s) => s.type === 'story' && s.book_id === book.id),
    suggestAuthor: suggestAuthor.some((s) => s.type === 'author' && s.user_id === author.id),
    tagSuggest: tagSuggest.some((s) => s.tag === 'kiyi-masallari'),
    tagPage: tagPage.statusCode === 200 && (tagPage.json().books as Json[]).some((b) => b.book_id === book.id),
    searchAuthor: (search.authors as Json[]).some((a) => a.user_id === author.id),
    searchStory: (searchTitle.booksByTitle as Json[]).some((b) => b.book_id === book.id),
    recommendations: recommendations.some((b) => b.book_id === book.id),
    suggestedAuthors: (discover.authors as Json[]).some((a) => a.user_id === author.id),
    discoverBooks: (discover.books as Json[]).some((b) => b.book_id === book.id),
  };
}

/** The same answer from every call `sightings` makes: found everywhere, or nowhere. */
const seenEverywhere = (found: boolean) => ({
  suggestStory: found,
  suggestAuthor: found,
  tagSuggest: found,
  tagPage: found,
  searchAuthor: found,
  searchStory: found,
  recommendations: found,
  suggestedAuthors: found,
  discoverBooks: found,
});

beforeAll(async () => {
  await setUserRole(t.app.ctx.db, moderator.email, 'moderator');
  book = await insertBook(t.app.ctx.db, author.id, { title: TITLE, totalViews: 50 }, 1);
  await replaceStoryTags(t.app.ctx.db, book.id, [TAG]);
  otherBook = await insertBook(t.app.ctx.db, moderator.id, {}, 1);
  await post('/api/community/posts', author, { content: 'Yazarın gönderisi' });
}, 60_000);

describe('a suspended author', () => {
  it('is found everywhere before the suspension', async () => {
    expect(await sightings()).toEqual(seenEverywhere(true));
    expect((await get(`/api/profile/${author.id}`)).statusCode).toBe(200);
    expect((await get(`/api/community/user/${author.id}/posts`)).json()).toHaveLength(1);
  });

  it('has a profile and page that are 404 for everyone else, and cannot be followed', async () => {
    expect((await post('/api/profile/follow/' + author.id, reader)).statusCode).toBe(200);
    const res = await post('/api/moderation/decisions', moderator, { targetType: 'user', targetId: author.id, action: 'suspend_author', note: 'Tekrarlanan taciz', suspendDays: 7 });
    expect(res.statusCode).toBe(200);

    for (const who of [reader, moderator]) {
      const profile = await get(`/api/profile/${author.id}`, who);
      expect([profile.statusCode, profile.json().message]).toEqual([404, MSG.profileNotFound]);
      expect((await get(`/api/community/user/${author.id}/posts`, who)).statusCode).toBe(404);
    }
    const follower = await registerAndLogin(t.app);
    expect((await post(`/api/profile/follow/${author.id}`, follower)).statusCode).toBe(404);
    expect((await post(`/api/search/follow/${follower.id}/${author.id}`, follower)).statusCode).toBe(404);
    // Someone who followed before may still let go.
    expect((await post(`/api/profile/unfollow/${author.id}`, reader)).statusCode).toBe(200);
  });

  it('and their story turn up nowhere: tags, type-ahead, search, recommendations, suggested authors', async () => {
    expect(await sightings()).toEqual(seenEverywhere(false));
    expect((await get(`/api/tags/${encodeURIComponent('kiyi-masallari')}`)).statusCode).toBe(404);
    const dashboard = (await get('/api/dashboard/dashboard')).json() as Record<string, Json[]>;
    for (const shelf of ['recommended', 'newReleases', 'popular']) expect(dashboard[shelf]!.map((b) => b.book_id), shelf).not.toContain(book.id);
  });

  it('comes back once the suspension is over and they log in again', async () => {
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: author.email, password: author.password }, headers: { 'x-forwarded-for': nextIp() } });
    expect(login.statusCode).toBe(200);
    expect((await get(`/api/profile/${author.id}`)).statusCode).toBe(200);
    expect((await sightings()).searchAuthor).toBe(true);
  });
});
