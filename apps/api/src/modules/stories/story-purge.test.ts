import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context';
import { books, jobs } from '../../db/schema';
import { JobRunner, type JobProcessor } from '../../lib/jobs/runner';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { storyPurge, type StoryPurgeJob } from './story-purge';
import { resultRows } from '../../db/raw-sql';

const { t, author, readerA, readerB } = useTestApp({ author: {}, readerA: {}, readerB: {} });
const quiet = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
}, 60_000);

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  return Number(resultRows<{ n: number | string }>(await t.database.db.execute(query))[0]!.n);
}

/** A published story with one published chapter of `comments` comments, each liked by both readers. */
async function bigStory(title: string, comments: number) {
  const id = await createStory(t.app, author, { title });
  const chapterId = await createChapter(t.app, author, { book_id: id, is_published: true });
  await t.database.db.execute(sql`
    insert into comments (chapter_id, user_id, content)
    select ${chapterId}::integer, ${readerA.id}::integer, 'yorum ' || g from generate_series(1, ${comments}::integer) g`);
  await t.database.db.execute(sql`
    insert into comments (chapter_id, user_id, parent_comment_id, content)
    select chapter_id, ${readerB.id}::integer, id, 'cevap' from comments where chapter_id = ${chapterId} order by id limit 50`);
  await t.database.db.execute(sql`
    insert into comment_likes (user_id, comment_id)
    select u.id, c.id from comments c cross join (values (${readerA.id}::integer), (${readerB.id}::integer)) u(id)
    where c.chapter_id = ${chapterId} and c.parent_comment_id is null`);
  await t.database.db.execute(sql`
    insert into notifications (user_id, sender_id, type, content, book_id, chapter_id)
    select ${readerA.id}::integer, ${author.id}::integer, 'like', 'bildirim ' || g, ${id}::integer, ${chapterId}::integer
    from generate_series(1, 3000) g`);
  await t.database.db.execute(sql`insert into chapter_views (user_id, chapter_id) values (${readerA.id}, ${chapterId}), (${readerB.id}, ${chapterId})`);
  await t.database.db.execute(sql`insert into library_entries (user_id, book_id) values (${readerA.id}, ${id})`);
  return { id, chapterId };
}

async function leftOf(book: { id: number; chapterId: number }) {
  return {
    books: await scalar(sql`select count(*) as n from books where id = ${book.id}`),
    chapters: await scalar(sql`select count(*) as n from chapters where book_id = ${book.id}`),
    comments: await scalar(sql`select count(*) as n from comments where chapter_id = ${book.chapterId}`),
    likes: await scalar(sql`select count(*) as n from comment_likes cl join comments c on c.id = cl.comment_id where c.chapter_id = ${book.chapterId}`),
    notifications: await scalar(sql`select count(*) as n from notifications where book_id = ${book.id} or chapter_id = ${book.chapterId}`),
    views: await scalar(sql`select count(*) as n from chapter_views where chapter_id = ${book.chapterId}`),
    library: await scalar(sql`select count(*) as n from library_entries where book_id = ${book.id}`),
  };
}

const gone = { books: 0, chapters: 0, comments: 0, likes: 0, notifications: 0, views: 0, library: 0 };
const get = (url: string, user: RegisteredUser) => t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const remove = (bookId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/my-story/my-stories/${bookId}`, headers: bearer(author.token), payload: { password: author.password } });

describe('deleting a large story (issue 26 item 4)', () => {
  it('is gone for readers and its author as soon as DELETE answers; the purge job removes every row in batches; other books stay', async () => {
    const doomed = await bigStory('Büyük hikâye', 20_000);
    const other = await bigStory('Kalan hikâye', 100);
    await t.app.jobs.runUntilIdle(); // the chapters' own new-chapter notices, before counting
    const otherBefore = await leftOf(other);
    const before = await leftOf(doomed);
    expect(before.comments).toBe(20_050);
    expect(before.likes).toBe(40_000);
    expect((await get(`/api/bookReader/books/${doomed.id}/${doomed.chapterId}`, readerA)).statusCode).toBe(200);

    await t.database.db.execute(sql`
      insert into notifications (user_id, sender_id, type, content, book_id, chapter_id, created_at)
      values (${readerA.id}, ${author.id}, 'like', 'en yeni', ${doomed.id}, ${doomed.chapterId}, now() + interval '1 minute')`);
    const newest = async () => ((await get('/api/notifications', readerA)).json() as { book_id: number | null }[]).map((n) => n.book_id);
    expect(await newest()).toContain(doomed.id);
    const unread = async () => (await get('/api/notifications/unread-count', readerA)).json().count as number;
    const unreadBefore = await unread();
    const aboutDoomed = await scalar(
      sql`select count(*) as n from notifications where user_id = ${readerA.id} and not is_read and (book_id = ${doomed.id} or chapter_id = ${doomed.chapterId})`,
    );
    expect(aboutDoomed).toBeGreaterThanOrEqual(3_000);

    const rowsBefore = await leftOf(doomed);
    const res = await remove(doomed.id);
    expect(res.statusCode, res.body).toBe(200);
    // No child row was touched in the request: the work waits for the job. (Rows, not the
    // request's duration: a timed assertion fails on a busy machine, and the benchmark
    // bench:heavy measures the time.)
    expect(await leftOf(doomed)).toEqual(rowsBefore);

    for (const [who, user] of [['reader', readerA], ['author', author]] as const) {
      expect((await get(`/api/bookReader/books/${doomed.id}/${doomed.chapterId}`, user)).statusCode, who).toBe(404);
      expect((await get(`/api/books/${doomed.id}`, user)).statusCode, who).toBe(404);
    }
    expect((await get(`/api/story-details/chapters/${doomed.chapterId}`, author)).statusCode).toBe(404);
    expect((await remove(doomed.id)).statusCode).toBe(404);
    // Its notices left the readers' counts and lists with it.
    expect(await unread()).toBe(unreadBefore - aboutDoomed);
    const listed = await newest();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(doomed.id);
    const mine = (await get('/api/my-story/my-stories?status=all', author)).json() as { book_id?: number }[] | { message: string };
    expect(Array.isArray(mine) ? mine.map((b) => b.book_id) : []).not.toContain(doomed.id);

    await t.app.jobs.runUntilIdle();
    expect(await leftOf(doomed)).toEqual(gone);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, 'purge.story'))).toEqual([]);
    expect(await leftOf(other)).toEqual(otherBefore);
    expect((await get(`/api/bookReader/books/${other.id}/${other.chapterId}`, readerA)).statusCode).toBe(200);
  }, 240_000);

  it('resumes after an interruption from its last committed batch', async () => {
    const doomed = await bigStory('Yarıda kalan', 12_000);
    expect((await remove(doomed.id)).statusCode).toBe(200);

    // An instance that dies inside its fourth batch: three batches committed, the fourth rolled back.
    let batches = 0;
    const crashing: JobProcessor<StoryPurgeJob> = {
      kind: storyPurge.kind,
      run: (ctx: AppContext, job) =>
        job.payload.bookId !== doomed.id ? storyPurge.run(ctx, job) : storyPurge.run(ctx, {
          ...job,
          stopping: false,
          checkpoint: async (tx, payload) => {
            batches += 1;
            if (batches === 4) throw new Error('instance died');
            await job.checkpoint(tx, payload);
          },
        }),
    };
    const dying = new JobRunner(t.app.ctx, [crashing as JobProcessor<never>], quiet);
    await dying.runUntilIdle();
    expect(batches).toBe(4);
    const half = await leftOf(doomed);
    // Three batches of 5,000 comment likes went; the rest is still there for the next attempt.
    expect(half.likes).toBe(24_000 - 15_000);
    expect(half.books).toBe(1);
    const [book] = await t.database.db.select({ deletedAt: books.deletedAt, isPublished: books.isPublished }).from(books).where(eq(books.id, doomed.id));
    expect(book!.deletedAt).not.toBeNull();
    expect(book!.isPublished).toBe(false);

    t.clock.advance(60 * 60_000);
    await t.app.jobs.runUntilIdle();
    expect(await leftOf(doomed)).toEqual(gone);
  }, 240_000);
});

describe('deleting a large chapter (issue 26 item 4)', () => {
  it('leaves its story at once, the story stays whole for readers, and the purge job removes its rows', async () => {
    const story = await bigStory('Bölümü silinen', 20_000);
    const kept = await createChapter(t.app, author, { book_id: story.id, title: 'Kalan', is_published: true });
    await t.app.jobs.runUntilIdle();
    // The counters as the comment writes keep them (the rows above were written straight in).
    await t.database.db.execute(sql`update chapters set comments = 20050 where id = ${story.chapterId}`);
    await t.database.db.execute(sql`update chapters set comments = 5 where id = ${kept}`);
    await t.database.db.update(books).set({ totalComments: 20_055 }).where(eq(books.id, story.id));
    const [before] = await t.database.db.select().from(books).where(eq(books.id, story.id));
    expect(before!.chapterCount).toBe(2);

    const rowsBefore = await leftOf(story);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/story-details/chapters/${story.chapterId}`, headers: bearer(author.token) });
    expect(res.statusCode, res.body).toBe(200);
    // The request took the chapter out of its story and touched none of the rows that hang on
    // it: the purge job removes them.
    const { comments, likes, views, notifications } = rowsBefore;
    expect(await leftOf(story)).toMatchObject({ comments, likes, views, notifications });

    // At once, before any job: the chapter is gone for readers and for its author, the story
    // counts one chapter, numbered from 1, and its comment total no longer counts the chapter's.
    expect((await get(`/api/bookReader/books/${story.id}/${story.chapterId}`, readerA)).statusCode).toBe(404);
    expect((await get(`/api/story-details/chapters/${story.chapterId}`, author)).statusCode).toBe(404);
    const reading = await get(`/api/bookReader/books/${story.id}/${kept}`, readerA);
    expect(reading.statusCode).toBe(200);
    expect((reading.json().chapters as { chapter_id: number }[]).map((c) => c.chapter_id)).toEqual([kept]);
    const [after] = await t.database.db.select().from(books).where(eq(books.id, story.id));
    expect(after!.chapterCount).toBe(1);
    expect(after!.publishedChapterCount).toBe(1);
    expect(after!.firstChapterId).toBe(kept);
    expect(after!.totalComments).toBe(5);

    await t.app.jobs.runUntilIdle();
    expect(await leftOf(story)).toMatchObject({ comments: 0, likes: 0, views: 0, books: 1, chapters: 1, library: 1 });
    expect(await scalar(sql`select count(*) as n from chapters where id = ${story.chapterId}`)).toBe(0);
    expect(await scalar(sql`select count(*) as n from books where deleted_at is not null`)).toBe(0);
    expect((await get(`/api/bookReader/books/${story.id}/${kept}`, readerA)).statusCode).toBe(200);
  }, 240_000);
});
