import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook, addToLibrary } from '../../../test/fixtures';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';
import { capturePgQueries, explainJson, indexesUsed, outline, seedBulk, seqScannedRelations } from '../../../test/plans';
import { sql } from 'drizzle-orm';
import { invalidateShelves } from '../../lib/shelf-cache';
import { replaceStoryTags } from '../discovery/story-tags';

/*
 * docs/PRODUCT.md#budgets: search and the dashboard's shelves read books and users through indexes. The
 * tables are filled to a few thousand rows and analysed, so the planner chooses as it does
 * at production sizes; nothing is forced. PostgreSQL only (PGlite has no planner worth
 * asking at this size, and the budgets are measured on PostgreSQL).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let reader: RegisteredUser;
let teen: RegisteredUser;
let libraryBook: number;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  reader = await registerAndLogin(t.app);
  teen = await registerAndLogin(t.app, { birthDate: '2011-03-01' });
  await seedBulk(t.database, { users: 30_000, books: 20_000 });
  // Tags on two books in three, from a vocabulary of thirty (a few hundred books a tag).
  await t.database.db.execute(sql`
    insert into book_tags (book_id, tag, label)
    select id, tr_fold(w), w from books, unnest(array['Şiir','Aşk','Dram','Gizem','Kadıköy','Bilim','Macera','Tarih','Fantastik','Gençlik',
      'Yaz','Kış','Deniz','Orman','Şehir','Yol','Ateş','Bahar','Gece','Sabah','Anı','Mizah','Korku','Polisiye','Aile','Okul','Savaş','Barış','Göç','Umut']) with ordinality as v(w, n)
    where books.id % 3 <> 0 and (books.id + v.n) % 10 = 0`);
  await t.database.db.execute(sql`analyze book_tags`);
  // A reader with a library in two categories, so recommendations walk preferred categories,
  // and tags on those books, so they walk preferred tags too.
  for (const categoryId of [3, 7]) {
    const book = await insertBook(t.database.db, reader.id, { categoryId }, 1);
    await addToLibrary(t.database.db, teen.id, book.id);
    await addToLibrary(t.database.db, reader.id, book.id);
    await replaceStoryTags(t.database.db, book.id, ['Şiir', 'Deniz']);
    libraryBook = book.id;
  }
}, 120_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

/** Plans of every statement a call sends that reads books or users. */
async function plansOf(call: () => Promise<unknown>) {
  const queries = (await capturePgQueries(call)).filter((q) => /\b(from|join)\s+"?(books|users|book_tags)"?/i.test(q.sql));
  expect(queries.length).toBeGreaterThan(0);
  const setup = ["select set_config('pg_trgm.word_similarity_threshold', '0.45', true)"];
  return Promise.all(queries.map(async (q) => ({ sql: q.sql, plan: await explainJson(t.database, q, setup) })));
}

function expectNoSeqScan(plans: { sql: string; plan: Parameters<typeof seqScannedRelations>[0] }[]) {
  for (const { sql, plan } of plans) {
    expect(seqScannedRelations(plan).filter((r) => r === 'books' || r === 'users' || r === 'book_tags'), `${sql.slice(0, 120)}\n${outline(plan)}`).toEqual([]);
  }
}

describe.runIf(onPostgres)('query plans at production-like sizes (PostgreSQL)', () => {
  it.each(['kitapları', 'deniz gece', 'ılık', 'mikan4242', 'zeynep kaya', 'zzqxw', 'kadikoy', 'ISTANBUL', 'siir', 'ruzgar', 'ZEYNEP KAYA'])('search %j reads books and users through indexes', async (query) => {
    const plans = await plansOf(() =>
      t.app.inject({ method: 'GET', url: `/api/search/search?query=${encodeURIComponent(query)}`, headers: bearer(reader.token) }),
    );
    expectNoSeqScan(plans);
    const used = plans.flatMap((p) => indexesUsed(p.plan));
    expect(used, plans.map((p) => outline(p.plan)).join('\n')).toEqual(expect.arrayContaining(['books_title_fold_trgm_idx', 'users_search_fold_trgm_idx']));
    if (query !== 'mikan4242') expect(used).toContain('books_search_document_idx');
  });

  it.each(['ka', 'kadikoy', 'ZEYN', 'gunes', 'şiir', 'zzqxw'])('suggest %j reads books, users and tags through indexes', async (query) => {
    const plans = await plansOf(() => t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(query)}`, headers: bearer(teen.token) }));
    expectNoSeqScan(plans);
    const used = plans.flatMap((p) => indexesUsed(p.plan));
    expect(used, plans.map((p) => outline(p.plan)).join('\n')).toEqual(
      expect.arrayContaining(['users_username_fold_prefix_idx', 'users_full_name_fold_prefix_idx', 'book_tags_tag_idx']),
    );
    // Stories: a common beginning is found walking the popularity index (suggest-stories.query.ts),
    // a rare one through a title index; either way an index.
    const titleIndex = (name: string) => name === 'books_title_fold_prefix_idx' || name === 'books_title_fold_trgm_idx';
    const popularIndex = (name: string) => name === 'books_published_popular_idx' || name === 'books_listed_popular_idx';
    expect(used.some((name) => titleIndex(name) || popularIndex(name)), used.join()).toBe(true);
    if (query === 'kadikoy' || query === 'zzqxw') expect(used.some(titleIndex), used.join()).toBe(true);
  });

  it.each(['/api/tags/siir', '/api/tags/kadikoy?page=3', '/api/tags?q=ka'])('%s reads tags through indexes', async (url) => {
    const plans = await plansOf(() => t.app.inject({ method: 'GET', url, headers: bearer(reader.token) }));
    expectNoSeqScan(plans);
    expect(plans.flatMap((p) => indexesUsed(p.plan))).toContain('book_tags_tag_idx');
  });

  it.each([
    ['popular', 'books_category_popular_idx'],
    ['new', 'books_category_new_idx'],
    ['updated', 'books_category_updated_idx'],
    ['likes', 'books_category_likes_idx'],
  ])('the category list sorted by %s reads books in that order through %s', async (sort, index) => {
    for (const who of [reader, teen]) {
      for (const page of [1, 4]) {
        const url = `/api/categories/3/books?page=${page}&pageSize=24&sort=${sort}`;
        const plans = await plansOf(() => t.app.inject({ method: 'GET', url, headers: bearer(who.token) }));
        expectNoSeqScan(plans);
        const used = plans.flatMap((p) => indexesUsed(p.plan));
        expect(used, plans.map((p) => outline(p.plan)).join('\n')).toContain(index);
      }
    }
  });

  it.each([
    ['/api/books/new', 'books_listed_new_idx'],
    ['/api/books/popular', 'books_listed_popular_idx'],
  ])('the shelf in full %s reads books in its order through %s', async (path, index) => {
    for (const who of [reader, teen]) {
      for (const page of [1, 6]) {
        const plans = await plansOf(() => t.app.inject({ method: 'GET', url: `${path}?page=${page}&pageSize=24`, headers: bearer(who.token) }));
        expectNoSeqScan(plans);
        const used = plans.flatMap((p) => indexesUsed(p.plan));
        // Minors' pages may take the older (is_published, …) index with the mature filter.
        const older = index === 'books_listed_new_idx' ? 'books_published_new_idx' : 'books_published_popular_idx';
        expect(used.some((name) => name === index || name === older), plans.map((p) => outline(p.plan)).join('\n')).toBe(true);
      }
    }
  });

  it('the next read under a last chapter reads books, users and tags through indexes', async () => {
    for (const who of [reader, teen]) {
      const plans = await plansOf(() => t.app.inject({ method: 'GET', url: `/api/books/${libraryBook}/next-read`, headers: bearer(who.token) }));
      expectNoSeqScan(plans);
      const used = plans.flatMap((p) => indexesUsed(p.plan));
      expect(used, plans.map((p) => outline(p.plan)).join('\n')).toEqual(expect.arrayContaining(['books_listed_category_popular_idx']));
    }
  });

  it.each([
    ['an adult', () => reader],
    ['a minor', () => teen],
  ])('the dashboard of %s reads its shelves through indexes', async (_who, who) => {
    await invalidateShelves(t.app.ctx);
    const plans = await plansOf(() => t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(who().token) }));
    expectNoSeqScan(plans);
    const used = plans.flatMap((p) => indexesUsed(p.plan));
    expect(used, used.join()).toEqual(expect.arrayContaining(['books_listed_new_idx', 'books_listed_category_popular_idx']));
    // Popular: the planner may take the older (is_published, total_views) index for the
    // minors' filter; either is an ordered index read.
    expect(used.some((name) => name === 'books_listed_popular_idx' || name === 'books_published_popular_idx'), used.join()).toBe(true);
  });
});
