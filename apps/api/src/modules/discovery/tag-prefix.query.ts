import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { startsWith } from './prefix';

/** How many more candidates than answers are read, for tags that turn out to have no visible story. */
const CANDIDATES_PER_ANSWER = 3;

/**
 * Tags whose slug starts with `prefix` and that at least one book the viewer may list carries,
 * most used first, with their most common spelling. Candidates and their use counts come from
 * tag_counts (a range of its prefix index; triggers on book_tags keep it, migration 0022),
 * not from counting book_tags, which is 26,000 rows for 'kitap' in a million stories; each is then kept only if
 * one listed book carries it, a probe that stops at the first such book. `listed` is
 * policies/books listedBooks. The count is of all stories using the tag (drafts included): a
 * number, never a story or a title the viewer could not see.
 */
export async function visibleTagsByPrefix(db: DbOrTx, listed: SQL, prefix: string, limit: number) {
  const rows = await rowsOf<{ tag: string; label: string; story_count: number }>(
    db,
    sql`with candidates as (
          select tag, story_count, label from tag_counts
          where ${startsWith(sql`tag`, prefix)}
          order by story_count desc, tag limit ${limit * CANDIDATES_PER_ANSWER}
        )
        select c.tag, c.label, c.story_count
        from candidates c
        where exists (
          select 1 from book_tags bt join "books" on "books"."id" = bt.book_id
          where bt.tag = c.tag and ${listed}
        )
        order by c.story_count desc, c.tag
        limit ${limit}`,
    'suggest_tags',
  );
  return rows.map((r) => ({ tag: r.tag, label: r.label, story_count: Number(r.story_count) }));
}
