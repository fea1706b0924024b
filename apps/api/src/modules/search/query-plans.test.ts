import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook, addToLibrary } from '../../../test/fixtures';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';
import { capturePgQueries, explainJson, indexesUsed, outline, seedBulk, seqScannedRelations } from '../../../test/plans';
import { invalidateShelves } from '../../lib/shelf-cache';

/*
 * DESIGN §5: search and the dashboard's shelves read books and users through indexes. The
 * tables are filled to a few thousand rows and analysed, so the planner chooses as it does
 * at production sizes; nothing is forced. PostgreSQL only (PGlite has no planner worth
 * asking at this size, and the budgets are measured on PostgreSQL).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let reader: RegisteredUser;
let teen: RegisteredUser;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  reader = await registerAndLogin(t.app);
  teen = await registerAndLogin(t.app, { birthDate: '2011-03-01' });
  await seedBulk(t.database, { users: 30_000, books: 20_000 });
  // A reader with a library in two categories, so recommendations walk preferred categories.
  for (const categoryId of [3, 7]) {
    const book = await insertBook(t.database.db, reader.id, { categoryId }, 1);
    await addToLibrary(t.database.db, teen.id, book.id);
    await addToLibrary(t.database.db, reader.id, book.id);
  }
}, 120_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

/** Plans of every statement a call sends that reads books or users. */
async function plansOf(call: () => Promise<unknown>) {
  const queries = (await capturePgQueries(call)).filter((q) => /\b(from|join)\s+"?(books|users)"?/i.test(q.sql));
  expect(queries.length).toBeGreaterThan(0);
  const setup = ["select set_config('pg_trgm.word_similarity_threshold', '0.45', true)"];
  return Promise.all(queries.map(async (q) => ({ sql: q.sql, plan: await explainJson(t.database, q, setup) })));
}

function expectNoSeqScan(plans: { sql: string; plan: Parameters<typeof seqScannedRelations>[0] }[]) {
  for (const { sql, plan } of plans) {
    expect(seqScannedRelations(plan).filter((r) => r === 'books' || r === 'users'), `${sql.slice(0, 120)}\n${outline(plan)}`).toEqual([]);
  }
}

describe.runIf(onPostgres)('query plans at production-like sizes (PostgreSQL)', () => {
  it.each(['kitapları', 'deniz gece', 'ılık', 'mikan4242', 'zeynep kaya', 'zzqxw'])('search %j reads books and users through indexes', async (query) => {
    const plans = await plansOf(() =>
      t.app.inject({ method: 'GET', url: `/api/search/search?query=${encodeURIComponent(query)}`, headers: bearer(reader.token) }),
    );
    expectNoSeqScan(plans);
    const used = plans.flatMap((p) => indexesUsed(p.plan));
    expect(used, plans.map((p) => outline(p.plan)).join('\n')).toEqual(expect.arrayContaining(['books_title_trgm_idx', 'users_search_trgm_idx']));
    if (query !== 'mikan4242') expect(used).toContain('books_search_document_idx');
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
