import { sql, type SQL } from 'drizzle-orm';
import { books } from '../../db/schema';

/*
 * Recommendations that know the reader (docs/PRODUCT.md#discovery), shared by "Sizin İçin Önerilen" on the
 * dashboard (seeded by the reader's library) and "Sıradaki okuma" under a story's last
 * chapter (seeded by that story). Candidates come in tiers, each read through an index in the
 * order it needs, so no step sorts the catalogue:
 *   0. co-reading: books kept by other readers of the seed books, most shared first;
 *   1. the preferred categories: the most read of each (books_listed_category_popular_idx),
 *      among its POPULAR_WINDOW most read;
 *   2. the preferred tags: among the TAG_WINDOW most read books, those carrying one of them
 *      (books_listed_popular_idx, then one book_tags primary-key probe each);
 *   3. the most read overall (books_listed_popular_idx), among the POPULAR_WINDOW most read,
 *      so a shelf is short only for a reader who already has all of those.
 * Within a tier: co-reading score, then views, likes, id. Never a book the reader keeps, has
 * started (finished or left: continuing it is the library's job) or wrote.
 *
 * Co-reading is bounded at every step, whatever the library sizes: up to CO_SEEDS seed
 * books, CO_READERS other readers of each, CO_BOOKS of each of theirs (at most 20 × 50 × 30
 * primary-key and library_entries_book_idx reads), the CO_KEEP most shared kept.
 */
export const CO_SEEDS = 20;
const CO_READERS = 50;
const CO_BOOKS = 30;
const CO_KEEP = 100;
/** Tier 2 looks for the preferred tags among this many of the most read listed books. */
export const TAG_WINDOW = 1000;
/**
 * Tiers 1 and 3 look for books the reader does not have among this many of the most read: a
 * reader who keeps most of the catalogue (70,000 books) would otherwise make them probe it
 * whole (2.1 s for the first dashboard, issue 26); for everyone else the first few suffice.
 */
export const POPULAR_WINDOW = 1000;

/** For a `books` row in scope: not kept, started or written by the viewer. */
export function freshForSql(viewerId: number): SQL {
  return freshFor(viewerId, sql`${books.id}`, sql`${books.authorId}`);
}

/** The same rule for a book named by its id and author columns (a subquery's). */
function freshFor(viewerId: number, id: SQL, authorId: SQL): SQL {
  return sql`${authorId} <> ${viewerId}
    and not exists (select 1 from library_entries kept where kept.book_id = ${id} and kept.user_id = ${viewerId})
    and not exists (select 1 from reading_progress seen where seen.book_id = ${id} and seen.user_id = ${viewerId})`;
}

export interface RecommendationInput {
  viewerId: number;
  /** `select book_id …`: whose other readers' books come first. */
  seeds: SQL;
  /** `select category_id …` in preference order (at most a few). */
  categories: SQL;
  /** `select tag …` (slugs, at most a few). */
  tags: SQL;
  /** Which `books` rows may be listed (policies/books.ts listedBooks). */
  listed: SQL;
  /** A further condition on the `books` row (e.g. not the story just read). */
  exclude?: SQL;
  limit: number;
}

/**
 * A statement answering `(id, pos)`: the recommended books in order, at most `limit`.
 *
 * Run it through raw-sql.ts `rowsPlannedForValues`: its best plan depends on the reader (one
 * who keeps 70,000 of the catalogue's books took 10.2 s on the generic plan, 63 ms planned
 * with their values). It runs at most once a minute per reader (recommendation-cache.ts) or
 * once per finished story, so planning it each time (about 5 ms) is cheap.
 */
export function recommendationSql(input: RecommendationInput): SQL {
  const { viewerId, limit } = input;
  const scope = input.exclude ? sql`${input.listed} and ${input.exclude}` : input.listed;
  const eligible = sql`${scope} and ${freshForSql(viewerId)}`;
  const popularOrder = sql`${books.totalViews} desc, ${books.totalLikes} desc, ${books.id} desc`;
  return sql`
    with seeds as (${input.seeds}),
    preferred_categories as (${input.categories}),
    preferred_tags as (${input.tags}),
    co_readers as (
      select o.user_id from seeds
      cross join lateral (
        select l1.user_id from library_entries l1 where l1.book_id = seeds.book_id and l1.user_id <> ${viewerId} limit ${CO_READERS}
      ) o
    ),
    co_read as (
      select l2.book_id as id, count(*)::int as score from co_readers
      cross join lateral (select l2.book_id from library_entries l2 where l2.user_id = co_readers.user_id limit ${CO_BOOKS}) l2
      group by l2.book_id
      order by score desc
      limit ${CO_KEEP}
    ),
    candidates as (
      select ${books.id} as id, 0 as tier, co_read.score, ${books.totalViews} as total_views, ${books.totalLikes} as total_likes
      from co_read join ${books} on ${books.id} = co_read.id
      where ${eligible}
      union all
      select pick.id, 1, 0, pick.total_views, pick.total_likes
      from preferred_categories as pc(category_id)
      cross join lateral (
        -- The window is in popularity order and read in that order: the first fresh ones are
        -- the most read (the final ranking orders by the same counters).
        select w.id, w.total_views, w.total_likes
        from (
          select ${books.id} as id, ${books.authorId} as author_id, ${books.totalViews} as total_views, ${books.totalLikes} as total_likes
          from ${books}
          where ${books.categoryId} = pc.category_id and ${scope}
          order by ${popularOrder}
          limit ${POPULAR_WINDOW}
        ) w
        where ${freshFor(viewerId, sql`w.id`, sql`w.author_id`)}
        limit ${limit}
      ) pick
      union all
      (
        select top.id, 2, 0, top.total_views, top.total_likes
        from (
          select ${books.id} as id, ${books.authorId} as author_id, ${books.totalViews} as total_views, ${books.totalLikes} as total_likes
          from ${books}
          where exists (select 1 from preferred_tags) and ${scope}
          order by ${popularOrder}
          limit ${TAG_WINDOW}
        ) top
        where exists (select 1 from book_tags bt where bt.book_id = top.id and bt.tag in (select tag from preferred_tags))
          and ${freshFor(viewerId, sql`top.id`, sql`top.author_id`)}
        order by top.total_views desc, top.total_likes desc, top.id desc
        limit ${limit}
      )
      union all
      (
        select w.id, 3, 0, w.total_views, w.total_likes
        from (
          select ${books.id} as id, ${books.authorId} as author_id, ${books.totalViews} as total_views, ${books.totalLikes} as total_likes
          from ${books}
          where ${scope}
          order by ${popularOrder}
          limit ${POPULAR_WINDOW}
        ) w
        where ${freshFor(viewerId, sql`w.id`, sql`w.author_id`)}
        limit ${limit}
      )
    )
    select id, row_number() over (order by tier, score desc, total_views desc, total_likes desc, id desc) as pos
    from (select id, min(tier) as tier, max(score) as score, max(total_views) as total_views, max(total_likes) as total_likes
          from candidates group by id) c
    order by pos
    limit ${limit}`;
}

/** The reader's library as seeds: up to CO_SEEDS of the books they keep. */
export function librarySeedsSql(viewerId: number): SQL {
  return sql`select l.book_id from library_entries l where l.user_id = ${viewerId} limit ${CO_SEEDS}`;
}

/*
 * The reader's categories and tags are the library's, most kept first. Liked chapters are
 * left out: a reader who likes widely would "prefer" every category, and the shelf would turn
 * back into Popüler Kitaplar (the demo reader did).
 */
const READER_CATEGORIES = 6;
const READER_TAGS = 6;

/**
 * The reader's newest library books, as many as tell their taste: a library of 70,000 books
 * would otherwise be joined and grouped whole for every recomputation (issue 26).
 */
const TASTE_SAMPLE = 500;
function recentLibrarySql(viewerId: number): SQL {
  return sql`select l.book_id from library_entries l where l.user_id = ${viewerId} order by l.added_at desc limit ${TASTE_SAMPLE}`;
}

export function libraryCategoriesSql(viewerId: number): SQL {
  return sql`select ${books.categoryId} from (${recentLibrarySql(viewerId)}) lc join ${books} on ${books.id} = lc.book_id
    group by ${books.categoryId}
    order by count(*) desc, ${books.categoryId}
    limit ${READER_CATEGORIES}`;
}

export function libraryTagsSql(viewerId: number): SQL {
  return sql`select bt.tag from (${recentLibrarySql(viewerId)}) lt join book_tags bt on bt.book_id = lt.book_id
    group by bt.tag
    order by count(*) desc, bt.tag
    limit ${READER_TAGS}`;
}
