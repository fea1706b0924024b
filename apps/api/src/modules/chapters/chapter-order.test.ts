import { MSG } from '@okuryazar/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * PUT /api/stories/{id}/chapter-order (docs/PRODUCT.md#reading-comfort-and-writers-tools): the author puts the story's chapters in a
 * new order; they are renumbered 1..n in one transaction, the story's facts follow, and so do
 * the readers' lists.
 */

const { t, author, reader } = useTestApp({ author: {}, reader: {} });

function putOrder(token: string | null, storyId: number, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/stories/${storyId}/chapter-order`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

/** A story with `count` chapters titled "Bölüm 1".."Bölüm n"; `published` picks which are published (1-based). */
async function storyWithChapters(count: number, published: number[] = []) {
  const storyId = await createStory(t.app, author);
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    ids.push(await createChapter(t.app, author, { book_id: storyId, title: `Bölüm ${i}`, content: `<p>Metin ${i}</p>`, is_published: published.includes(i) }));
  }
  return { storyId, ids };
}

async function stored(storyId: number) {
  const rows = await t.database.db
    .select({ id: chapters.id, n: chapters.chapterNumber, updatedAt: chapters.updatedAt, views: chapters.views })
    .from(chapters)
    .where(eq(chapters.bookId, storyId))
    .orderBy(asc(chapters.chapterNumber));
  const [book] = await t.database.db
    .select({ first: books.firstChapterId, version: books.chapterListVersion, count: books.chapterCount, published: books.publishedChapterCount })
    .from(books)
    .where(eq(books.id, storyId));
  return { rows, book: book! };
}

describe('PUT /api/stories/:storyId/chapter-order', () => {
  it('renumbers the chapters 1..n in the given order and answers the new list', async () => {
    const { storyId, ids } = await storyWithChapters(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    const before = await stored(storyId);

    const res = await putOrder(author.token, storyId, { chapter_ids: [c, a, d, b] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: string; chapters: { chapter_id: number; chapter_number: number; title: string }[] };
    expect(body.message).toBe(MSG.chapterOrderSaved);
    expect(body.chapters.map((ch) => [ch.chapter_id, ch.chapter_number, ch.title])).toEqual([
      [c, 1, 'Bölüm 3'],
      [a, 2, 'Bölüm 1'],
      [d, 3, 'Bölüm 4'],
      [b, 4, 'Bölüm 2'],
    ]);

    const after = await stored(storyId);
    expect(after.rows.map((r) => [r.id, r.n])).toEqual([
      [c, 1],
      [a, 2],
      [d, 3],
      [b, 4],
    ]);
    // The same shape as the story details' list.
    const details = await t.app.inject({ method: 'GET', url: `/api/story-details/${storyId}`, headers: bearer(author.token) });
    expect(details.json().chapters).toEqual(body.chapters);
    // A reorder is no edit of a chapter: the versions the editors hold stay valid.
    const versions = new Map(before.rows.map((r) => [r.id, r.updatedAt.getTime()]));
    for (const row of after.rows) expect(row.updatedAt.getTime()).toBe(versions.get(row.id));
  });

  it('recounts the story facts once for the whole reorder, not once per moved chapter', async () => {
    const { storyId, ids } = await storyWithChapters(8, [1, 2, 3, 4, 5, 6, 7, 8]);
    const before = await stored(storyId);
    expect(before.book.first).toBe(ids[0]);

    const reversed = [...ids].reverse();
    expect((await putOrder(author.token, storyId, { chapter_ids: reversed })).statusCode).toBe(200);
    const after = await stored(storyId);
    // Every call of refresh_book_chapter_facts moves the list version by one (migration 0013):
    // 16 row moves, one recount.
    expect(after.book.version).toBe(before.book.version + 1);
    expect(after.book).toMatchObject({ first: ids[7], count: 8, published: 8 });
  });

  it('sets the first chapter to the first published one in the new order', async () => {
    // Chapters 1 and 3 are drafts: the first published chapter is 2 now, 4 after the move.
    const { storyId, ids } = await storyWithChapters(4, [2, 4]);
    const [a, b, c, d] = ids as [number, number, number, number];
    expect((await stored(storyId)).book.first).toBe(b);

    expect((await putOrder(author.token, storyId, { chapter_ids: [a, c, d, b] })).statusCode).toBe(200);
    expect((await stored(storyId)).book.first).toBe(d);

    // Readers see the new order: the book page, the reader's list and its neighbours.
    const page = await t.app.inject({ method: 'GET', url: `/api/books/${storyId}`, headers: bearer(reader.token) });
    expect(page.statusCode).toBe(200);
    expect(page.json().book.first_chapter_id).toBe(d);
    expect((page.json().chapters as { chapter_id: number }[]).map((ch) => ch.chapter_id)).toEqual([d, b]);
    const read = await t.app.inject({ method: 'GET', url: `/api/bookReader/books/${storyId}/${d}`, headers: bearer(reader.token) });
    expect(read.statusCode).toBe(200);
    expect((read.json().chapters as { chapter_id: number; chapter_number: number }[]).map((ch) => [ch.chapter_id, ch.chapter_number])).toEqual([
      [d, 3],
      [b, 4],
    ]);
  });

  it('serves the reader its cached chapter list in the new order at once', async () => {
    const { storyId, ids } = await storyWithChapters(3, [1, 2, 3]);
    const [a, b, c] = ids as [number, number, number];
    const readerList = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/bookReader/books/${storyId}/${a}`, headers: bearer(reader.token) });
      expect(res.statusCode).toBe(200);
      return (res.json().chapters as { chapter_id: number }[]).map((ch) => ch.chapter_id);
    };
    // Warms this instance's chapter list cache (modules/books/chapter-list.ts).
    expect(await readerList()).toEqual([a, b, c]);
    expect((await putOrder(author.token, storyId, { chapter_ids: [b, c, a] })).statusCode).toBe(200);
    expect(await readerList()).toEqual([b, c, a]);
  });

  it('writes nothing when the order is the current one', async () => {
    const { storyId, ids } = await storyWithChapters(3, [1]);
    const before = await stored(storyId);
    const res = await putOrder(author.token, storyId, { chapter_ids: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().chapters.map((ch: { chapter_id: number }) => ch.chapter_id)).toEqual(ids);
    expect((await stored(storyId)).book.version).toBe(before.book.version);
  });

  it('refuses a list that is not exactly the story’s chapters with a Turkish 400', async () => {
    const { storyId, ids } = await storyWithChapters(3);
    const other = await storyWithChapters(1);
    const [a, b, c] = ids as [number, number, number];
    const bad: unknown[] = [
      { chapter_ids: [a, b] }, // one missing
      { chapter_ids: [a, b, c, other.ids[0]] }, // one of another story
      { chapter_ids: [a, b, other.ids[0]] }, // same length, one foreign
      { chapter_ids: [a, b, b] }, // a duplicate
      { chapter_ids: [a, b, c, c] }, // every chapter plus a duplicate
      { chapter_ids: [] },
      { chapter_ids: [a, b, 'x'] },
      { chapter_ids: [a, b, 1.5] },
      { chapter_ids: [a, b, -3] },
      { chapter_ids: `${a},${b},${c}` },
      {},
    ];
    const before = await stored(storyId);
    for (const payload of bad) {
      const res = await putOrder(author.token, storyId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(MSG.chapterOrderInvalid);
    }
    expect(await stored(storyId)).toEqual(before);
  });

  it('answers 404 for someone else’s story and for a story that does not exist, 401 without a session', async () => {
    const { storyId, ids } = await storyWithChapters(2);
    const reversed = [...ids].reverse();
    const foreign = await putOrder(reader.token, storyId, { chapter_ids: reversed });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MSG.storyNotFound);
    expect((await putOrder(author.token, 2_000_000_000, { chapter_ids: reversed })).statusCode).toBe(404);
    expect((await putOrder(null, storyId, { chapter_ids: reversed })).statusCode).toBe(401);
    expect((await stored(storyId)).rows.map((r) => r.id)).toEqual(ids);
  });

  it('refuses a story a moderator removed', async () => {
    const { storyId, ids } = await storyWithChapters(2);
    await t.database.db.update(books).set({ removedAt: new Date(t.clock()) }).where(eq(books.id, storyId));
    const res = await putOrder(author.token, storyId, { chapter_ids: [...ids].reverse() });
    expect(res.statusCode).toBe(403);
    expect((await stored(storyId)).rows.map((r) => r.id)).toEqual(ids);
  });

  it('keeps deleting a chapter closing the gap with one recount for the moved chapters', async () => {
    const { storyId, ids } = await storyWithChapters(5, [1, 2, 3, 4, 5]);
    const before = await stored(storyId);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/story-details/chapters/${ids[0]}`, headers: bearer(author.token) });
    expect(res.statusCode).toBe(200);
    const after = await stored(storyId);
    expect(after.rows.map((r) => [r.id, r.n])).toEqual(ids.slice(1).map((id, i) => [id, i + 1]));
    // The delete's own recount and one for the four renumbered chapters.
    expect(after.book.version).toBe(before.book.version + 2);
    expect(after.book).toMatchObject({ first: ids[1], count: 4, published: 4 });
  });

  it('is rate-limited like the other story writes', async () => {
    const { storyId, ids } = await storyWithChapters(2);
    const [a, b] = ids as [number, number];
    let refused: Awaited<ReturnType<typeof putOrder>> | null = null;
    for (let i = 0; i < 61 && !refused; i += 1) {
      const res = await putOrder(author.token, storyId, { chapter_ids: i % 2 === 0 ? [b, a] : [a, b] });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(refused?.json().message).toBe(MSG.tooFast);
    expect(refused?.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await putOrder(author.token, storyId, { chapter_ids: [a, b] })).statusCode).toBe(200);
  });

  it.runIf(process.env.DATABASE_URL)(
    'stays consistent when reorders race likes, publications and new chapters of the same story (PostgreSQL)',
    async () => {
      const { storyId, ids } = await storyWithChapters(6, [1, 2, 3, 4]);
      const readers = await Promise.all(Array.from({ length: 4 }, () => registerAndLogin(t.app)));
      let known = [...ids];
      for (let round = 0; round < 4; round += 1) {
        const order = round % 2 === 0 ? [...known].reverse() : [...known.slice(1), known[0]!];
        const results = await Promise.all([
          putOrder(author.token, storyId, { chapter_ids: order }),
          ...readers.map((r) =>
            t.app.inject({ method: 'POST', url: `/api/bookReader/chapters/${ids[round % 4]}/like`, headers: bearer(r.token) }),
          ),
          t.app.inject({
            method: 'POST',
            url: `/api/preview/chapters/${ids[4 + (round % 2)]}/${round < 2 ? 'publish' : 'unpublish'}`,
            headers: bearer(author.token),
            payload: { book_id: storyId },
          }),
          t.app.inject({
            method: 'POST',
            url: '/api/stories/chapters',
            headers: bearer(author.token),
            payload: { book_id: storyId, title: `Yeni ${round}`, content: '<p>yeni</p>' },
          }),
        ]);
        const [reorder, ...others] = results;
        // A chapter created before the reorder took its locks makes the list incomplete: 400, nothing moved.
        expect([200, 400], reorder!.body).toContain(reorder!.statusCode);
        for (const res of others) expect(res.statusCode, res.body).toBe(200);
        known = [...known, (others[others.length - 1]!.json() as { chapter_id: number }).chapter_id];

        const { rows, book } = await stored(storyId);
        // Numbers stay 1..n, each once.
        expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
        expect(new Set(rows.map((r) => r.id))).toEqual(new Set(known));
        // The stored facts are what a fresh count says.
        const published = await t.database.db
          .select({ id: chapters.id })
          .from(chapters)
          .where(eq(chapters.bookId, storyId))
          .orderBy(asc(chapters.chapterNumber));
        const flags = await t.database.db.select({ id: chapters.id, p: chapters.isPublished }).from(chapters).where(eq(chapters.bookId, storyId));
        const isPublished = new Map(flags.map((f) => [f.id, f.p]));
        const firstPublished = published.find((r) => isPublished.get(r.id))?.id ?? null;
        expect(book).toMatchObject({ count: rows.length, published: flags.filter((f) => f.p).length, first: firstPublished });
      }
    },
    120_000,
  );
});
