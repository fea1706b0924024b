import { LIMITS } from '@okuryazar/shared';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books } from '../../db/schema';
import { canSeeMature, listedBooks, visibleBooks, type Viewer } from '../../policies/books';
import { intArrayParam, rowsOf, rowsPlannedForValues } from '../../db/raw-sql';
import { freshForSql, libraryCategoriesSql, librarySeedsSql, libraryTagsSql, recommendationSql } from './recommendation.query';

const SHELF = LIMITS.dashboardShelfSize;
/** The library shelf shows the latest few: a library of any size costs one bounded sort. */
const LIBRARY_SHELF = LIMITS.dashboardLibraryShelfSize;

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

/** Cached recommendations hold this many more than the shelf shows, for the live filter to drop. */
const RECOMMENDATION_MARGIN = SHELF;

/**
 * "Sizin İçin Önerilen" candidates in order (recommendation.query.ts), seeded by the library:
 * what other readers of its books keep, then the most read of its categories, then of its
 * tags, then of all. Twice the shelf, so that books the viewer keeps, starts or hides after
 * this was read can be dropped live (viewerShelfState) and the shelf stays full.
 */
export async function recommendedIds(db: Db, viewer: Viewer, now: number): Promise<number[]> {
  const rows = await rowsPlannedForValues<{ id: number }>(
    db,
    recommendationSql({
      viewerId: viewer.id,
      seeds: librarySeedsSql(viewer.id),
      categories: libraryCategoriesSql(viewer.id),
      tags: libraryTagsSql(viewer.id),
      listed: listedBooks(viewer, now),
      limit: SHELF + RECOMMENDATION_MARGIN,
    }),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * One round trip for everything per viewer: the library shelf (the LIBRARY_SHELF books
 * added or read last), and the live state
 * (visibility, counters, library flag, reading position) of those books, of the
 * recommendations (`recommended`, in order, maybe from the cache) and of the shared
 * shelves' books (`sharedIds`, from the cache). Recommendations are checked live as when
 * they were computed (listed for this viewer, not kept, started or written), so a cached
 * list never shows what the reader may not see or already has.
 */
/** Library books read beyond the shelf's size, for those hidden from the reader (removed, blocked, …). */
const LIBRARY_SLACK = 100;

export async function viewerShelfState(db: Db, viewer: Viewer, now: number, sharedIds: number[], recommended: number[]): Promise<ViewerBookState[]> {
  const listed = listedBooks(viewer, now);
  const visible = visibleBooks(viewer, now);
  const shared = intArrayParam(sharedIds);
  const result = await rowsOf<ViewerBookState>(
    db,
    sql`
    with lib_candidates as (
      -- The shelf's order is the later of "added" and "last read". The newest few by that are
      -- among the newest few by either, so two bounded reads stand in for sorting (and checking
      -- the visibility of) a library of any size (issue 26: 70,000 books took a second). The
      -- slack covers books that turn out invisible.
      (select l.book_id from library_entries l where l.user_id = ${viewer.id} order by l.added_at desc limit ${LIBRARY_SHELF + LIBRARY_SLACK})
      union
      (select rp.book_id from reading_progress rp
        join library_entries l on l.user_id = rp.user_id and l.book_id = rp.book_id
        where rp.user_id = ${viewer.id} order by rp.updated_at desc limit ${LIBRARY_SHELF + LIBRARY_SLACK})
    ),
    lib as (
      select ${books.id} as id,
        row_number() over (order by greatest(l.added_at, coalesce(rp.updated_at, l.added_at)) desc, ${books.id} desc) as pos
      from lib_candidates c
      join library_entries l on l.user_id = ${viewer.id} and l.book_id = c.book_id
      join ${books} on ${books.id} = l.book_id
      left join reading_progress rp on rp.book_id = l.book_id and rp.user_id = l.user_id
      where l.user_id = ${viewer.id} and ${visible}
      order by pos
      limit ${LIBRARY_SHELF}
    ),
    rec as (
      select ${books.id} as id, row_number() over (order by r.ord) as pos
      from unnest(${intArrayParam(recommended)}::int[]) with ordinality as r(id, ord)
      join ${books} on ${books.id} = r.id
      where ${listed} and ${freshForSql(viewer.id)}
      order by r.ord
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
      read_chapter.id as "lastReadChapterId",
      progress.updated_at as "lastReadAt",
      case when ${books.authorId} = ${viewer.id} then ${books.chapterCount} end as "ownChapterCount"
    from wanted
    join ${books} on ${books.id} = wanted.id
    left join lib on lib.id = wanted.id
    left join rec on rec.id = wanted.id
    -- One lookup of the reader's progress per book (its key is user and book), for both columns.
    left join reading_progress progress on progress.user_id = ${viewer.id} and progress.book_id = ${books.id}
    left join chapters read_chapter on read_chapter.id = progress.chapter_id and read_chapter.is_published
  `,
    // Its text differs only between adults and minors (listedBooks): one statement each.
    `dashboard_viewer_state_${canSeeMature(viewer, now) ? 'adult' : 'minor'}`,
  );
  return result;
}
