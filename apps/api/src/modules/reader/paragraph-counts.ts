import { and, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { comments } from '../../db/schema';
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

/**
 * In the transaction that writes a chapter's text: the comments on paragraphs the text no
 * longer has join the general comments, marked (one statement, the surviving ids as one
 * parameter). A comment already marked stays so, even if a restored text brings its id back;
 * the notifications about the moved comments lead to the general comments from then on.
 */
export async function markChangedParagraphs(tx: DbOrTx, chapterId: number, paragraphIds: readonly string[]): Promise<void> {
  // Paragraph ids are [A-Za-z0-9_-]: a space joins them unambiguously.
  await tx.execute(sql`with moved as (
      update comments set paragraph_changed = true
      where chapter_id = ${chapterId} and paragraph_id is not null and not paragraph_changed
        and not (paragraph_id = any(string_to_array(${paragraphIds.join(' ')}, ' ')))
      returning id)
    update notifications set paragraph_id = null where comment_id in (select id from moved) and paragraph_id is not null`);
}
