import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { books } from '../../db/schema';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { ChapterListCache, chapterListCacheOf } from './chapter-list';
import { storedText } from '../../../test/paragraphs';

/*
 * The reader and the book page keep each book's chapter metadata in process
 * (chapter-list.ts). Every chapter write must show on the very next call, on this instance
 * and on another one that shares the database and got no signal.
 */

const { t, author, reader } = useTestApp({ author: {}, reader: {} });
/** A second instance on the same database, with its own cache. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
});

interface ListedChapter {
  chapter_id: number;
  title: string;
  chapter_number: number;
  likes: number;
  views: number;
  is_liked?: boolean;
  content?: string | null;
}

async function readerList(app: FastifyInstance, bookId: number, chapterId: number, user = reader) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookReader/books/${bookId}/${chapterId}`,
    headers: bearer(user.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { chapters: ListedChapter[] }).chapters;
}
async function pageList(app: FastifyInstance, bookId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/books/${bookId}`,
    headers: bearer(reader.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { chapters: ListedChapter[] }).chapters;
}
const titles = (list: ListedChapter[]) => list.map((c) => [c.chapter_number, c.title]);
const post = (url: string, user: RegisteredUser, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });

async function listVersion(bookId: number) {
  const [row] = await t.database.db
    .select({ v: books.chapterListVersion })
    .from(books)
    .where(eq(books.id, bookId));
  return row!.v;
}

describe('cached chapter lists', () => {
  it('show every publication, rename, unpublication and deletion on the next call, on both instances', async () => {
    const bookId = await createStory(t.app, author, { title: 'Önbellekli Hikaye' });
    const first = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'Bir',
      is_published: true,
    });
    const second = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'İki',
      is_published: true,
    });

    for (const app of [t.app, other]) {
      expect(titles(await readerList(app, bookId, first))).toEqual([
        [1, 'Bir'],
        [2, 'İki'],
      ]);
      expect(titles(await pageList(app, bookId))).toEqual([
        [1, 'Bir'],
        [2, 'İki'],
      ]);
    }
    // Both instances now hold the list at the book's current version.
    expect(chapterListCacheOf(t.app.ctx).peek(bookId)?.version).toBe(await listVersion(bookId));
    expect(chapterListCacheOf(other.ctx).peek(bookId)?.version).toBe(await listVersion(bookId));

    const third = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'Üç',
      is_published: true,
    });
    for (const app of [t.app, other])
      expect(titles(await readerList(app, bookId, third))).toEqual([
        [1, 'Bir'],
        [2, 'İki'],
        [3, 'Üç'],
      ]);

    await createChapter(t.app, author, {
      book_id: bookId,
      chapter_id: second,
      title: 'İki (yeni ad)',
    });
    for (const app of [t.app, other])
      expect(titles(await pageList(app, bookId))).toEqual([
        [1, 'Bir'],
        [2, 'İki (yeni ad)'],
        [3, 'Üç'],
      ]);

    expect(
      (await post(`/api/preview/chapters/${first}/unpublish`, author, { book_id: bookId }))
        .statusCode,
    ).toBe(200);
    for (const app of [t.app, other]) {
      expect(titles(await readerList(app, bookId, second))).toEqual([
        [2, 'İki (yeni ad)'],
        [3, 'Üç'],
      ]);
      const gone = await app.inject({
        method: 'GET',
        url: `/api/bookReader/books/${bookId}/${first}`,
        headers: bearer(reader.token),
      });
      expect(gone.statusCode).toBe(404);
    }

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/story-details/chapters/${second}`,
      headers: bearer(author.token),
    });
    expect(del.statusCode).toBe(200);
    for (const app of [t.app, other]) {
      expect(titles(await readerList(app, bookId, third))).toEqual([[2, 'Üç']]);
      expect(titles(await pageList(app, bookId))).toEqual([[2, 'Üç']]);
    }
  });

  it('serve counters, likes and the text live while the metadata comes from the cache', async () => {
    const bookId = await createStory(t.app, author, { title: 'Sayaçlı Hikaye' });
    const a = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'A',
      content: '<p>Birinci metin</p>',
      is_published: true,
    });
    const b = await createChapter(t.app, author, {
      book_id: bookId,
      title: 'B',
      content: '<p>İkinci metin</p>',
      is_published: true,
    });
    await readerList(t.app, bookId, a);
    const version = await listVersion(bookId);

    expect((await post(`/api/bookReader/chapters/${b}/like`, reader)).json()).toMatchObject({
      isLiked: true,
      likes: 1,
    });
    expect(
      (await post(`/api/bookReader/books/${bookId}/chapters/${b}/incrementViews`, reader)).json(),
    ).toMatchObject({ viewUpdated: true });
    await createChapter(t.app, author, {
      book_id: bookId,
      chapter_id: b,
      title: 'B',
      content: '<p>İkinci metin, düzeltilmiş</p>',
    });
    // None of these moves the list's version: the list below is the cached one.
    expect(await listVersion(bookId)).toBe(version);
    const held = chapterListCacheOf(t.app.ctx).peek(bookId);
    expect(held?.version).toBe(version);

    const list = await readerList(t.app, bookId, b);
    // The same entry: the statement brought no metadata to store.
    expect(chapterListCacheOf(t.app.ctx).peek(bookId)).toBe(held);
    expect(list.map((c) => [c.chapter_id, c.likes, c.views, c.is_liked, c.content])).toEqual([
      [a, 0, 0, false, null],
      [b, 1, 1, true, storedText('<p>İkinci metin, düzeltilmiş</p>')],
    ]);
    const asAuthor = await readerList(t.app, bookId, a, author);
    expect(asAuthor.map((c) => [c.is_liked, c.content])).toEqual([
      [false, storedText('<p>Birinci metin</p>')],
      [false, null],
    ]);
    expect((await pageList(t.app, bookId)).map((c) => [c.likes, c.views])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});

describe('ChapterListCache', () => {
  const rows = (title: string): [number, number, string, string, string | null][] => [
    [1, 1, title, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'],
  ];

  it('keeps the newer list when a slower call brings an older one', () => {
    const cache = new ChapterListCache();
    cache.store(7, 5, rows('yeni'));
    const older = cache.store(7, 4, rows('eski'));
    expect(older.byId.get(1)?.title).toBe('eski');
    expect(cache.peek(7)?.version).toBe(5);
    expect(cache.peek(7)?.byId.get(1)?.title).toBe('yeni');
  });

  it('forgets the least recently read book past its size', () => {
    const cache = new ChapterListCache(2);
    cache.store(1, 0, rows('a'));
    cache.store(2, 0, rows('b'));
    cache.peek(1);
    cache.store(3, 0, rows('c'));
    expect(cache.size).toBe(2);
    expect(cache.peek(2)).toBeUndefined();
    expect(cache.peek(1)).toBeDefined();
  });
});
