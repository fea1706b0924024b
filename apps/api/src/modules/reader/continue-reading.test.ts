import { MSG, type ContinueReadingItem } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { capturePgQueries, explainJson, indexesUsed, outline, seqScannedRelations } from '../../../test/plans';

/*
 * "Okumaya devam et" (issue 28 item 5): GET /api/bookReader/continue-reading lists the stories
 * a reader has progress in, most recent first, paged by the last book id held, each with the
 * chapter and the place in it. Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the
 * last test also checks the statement's plan on a reader with 30,000 stories started.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const { t, author, reader } = useTestApp({ author: {}, reader: {} });

const get = (url: string, user?: RegisteredUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const post = (url: string, user: RegisteredUser, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });

async function save(user: RegisteredUser, bookId: number, chapterId: number, position: Record<string, number> = { scrollY: 0, timestamp: 1 }) {
  const res = await post('/api/bookReader/progress/save', user, { bookId, chapterId, position });
  expect(res.statusCode, res.body).toBe(200);
  // Each save a second later than the one before: the order is the order of reading.
  t.clock.advance(1_000);
}

async function list(user: RegisteredUser, query = ''): Promise<ContinueReadingItem[]> {
  const res = await get(`/api/bookReader/continue-reading${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('progress keeps the paragraph and the offset into it', () => {
  it('saves and answers them beside the spec’s scrollY and timestamp, and a save without them clears them', async () => {
    const b = await insertBook(t.database.db, author.id, {}, 2);
    await save(reader, b.id, b.chapterIds[1]!, { scrollY: 900, timestamp: 1_700_000_000_000, paragraph: 7, offset: 0.25 });
    expect((await get(`/api/bookReader/progress/${b.id}`, reader)).json()).toEqual({
      last_chapter_id: b.chapterIds[1],
      position_in_chapter: { scrollY: 900, timestamp: 1_700_000_000_000, paragraph: 7, offset: 0.25 },
    });
    await save(reader, b.id, b.chapterIds[1]!, { scrollY: 40, timestamp: 1_700_000_000_500 });
    expect((await get(`/api/bookReader/progress/${b.id}`, reader)).json().position_in_chapter).toEqual({ scrollY: 40, timestamp: 1_700_000_000_500 });
  });

  it('refuses a paragraph without its offset, an offset outside 0–1 and a negative paragraph with a Turkish 400', async () => {
    const b = await insertBook(t.database.db, author.id);
    for (const position of [
      { scrollY: 1, timestamp: 1, paragraph: 2 },
      { scrollY: 1, timestamp: 1, offset: 0.5 },
      { scrollY: 1, timestamp: 1, paragraph: 2, offset: 1.5 },
      { scrollY: 1, timestamp: 1, paragraph: -1, offset: 0 },
      { scrollY: 1, timestamp: 1, paragraph: 1.5, offset: 0 },
    ]) {
      const res = await post('/api/bookReader/progress/save', reader, { bookId: b.id, chapterId: b.chapterIds[0], position });
      expect(res.statusCode, JSON.stringify(position)).toBe(400);
      expect(res.json().message).toBe(MSG.badRequest);
    }
  });
});

describe('GET /api/bookReader/continue-reading', () => {
  it('is empty for a reader who has read nothing, and needs a session', async () => {
    const fresh = await registerAndLogin(t.app);
    expect(await list(fresh)).toEqual([]);
    expect((await get('/api/bookReader/continue-reading')).statusCode).toBe(401);
  });

  it('lists the stories read, the most recent first, each with its chapter, place and card', async () => {
    const me = await registerAndLogin(t.app);
    const first = await insertBook(t.database.db, author.id, { title: 'İlk Başlanan' }, 3);
    const second = await insertBook(t.database.db, author.id, { title: 'Sonra Başlanan' }, 3);
    await save(me, first.id, first.chapterIds[0]!);
    await save(me, second.id, second.chapterIds[0]!);
    // Reading on in the first story brings it back to the front.
    await save(me, first.id, first.chapterIds[2]!, { scrollY: 900, timestamp: 1_700_000_000_000, paragraph: 12, offset: 0.5 });

    const items = await list(me);
    expect(items.map((i) => i.book.title)).toEqual(['İlk Başlanan', 'Sonra Başlanan']);
    expect(items[0]).toMatchObject({
      book: { book_id: first.id, title: 'İlk Başlanan', published_chapters_count: 3, last_read: { chapter_id: first.chapterIds[2] } },
      chapter: { chapter_id: first.chapterIds[2], chapter_number: 3, title: 'Bölüm 3' },
      position: { scrollY: 900, timestamp: 1_700_000_000_000, paragraph: 12, offset: 0.5 },
    });
    expect(Date.parse(items[0]!.updated_at)).toBeGreaterThan(Date.parse(items[1]!.updated_at));
    expect(items[1]!.position).toEqual({ scrollY: 0, timestamp: 1 });
  });

  it('pages by the last book held (?before=), without gaps or repeats, and refuses a bad page with a Turkish 400', async () => {
    const me = await registerAndLogin(t.app);
    const started: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const b = await insertBook(t.database.db, author.id);
      await save(me, b.id, b.chapterIds[0]!);
      started.unshift(b.id);
    }
    const page1 = await list(me, '?limit=2');
    const page2 = await list(me, `?limit=2&before=${page1[1]!.book.book_id}`);
    const page3 = await list(me, `?limit=2&before=${page2[1]!.book.book_id}`);
    expect([...page1, ...page2, ...page3].map((i) => i.book.book_id)).toEqual(started);
    expect(page3).toHaveLength(1);

    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?before=-3', '?before=abc']) {
      const res = await get(`/api/bookReader/continue-reading${query}`, me);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(MSG.badRequest);
    }
  });

  it('leaves out what the reader may no longer read: a withdrawn story or chapter, a blocked author, their own story, mature stories for a minor', async () => {
    const me = await registerAndLogin(t.app, { birthDate: '2012-01-01' });
    const other = await registerAndLogin(t.app);
    const kept = await insertBook(t.database.db, author.id, { title: 'Kalan' }, 2);
    const withdrawn = await insertBook(t.database.db, author.id, {}, 2);
    const chapterGone = await insertBook(t.database.db, author.id, {}, 2);
    const blockedStory = await insertBook(t.database.db, other.id, {}, 2);
    const mature = await insertBook(t.database.db, author.id, { isMatureContent: true }, 2);
    const own = await insertBook(t.database.db, me.id, {}, 2);
    for (const b of [kept, withdrawn, chapterGone, blockedStory, own]) await save(me, b.id, b.chapterIds[1]!);
    // The minor's progress in a mature story (saved while it was not marked mature).
    await t.database.db.execute(sql`insert into reading_progress (user_id, book_id, chapter_id) values (${me.id}, ${mature.id}, ${mature.chapterIds[0]})`);
    expect((await list(me)).map((i) => i.book.book_id)).toEqual(expect.arrayContaining([kept.id, withdrawn.id, chapterGone.id, blockedStory.id]));

    await t.database.db.update(books).set({ isPublished: false }).where(eq(books.id, withdrawn.id));
    await t.database.db.update(chapters).set({ isPublished: false }).where(eq(chapters.id, chapterGone.chapterIds[1]!));
    expect((await post(`/api/blocks/${other.id}`, me, {})).statusCode).toBeLessThan(300);

    expect((await list(me)).map((i) => i.book.title)).toEqual(['Kalan']);
  });
});

interface PlanNodeJson {
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNodeJson[];
}

/** The index condition of the first plan node that reads `index`. */
function indexCondOf(node: PlanNodeJson, index: string): string | undefined {
  if (node['Index Name'] === index) return node['Index Cond'];
  for (const child of node.Plans ?? []) {
    const found = indexCondOf(child, index);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe.runIf(onPostgres)('the shelf on a reader with 30,000 stories started (PostgreSQL)', () => {
  it('is one statement that walks reading_progress_user_recent_idx, never a sequential scan of progress or books', async () => {
    const heavy = await registerAndLogin(t.app);
    // 30,000 stories by 200 authors (a catalogue, not one author's shelf: the planner's
    // estimates depend on it), a tenth of them mature.
    await t.database.db.execute(sql`
      insert into users (email, username, password_hash, full_name, birth_date)
      select 'yigin' || i || '@example.com', 'yigin_yazar' || i, 'x', 'Yazar ' || i, date '1990-01-01' from generate_series(1, 200) i`);
    await t.database.db.execute(sql`
      insert into books (author_id, title, description, category_id, telif_id, is_published, is_mature_content, published_at)
      select a.id, 'Yığın ' || i, 'Bir açıklama.', 1 + i % 20, 2, true, i % 10 = 0, now() - make_interval(mins => i)
      from generate_series(1, 30000) i
      join (select id, row_number() over (order by id) - 1 as n from users where email like 'yigin%@example.com') a on a.n = i % 200`);
    await t.database.db.execute(sql`
      insert into chapters (book_id, chapter_number, title, content, is_published)
      select id, 1, 'Bölüm 1', '<p>metin</p>', true from books where title like 'Yığın %'`);
    await t.database.db.execute(sql`
      insert into reading_progress (user_id, book_id, chapter_id, scroll_y, updated_at)
      select ${heavy.id}, b.id, c.id, 0, now() - make_interval(secs => b.id)
      from books b join chapters c on c.book_id = b.id where b.title like 'Yığın %'`);
    for (const table of ['books', 'chapters', 'reading_progress', 'users']) await t.database.db.execute(sql.raw(`vacuum analyze ${table}`));

    for (const query of ['', '?limit=7']) {
      const first = await list(heavy, query);
      const next = await list(heavy, `?before=${first.at(-1)!.book.book_id}`);
      expect(next.length).toBeGreaterThan(0);
      const captured = (await capturePgQueries(() => get(`/api/bookReader/continue-reading?before=${first.at(-1)!.book.book_id}`, heavy))).filter((q) =>
        /reading_progress/.test(q.sql),
      );
      expect(captured).toHaveLength(1);
      const plan = await explainJson(t.database, captured[0]!);
      const json = plan as unknown as PlanNodeJson;
      expect(seqScannedRelations(plan).filter((r) => r === 'reading_progress' || r === 'books' || r === 'chapters'), outline(plan)).toEqual([]);
      expect(indexesUsed(plan), outline(plan)).toContain('reading_progress_user_recent_idx');
      // The next page starts where the index says, not by skipping the pages before it.
      expect(indexCondOf(json, 'reading_progress_user_recent_idx'), outline(plan)).toMatch(/ROW\(updated_at, book_id\) < ROW\(/);
      // A walk the planner prices as stopping early: under jit_above_cost (100,000), so
      // PostgreSQL never spends 20–40 ms compiling it.
      expect((plan as unknown as { 'Total Cost': number })['Total Cost'], outline(plan)).toBeLessThan(100_000);
    }
  }, 120_000);
});
