import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultRows } from '../../db/raw-sql';
import type { AppContext } from '../../lib/context';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';

const KIND = 'trending.recompute';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The window of engagement that counts. */
const WINDOW_MS = 7 * DAY;
/** A story first published this recently is new: its score is raised by NEW_BOOST. */
const NEW_MS = 30 * DAY;
const NEW_BOOST = 1.5;

/**
 * The rising stories' ranking (docs/PRODUCT.md#rising-stories), in one statement. Each reader
 * of the last 7 days counts once per story, for at most three things: reading past its first
 * chapter, liking a chapter, commenting. So 500 views from one account weigh what one does,
 * and readers who opened only the first chapter and left add nothing. The author's own reads,
 * likes and comments and accounts younger than a day do not count. A story first published
 * within 30 days gets its score times 1.5. Only published stories with some engagement are
 * kept; each author's best story overall and in each category is marked, so a page shows one
 * story an author.
 */
export async function recomputeTrending(db: DbOrTx, now: number): Promise<number> {
  const since = new Date(now - WINDOW_MS);
  const grown = new Date(now - DAY);
  const fresh = new Date(now - NEW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from trending_books`);
    const rows = resultRows<{ book_id: number }>(
      await tx.execute(sql`
        with acts as (
          select c.book_id, v.user_id, (c.id is distinct from b.first_chapter_id)::int as deep, 0 as liked, 0 as commented
          from chapter_views v join chapters c on c.id = v.chapter_id join books b on b.id = c.book_id
          where v.last_counted_at >= ${since}
          union all
          select c.book_id, l.user_id, 0, 1, 0
          from chapter_likes l join chapters c on c.id = l.chapter_id
          where l.created_at >= ${since}
          union all
          select c.book_id, m.user_id, 0, 0, 1
          from comments m join chapters c on c.id = m.chapter_id
          where m.created_at >= ${since} and m.user_id is not null and m.removed_at is null and m.deleted_at is null
        ),
        per_reader as (
          select book_id, user_id, max(deep) + max(liked) + max(commented) as engagement
          from acts group by book_id, user_id
        ),
        scored as (
          select p.book_id, count(*)::int as readers, sum(p.engagement)::real as engagement
          from per_reader p
          join books b on b.id = p.book_id
          join users u on u.id = p.user_id
          where p.user_id <> b.author_id and u.created_at <= ${grown} and u.suspended_at is null
          group by p.book_id
        ),
        ranked as (
          select s.book_id, b.category_id, b.author_id, s.readers,
            s.engagement * (case when coalesce(b.published_at, b.created_at) >= ${fresh} then ${NEW_BOOST}::real else 1 end) as score
          from scored s join books b on b.id = s.book_id
          where s.engagement > 0 and b.is_published and b.deleted_at is null
        )
        insert into trending_books (book_id, category_id, author_id, score, readers, author_rank, category_author_rank)
        select book_id, category_id, author_id, score, readers,
          row_number() over (partition by author_id order by score desc, readers desc, book_id),
          row_number() over (partition by author_id, category_id order by score desc, readers desc, book_id)
        from ranked
        returning book_id`),
    );
    await tx.execute(sql`insert into trending_runs (id, computed_at) values (1, ${new Date(now)})
      on conflict (id) do update set computed_at = excluded.computed_at`);
    return rows.length;
  });
}

/**
 * Called by every instance's scheduler tick: queues a recompute when the last one is an hour
 * old (or there was none). The job's key keeps it to one queued at a time, however many
 * instances tick.
 */
export async function enqueueTrendingIfDue(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock();
  const [fresh] = resultRows<{ one: number }>(
    await ctx.db.execute(sql`select 1 as one from trending_runs where id = 1 and computed_at > ${new Date(now - HOUR)}`),
  );
  if (fresh) return false;
  await enqueueJob(ctx.db, KIND, {}, { key: 'trending', runAt: new Date(now) });
  return true;
}

/** The background recompute: work that grows with the community never runs in a request. */
export const trendingRecompute: JobProcessor<Record<string, never>> = {
  kind: KIND,
  async run(ctx) {
    await recomputeTrending(ctx.db, ctx.clock());
  },
};
