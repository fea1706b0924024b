import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { addToLibrary, insertBook, saveProgress } from '../../../test/fixtures';
import { useTestApp } from '../../../test/app-fixture';
import { selectBookCards, bookCardsByIds } from './book-card.query';

/*
 * The book card is written twice: with Drizzle for the many lists (book-card.query.ts) and by
 * hand for the hot reads, one statement with the session check (bookCardsByIds in book-card.query.ts). This test
 * holds them to the same answer for every state a card shows (issue 29 item 5).
 */

const { t, reader, author } = useTestApp({ reader: {}, author: {} });
const ids: number[] = [];

beforeAll(async () => {
  const db = t.database.db;
  const kept = await insertBook(db, author.id, { contentWarnings: ['violence'], isMatureContent: true }, 3);
  const started = await insertBook(db, author.id, {}, 2);
  const draftRead = await insertBook(db, author.id, {}, 2);
  const own = await insertBook(db, reader.id, { isPublished: false }, 1);
  const plain = await insertBook(db, author.id, {}, 0);
  ids.push(kept.id, started.id, draftRead.id, own.id, plain.id);
  await addToLibrary(db, reader.id, kept.id);
  await saveProgress(db, reader.id, started.id, started.chapterIds[1]!);
  // Progress on a chapter that is later unpublished: neither card names it.
  await saveProgress(db, reader.id, draftRead.id, draftRead.chapterIds[0]!);
  await db.execute(sql`update chapters set is_published = false where id = ${draftRead.chapterIds[0]!}`);
});

const normalise = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : typeof v === 'string' && /^\d{4}-\d\d-\d\d[ T]/.test(v) ? new Date(v).toISOString() : v])))
    .sort((a, b) => Number(a.id) - Number(b.id));

describe('the two book card queries', () => {
  it('answer the same card for every state, for the reader and for the author', async () => {
    for (const viewer of [reader, author]) {
      const drizzle = await selectBookCards(t.database.db, viewer.id).where(inArray(books.id, ids));
      const hand = await bookCardsByIds(t.database.db, viewer.id, ids);
      expect(hand).toHaveLength(ids.length);
      expect(normalise(hand as unknown as Record<string, unknown>[])).toEqual(normalise(drizzle as unknown as Record<string, unknown>[]));
    }
  });
});
