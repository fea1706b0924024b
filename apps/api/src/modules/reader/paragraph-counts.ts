import { and, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { chapters, comments } from '../../db/schema';
import { rowsOf } from '../../db/raw-sql';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import { paragraphIdsOf } from '../../lib/paragraph-ids';
import { contentCacheOf, invalidateContent } from '../../lib/content-cache-bus';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/types';
import type { Viewer } from '../../policies/books';
import { loadReadableChapter } from './reader.service';

/**
 * Per paragraph of a chapter, how many comments it has (docs/PRODUCT.md#paragraph-comments):
 * comments and replies whose paragraph is still in the text, neither removed by a moderator
 * nor deleted. The same for every reader, so it is kept per chapter in the content cache
 * under 'pcounts:<chapterId>' and dropped after every commit that changes it (a comment
 * written, deleted or removed, the chapter's text saved); the TTL bounds what no signal
 * covers (a writer's suspension). The thread itself still leaves out what a viewer may not
 * see (blocks both ways, mutes, suspended writers), so a count can be higher than the thread.
 */
export const PARAGRAPH_COUNTS_TTL_MS = 5 * 60_000;

export const PARAGRAPH_COUNTS_PREFIX = 'pcounts:';

export function paragraphCountsKey(chapterId: number): string {
  return `${PARAGRAPH_COUNTS_PREFIX}${chapterId}`;
}

/** One GROUP BY over comments_paragraph_counts_idx, whose predicate is this one. */
export function paragraphCountsQuery(db: DbOrTx, chapterId: number) {
  return db
    .select({ paragraphId: comments.paragraphId, n: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(eq(comments.chapterId, chapterId), isNotNull(comments.paragraphId), not(comments.paragraphChanged), isNull(comments.removedAt), isNull(comments.deletedAt)),
    )
    .groupBy(comments.paragraphId);
}

async function loadCounts(db: DbOrTx, chapterId: number): Promise<Record<string, number>> {
  const rows = await paragraphCountsQuery(db, chapterId);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.paragraphId!] = Number(row.n);
  return counts;
}

export async function getParagraphCounts(ctx: AppContext, viewer: Viewer | null, chapterId: number) {
  await loadReadableChapter(ctx.db, viewer, chapterId, ctx.clock());
  const counts = await contentCacheOf(ctx).get(paragraphCountsKey(chapterId), () => loadCounts(ctx.db, chapterId), PARAGRAPH_COUNTS_TTL_MS, (value) =>
    Object.keys(value).reduce((bytes, id) => bytes + 48 + 2 * id.length, 64),
  );
  return { counts };
}

/** After a committed write that changed a chapter's paragraph comments or its paragraphs. */
export function paragraphCountsChanged(ctx: AppContext, chapterId: number): Promise<void> {
  return invalidateContent(ctx, { keys: [paragraphCountsKey(chapterId)] });
}

const MOVE_KIND = 'paragraphs.moved';

/**
 * In the transaction that writes a chapter's text: after the commit, the comments on
 * paragraphs the text no longer has join the general comments (docs/PRODUCT.md#paragraph-comments).
 * A job of the durable pipeline, keyed by the chapter: their number grows with the community
 * (an edit of a popular chapter may move tens of thousands), so the save does not wait for it.
 */
export async function moveChangedParagraphsAfterCommit(db: DbOrTx, chapterId: number, now: Date): Promise<void> {
  await enqueueJob(db, MOVE_KIND, { chapterId }, { runAt: now, key: String(chapterId) });
}

/** Reads the chapter's text as it is now, so a job queued by an older save does the right thing too. */
export const paragraphsMoved: JobProcessor<{ chapterId: number }> = {
  kind: MOVE_KIND,
  async run(ctx: AppContext, job) {
    const { chapterId } = job.payload;
    const moved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ content: chapters.content }).from(chapters).where(eq(chapters.id, chapterId)).for('update');
      return row ? markChangedParagraphs(tx, chapterId, paragraphIdsOf(row.content)) : false;
    });
    if (moved) await paragraphCountsChanged(ctx, chapterId);
  },
};

/**
 * The comments on paragraphs the chapter's text no longer has join the general comments,
 * marked (one statement, the surviving ids as one parameter); true when any moved. A comment
 * already marked stays so, even if a restored text brings its id back; the notifications
 * about the moved comments lead to the general comments from then on.
 */
export async function markChangedParagraphs(tx: DbOrTx, chapterId: number, paragraphIds: readonly string[]): Promise<boolean> {
  // Paragraph ids are [A-Za-z0-9_-]: a space joins them unambiguously. An anti-join, so a
  // chapter of 2,000 paragraphs does not compare every comment with every surviving id.
  const [result] = await rowsOf<{ moved: number }>(tx, sql`with kept as (select unnest(string_to_array(${paragraphIds.join(' ')}, ' ')) as id),
    moved as (
      update comments c set paragraph_changed = true
      where c.chapter_id = ${chapterId} and c.paragraph_id is not null and not c.paragraph_changed
        and not exists (select 1 from kept where kept.id = c.paragraph_id)
      returning c.id),
    cleared as (update notifications set paragraph_id = null where comment_id in (select id from moved) and paragraph_id is not null)
    select count(*)::int as moved from moved`);
  return Number(result?.moved ?? 0) > 0;
}
