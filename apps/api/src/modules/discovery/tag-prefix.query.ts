import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../books/book-card.sql';
import { startsWith } from './prefix';

/** How many more candidates than answers are read, for tags that turn out to have no visible story. */
const CANDIDATES_PER_ANSWER = 3;

/**
 * Tags whose slug starts with `prefix` and that at least one book the viewer may list carries,
 * most used first, with their most common spelling. Two steps so neither reads the books of
 * every matching tag row: the candidates come from book_tags alone (an index-only range scan
 * of book_tags_tag_idx, ordered by raw use), then each candidate's visible books are counted
 * through the same index and the books primary key. `listed` is policies/books listedBooks.
 */
export async function visibleTagsByPrefix(db: DbOrTx, listed: SQL, prefix: string, limit: number) {
  const rows = await rowsOf<{ tag: string; label: string; story_count: number }>(
    db,
    sql`with candidates as (
          select tag from book_tags where ${startsWith(sql`tag`, prefix)}
          group by tag order by count(*) desc, tag limit ${limit * CANDIDATES_PER_ANSWER}
        )
        select c.tag, v.label, v.story_count
        from candidates c
        cross join lateral (
          select mode() within group (order by bt.label) as label, count(*)::int as story_count
          from book_tags bt join "books" on "books"."id" = bt.book_id
          where bt.tag = c.tag and ${listed}
        ) v
        where v.story_count > 0
        order by v.story_count desc, c.tag
        limit ${limit}`,
  );
  return rows.map((r) => ({ tag: r.tag, label: r.label, story_count: Number(r.story_count) }));
}
