import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { escapeLike, startsWith } from './prefix';

export interface SuggestedStory {
  id: number;
  title: string;
  author: string;
}

/**
 * How many of the most-read listed books the type-ahead looks through, in popularity order,
 * before it asks the title indexes. A common beginning ('kit' starts one title in fifty of a
 * million) finds its few most-read titles within the first hundreds; a rare one is cheap to
 * read through the indexes, since it has few matches.
 */
export const POPULAR_WINDOW = 2000;

/**
 * The `limit` stories to suggest for a folded query: titles that start with it first, then
 * (from three letters on) titles with a word that starts with it, then (for several words)
 * titles similar to it word by word as search finds them, each tier the most read first
 * (views, likes, id).
 *
 * Ranking every match by popularity reads every matching row: 87,000 rows and 2 s for 'kit'
 * on a million stories. Instead each tier first walks the popularity index over the
 * `window` most-read listed books and stops at the `limit`-th match; those are then the
 * tier's answer, since every book outside the window is read less than every book in it.
 * Only a tier with fewer matches in the window (a rare beginning: at most about
 * limit/window of the catalogue) is read through its index (the prefix btree, the title
 * trigram index) and sorted; and the word tier is read only when the prefix tier leaves room.
 */
export async function suggestedStories(
  db: DbOrTx,
  listed: SQL,
  query: string,
  limit: number,
  window: number = POPULAR_WINDOW,
): Promise<SuggestedStory[]> {
  const title = sql`"books"."title_fold"`;
  const isPrefix = startsWith(title, query);
  const isWord = query.length >= 3 ? sql`(${title} like ${`% ${escapeLike(query)}%`} and not ${isPrefix})` : sql`false`;
  // A query of several words also finds titles holding them out of order, one skipped or
  // mistyped: the typo-tolerant word similarity search uses (`<%`, book-ranking.query.ts),
  // through the same title trigram index; last, and read only when the tiers above leave room.
  const isSimilar = query.includes(' ')
    ? sql`(${query} <% ${title} and not ${title} like ${`${escapeLike(query)}%`} and not ${title} like ${`% ${escapeLike(query)}%`})`
    : sql`false`;
  const popularity = sql`"books"."total_views" desc, "books"."total_likes" desc, "books"."id" desc`;
  const columns = sql`"books"."id" as id, "books"."title" as title, "books"."author_id" as author_id, "books"."total_views" as views, "books"."total_likes" as likes`;
  // The window in popularity order; a tier's filter and limit over it stop the scan early.
  const walk = (match: SQL) => sql`
    select id, title, author_id, views, likes from (
      select ${columns}, ${match} as hit from "books" where ${listed} order by ${popularity} limit ${window}
    ) w where hit limit ${limit}`;
  const indexed = (match: SQL) => sql`select ${columns} from "books" where ${listed} and ${match} order by ${popularity} limit ${limit}`;

  return rowsOf<SuggestedStory>(
    db,
    sql`with prefix_walk as materialized (${walk(isPrefix)}),
      prefix_hits as materialized (
        select * from prefix_walk where (select count(*) from prefix_walk) >= ${limit}
        union all
        select * from (${indexed(isPrefix)}) rest where (select count(*) from prefix_walk) < ${limit}
      ),
      word_walk as materialized (
        select * from (${walk(isWord)}) w where (select count(*) from prefix_hits) < ${limit}
      ),
      word_hits as (
        select * from word_walk where (select count(*) from word_walk) >= ${limit}
        union all
        select * from (${indexed(isWord)}) rest
        where (select count(*) from prefix_hits) < ${limit} and (select count(*) from word_walk) < ${limit}
      ),
      similar_hits as (
        select * from (${indexed(isSimilar)}) rest
        where (select count(*) from prefix_hits) + (select count(*) from word_hits) < ${limit}
      ),
      chosen as (
        select 2 as tier, * from prefix_hits
        union all
        select 1 as tier, * from word_hits
        union all
        select 0 as tier, * from similar_hits
      )
      select c.id, c.title, (select u.username from users u where u.id = c.author_id) as author
      from chosen c
      order by c.tier desc, c.views desc, c.likes desc, c.id desc
      limit ${limit}`,
    'suggest_stories',
  );
}
