import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCalls, useTestApp } from '../../../test/app-fixture';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { recomputeTrending } from './recompute';

const { t, reader } = useTestApp({ reader: {} }, { build: { schedulerIntervalMs: 60_000, trending: true } });
const { ok, call } = apiCalls(t, { step: 10 });
const DAY = 86_400_000;
const db = () => t.database.db;

type Page = { books: { book_id: number; title: string }[]; page: number; has_more: boolean };

/** An account older than a day (younger ones do not count). */
async function grownReader(): Promise<RegisteredUser> {
  const user = await registerAndLogin(t.app);
  await db().execute(sql`update users set created_at = ${new Date(t.clock() - 2 * DAY)} where id = ${user.id}`);
  return user;
}

async function grownReaders(count: number) {
  const ids: number[] = [];
  const template = await grownReader();
  // Many readers at once, straight in the table: a copy of one grown account each.
  const rows = await db().execute(sql`insert into users (email, username, password_hash, birth_date, created_at)
    select 'toplu' || n || '_' || ${template.id} || '@gmail.com', 'toplu_' || n || '_' || ${template.id}, u.password_hash, u.birth_date, ${new Date(t.clock() - 2 * DAY)}
    from users u, generate_series(1, ${count}) n where u.id = ${template.id} returning id`);
  for (const r of (rows as unknown as { rows: { id: number }[] }).rows) ids.push(Number(r.id));
  return ids;
}

/** A published story of `chapters` chapters, first published `ageDays` ago. */
async function story(authorId: number, title: string, ageDays: number, overrides: Parameters<typeof insertBook>[2] = {}) {
  const published = new Date(t.clock() - ageDays * DAY);
  const book = await insertBook(db(), authorId, { title, publishedAt: published, createdAt: published, ...overrides }, 3);
  return book;
}

const view = (userIds: number[], chapterId: number) =>
  db().execute(sql`insert into chapter_views (user_id, chapter_id, last_counted_at) select unnest(${`{${userIds.join(',')}}`}::int[]), ${chapterId}, ${new Date(t.clock())} on conflict do nothing`);
const like = (userId: number, chapterId: number) => db().execute(sql`insert into chapter_likes (user_id, chapter_id, created_at) values (${userId}, ${chapterId}, ${new Date(t.clock())})`);
const comment = (userId: number, chapterId: number) =>
  db().execute(sql`insert into comments (chapter_id, user_id, content, created_at) values (${chapterId}, ${userId}, 'Harika bir bölüm!', ${new Date(t.clock())})`);

/** The trending order of `ids` (others' books are left out: the ranking is global). */
async function order(ids: number[], user: RegisteredUser = reader, query = '') {
  await recomputeTrending(db(), t.clock());
  const page = await ok<Page>('GET', `/api/trending?pageSize=24${query}`, user);
  return page.books.map((b) => b.book_id).filter((id) => ids.includes(id));
}

describe('Yükselenler: the ranking', () => {
  it('puts a new story with a few engaged readers above an old one with many one-chapter readers', async () => {
    const [oldAuthor, newAuthor] = [await grownReader(), await grownReader()];
    const old = await story(oldAuthor.id, 'Eski Çok Okunan', 200, { totalViews: 90_000 });
    const fresh = await story(newAuthor.id, 'Yeni Sürükleyici', 3);
    await view(await grownReaders(40), old.chapterIds[0]!);
    const engaged = await grownReaders(3);
    await view(engaged, fresh.chapterIds[0]!);
    await view(engaged, fresh.chapterIds[1]!);
    await like(engaged[0]!, fresh.chapterIds[1]!);
    await comment(engaged[1]!, fresh.chapterIds[1]!);
    // One old-story reader went on too: it is in the list, below the new one.
    const deep = await grownReaders(1);
    await view(deep, old.chapterIds[1]!);
    expect(await order([old.id, fresh.id])).toEqual([fresh.id, old.id]);
  });

  it('counts a reader once however often they view, and never the author or a day-old account', async () => {
    const [authorA, authorB] = [await grownReader(), await grownReader()];
    const hammered = await story(authorA.id, 'Çok Tıklanan', 60);
    const steady = await story(authorB.id, 'İki Okurlu', 60);
    const fan = await grownReader();
    // 500 view calls from one account through the API: one counted reader.
    for (let i = 0; i < 500; i++) await call('POST', `/api/bookReader/books/${hammered.id}/chapters/${hammered.chapterIds[1]}/incrementViews`, fan);
    await view(await grownReaders(2), steady.chapterIds[1]!);
    expect(await order([hammered.id, steady.id])).toEqual([steady.id, hammered.id]);

    // The author's own reading, likes and comments, and brand-new accounts: nothing.
    const selfRead = await story(authorA.id, 'Kendi Okuyan', 60, { categoryId: 3 });
    await view([authorA.id], selfRead.chapterIds[1]!);
    await like(authorA.id, selfRead.chapterIds[1]!);
    await comment(authorA.id, selfRead.chapterIds[1]!);
    const young = await registerAndLogin(t.app);
    await view([young.id], selfRead.chapterIds[1]!);
    await like(young.id, selfRead.chapterIds[1]!);
    expect(await order([selfRead.id])).toEqual([]);
  });

  it('shows one story an author, in all categories and in each', async () => {
    const prolific = await grownReader();
    const best = await story(prolific.id, 'En İyisi', 10, { categoryId: 1 });
    const second = await story(prolific.id, 'İkincisi', 10, { categoryId: 2 });
    await view(await grownReaders(5), best.chapterIds[1]!);
    await view(await grownReaders(2), second.chapterIds[1]!);
    expect(await order([best.id, second.id])).toEqual([best.id]);
    expect(await order([best.id, second.id], reader, '&category=2')).toEqual([second.id]);
    expect(await order([best.id, second.id], reader, '&category=1')).toEqual([best.id]);
  });

  it('leaves out what the viewer may not list: mature for a minor, a blocked author', async () => {
    const writer = await grownReader();
    const mature = await story(writer.id, 'Yetişkin Yükselen', 5, { isMatureContent: true });
    await view(await grownReaders(3), mature.chapterIds[1]!);
    const minor = await registerAndLogin(t.app, { birthDate: `${new Date(t.clock()).getUTCFullYear() - 14}-01-01` });
    expect(await order([mature.id], minor)).toEqual([]);
    expect(await order([mature.id])).toEqual([mature.id]);
    const blocker = await registerAndLogin(t.app);
    await ok('POST', `/api/blocks/${writer.id}`, blocker, undefined, 201);
    expect(await order([mature.id], blocker)).toEqual([]);
  });

  it('forgets engagement older than seven days', async () => {
    const writer = await grownReader();
    const faded = await story(writer.id, 'Eskiyen İlgi', 40);
    await view(await grownReaders(4), faded.chapterIds[1]!);
    expect(await order([faded.id])).toEqual([faded.id]);
    t.clock.advance(8 * DAY);
    expect(await order([faded.id])).toEqual([]);
  });

  it('refuses a bad page or category in Turkish and pages 24 at a time', async () => {
    for (const query of ['page=0', 'category=abc', 'pageSize=100']) {
      const res = await call('GET', `/api/trending?${query}`, reader);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.');
    }
    expect((await call('GET', '/api/trending', null)).statusCode).toBe(401);
    const first = await ok<Page>('GET', '/api/trending?pageSize=1', reader);
    expect(first.books.length).toBeLessThanOrEqual(1);
  });
});

describe('Yükselenler: in the background', () => {
  it('is recomputed by a job the scheduler queues when the last ranking is an hour old', async () => {
    const writer = await grownReader();
    const rising = await story(writer.id, 'Arka Planda Yükselen', 2);
    await view(await grownReaders(3), rising.chapterIds[1]!);
    const scheduler = t.app.scheduler!;
    await scheduler.runOnce();
    await t.app.jobs.runUntilIdle();
    const listed = async () => (await ok<Page>('GET', '/api/trending', reader)).books.map((b) => b.book_id);
    expect(await listed()).toContain(rising.id);

    // Within the hour a tick queues nothing; an hour on, it does.
    const later = await story(writer.id, 'Sonradan Yükselen', 1, { categoryId: 5 });
    await view(await grownReaders(9), later.chapterIds[1]!);
    await scheduler.runOnce();
    await t.app.jobs.runUntilIdle();
    expect(await listed()).not.toContain(later.id);
    t.clock.advance(61 * 60_000);
    await scheduler.runOnce();
    await t.app.jobs.runUntilIdle();
    expect(await listed()).toContain(later.id);
  });
});
