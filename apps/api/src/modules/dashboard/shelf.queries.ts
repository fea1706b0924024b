import { LIMITS } from '@okuryazar/shared';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books } from '../../db/schema';
import { canSeeMature, listedBooks, visibleBooks, type Viewer } from '../../policies/books';
import { rowsOf } from '../books/book-card.sql';

const SHELF = LIMITS.dashboardShelfSize;
/*
 * Co-reading is bounded at every step, whatever the library sizes: up to CO_SEEDS of the
 * reader's books, CO_READERS other readers of each, CO_BOOKS of each of theirs (at most
 * 20 × 50 × 30 primary-key and library_entries_book_idx reads), the CO_KEEP most shared kept.
 */
const CO_SEEDS = 20;
const CO_READERS = 50;
const CO_BOOKS = 30;
const CO_KEEP = 100;
/*
 * The reader's categories are the library's, most kept first. Liked chapters are left out:
 * a reader who likes widely would "prefer" every category, and the shelf would turn back
 * into Popüler Kitaplar (the demo reader did).
 */
const READER_CATEGORIES = 6;

/*
 * The dashboard's queries, each read through an index in the order it needs
 * (migration 0008_shelf_and_search_indexes): shelves are computed as ordered book ids, the
 * cards are put together afterwards (dashboard.cards.ts).
 */

/**
 * New releases of those `listed` (policies/books.ts: an age group's books, maybe without some
 * warnings): books_listed_new_idx read backwards.
 */
export async function newReleaseIds(db: Db, listed: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: books.id })
    .from(books)
    .where(listed)
    .orderBy(desc(sql`coalesce(${books.publishedAt}, ${books.createdAt})`), desc(books.id))
    .limit(SHELF);
  return rows.map((r) => r.id);
}

/** The most read of those `listed`: books_listed_popular_idx read backwards. */
export async function popularIds(db: Db, listed: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: books.id })
    .from(books)
    .where(listed)
    .orderBy(desc(books.totalViews), desc(books.totalLikes), desc(books.id))
    .limit(SHELF);
  return rows.map((r) => r.id);
}

/** What the viewer needs live for one book on a shelf (the rest of the card is shared). */
export interface ViewerBookState {
  id: number;
  /** Shelf position: library order, or recommendation order; null when not on that shelf. */
  libraryPos: number | null;
  recommendedPos: number | null;
  listed: boolean;
  visible: boolean;
  totalViews: number;
  totalLikes: number;
  totalComments: number;
  isInLibrary: boolean;
  lastReadChapterId: number | null;
  lastReadAt: string | Date | null;
  /** All chapters, drafts included: only for the viewer's own books. */
  ownChapterCount: number | null;
}

/**
 * One round trip for everything per viewer: the library shelf, the recommendations, and
 * the live state (visibility, counters, library flag, reading position) of those books and
 * of the shared shelves' books (`sharedIds`, which came from the cache).
 *
 * Recommendations keep today's order (books in a category the reader keeps or likes first,
 * then by views, likes, id) without sorting all books: the top SHELF of each preferred
 * category (books_listed_category_popular_idx, one short index range per category) plus
 * the top SHELF overall (books_listed_popular_idx) always contain the answer: if fewer than
 * SHELF preferred books qualify, the best others are among the top SHELF overall.
 */
export async function viewerShelfState(db: Db, viewer: Viewer, now: number, sharedIds: number[]): Promise<ViewerBookState[]> {
  const listed = listedBooks(viewer, now);
  const visible = visibleBooks(viewer, now);
  // Started books count as read (finished, or left): continuing them is the library's job.
  const notMineNorKept = sql`${books.authorId} <> ${viewer.id}
    and not exists (select 1 from library_entries kept where kept.book_id = ${books.id} and kept.user_id = ${viewer.id})
    and not exists (select 1 from reading_progress seen where seen.book_id = ${books.id} and seen.user_id = ${viewer.id})`;
  const shared = `{${sharedIds.map((id) => Math.trunc(id)).join(',')}}`;
  const result = await rowsOf<ViewerBookState>(
    db,
    sql`
    with lib as (
      select ${books.id} as id,
        row_number() over (order by greatest(l.added_at, coalesce(rp.updated_at, l.added_at)) desc, ${books.id} desc) as pos
      from library_entries l
      join ${books} on ${books.id} = l.book_id
      left join reading_progress rp on rp.book_id = l.book_id and rp.user_id = l.user_id
      where l.user_id = ${viewer.id} and ${visible}
    ),
    reader_categories as (
      select ${books.categoryId} from library_entries lc join ${books} on ${books.id} = lc.book_id
      where lc.user_id = ${viewer.id}
      group by ${books.categoryId}
      order by count(*) desc, ${books.categoryId}
      limit ${READER_CATEGORIES}
    ),
    seeds as (
      select l.book_id from library_entries l where l.user_id = ${viewer.id} limit ${CO_SEEDS}
    ),
    co_readers as (
      select o.user_id from seeds
      cross join lateral (
        select l1.user_id from library_entries l1 where l1.book_id = seeds.book_id and l1.user_id <> ${viewer.id} limit ${CO_READERS}
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
      where ${listed} and ${notMineNorKept}
      union all
      select pick.id, 1, 0, pick.total_views, pick.total_likes
      from reader_categories as pc(category_id)
      cross join lateral (
        select ${books.id} as id, ${books.totalViews} as total_views, ${books.totalLikes} as total_likes
        from ${books}
        where ${books.categoryId} = pc.category_id and ${listed} and ${notMineNorKept}
        order by ${books.totalViews} desc, ${books.totalLikes} desc, ${books.id} desc
        limit ${SHELF}
      ) pick
      union all
      (
        select ${books.id}, 2, 0, ${books.totalViews}, ${books.totalLikes}
        from ${books}
        where ${listed} and ${notMineNorKept}
        order by ${books.totalViews} desc, ${books.totalLikes} desc, ${books.id} desc
        limit ${SHELF}
      )
    ),
    rec as (
      select id, row_number() over (order by tier, score desc, total_views desc, total_likes desc, id desc) as pos
      from (select id, min(tier) as tier, max(score) as score, max(total_views) as total_views, max(total_likes) as total_likes
            from candidates group by id) c
      order by pos
      limit ${SHELF}
    ),
    wanted as (
      select id from lib union select id from rec union select unnest(${shared}::int[])
    )
    select ${books.id} as "id",
      lib.pos::int as "libraryPos",
      rec.pos::int as "recommendedPos",
      (${listed}) as "listed",
      (${visible}) as "visible",
      ${books.totalViews} as "totalViews",
      ${books.totalLikes} as "totalLikes",
      ${books.totalComments} as "totalComments",
      exists(select 1 from library_entries le where le.book_id = ${books.id} and le.user_id = ${viewer.id}) as "isInLibrary",
      (select rp.chapter_id from reading_progress rp join chapters c on c.id = rp.chapter_id and c.is_published
        where rp.book_id = ${books.id} and rp.user_id = ${viewer.id}) as "lastReadChapterId",
      (select rp.updated_at from reading_progress rp where rp.book_id = ${books.id} and rp.user_id = ${viewer.id}) as "lastReadAt",
      case when ${books.authorId} = ${viewer.id} then ${books.chapterCount} end as "ownChapterCount"
    from wanted
    join ${books} on ${books.id} = wanted.id
    left join lib on lib.id = wanted.id
    left join rec on rec.id = wanted.id
  `,
    // Its text differs only between adults and minors (listedBooks): one statement each.
    `dashboard_viewer_state_${canSeeMature(viewer, now) ? 'adult' : 'minor'}`,
  );
  return result;
}
