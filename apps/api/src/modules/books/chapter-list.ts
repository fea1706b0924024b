import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { isoTimestampSql } from '../../db/raw-sql';
import { ContentCache } from '../../lib/content-cache';
import { contentCacheOf } from '../../lib/content-cache-bus';
import { perKey } from '../../lib/per-key';
import { sessionViewerSql } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import { visibleBooksSql } from '../../policies/books';
import { bookCardColumnsSql, bookCardFromSql, viewerColumnsSql } from './book-card.query';

/**
 * The published chapter list of the reader and the book page, split in two: what only a
 * chapter write changes (id, number, title, creation and publication time) is kept here per book; the
 * counters, the viewer's likes and the requested chapter's text come live with every call.
 *
 * A cached list is never served stale: the hot statement reads the book's
 * `chapter_list_version` (moved by the chapters triggers in the writing transaction) next to
 * the live counters, and returns the metadata too, in the same snapshot, whenever that
 * version is not the one the caller holds. So no invalidation signal is needed, on one
 * instance or several.
 */

/** `[chapter_id, chapter_number, title, created_at, published_at]` in chapter order, as the statement returns it. */
type ChapterMetaRow = [number, number, string, string, string | null];

export interface ChapterMeta {
  chapter_id: number;
  chapter_number: number;
  title: string;
  created_at: string;
  /** First publication (publishing moves the list version, so the cached value stays right). */
  published_at: string | null;
}

export interface CachedChapterList {
  version: number;
  byId: Map<number, ChapterMeta>;
}

/** The columns chapterListColumnsSql adds to a row. */
export interface ChapterListColumns {
  chapterListVersion: number;
  chapterIds: number[];
  chapterLikes: number[];
  chapterViews: number[];
  chapterComments: number[];
  chapterMeta: ChapterMetaRow[] | null;
}

export interface LiveChapter extends ChapterMeta {
  likes: number;
  views: number;
  comments: number;
}

/** Books whose list a standalone cache keeps; the app's shared one is bounded by its content cache. */
const MAX_BOOKS = 2_000;
/** Means "nothing cached": versions start at 0 and only grow. */
const NO_VERSION = -1;

/** The lists are entries of the app's content cache (lib/content-cache.ts) under 'list:<bookId>'. */
export class ChapterListCache {
  private readonly cache: ContentCache;

  constructor(backing: ContentCache | number = MAX_BOOKS) {
    this.cache = typeof backing === 'number' ? new ContentCache(() => 0, { maxBytes: Number.MAX_SAFE_INTEGER, maxEntries: backing }) : backing;
  }

  /** The list held for a book, to send its version with the statement and use if it is still current. */
  peek(bookId: number): CachedChapterList | undefined {
    return this.cache.peek<CachedChapterList>(chapterListKey(bookId))?.value;
  }

  store(bookId: number, version: number, rows: ChapterMetaRow[]): CachedChapterList {
    const entry = { version, byId: metaById(rows) };
    // A slower call that read an older version does not replace a newer list (ContentCache.store).
    this.cache.store(chapterListKey(bookId), version, entry, listBytes(rows));
    return entry;
  }

  get size(): number {
    return this.cache.size;
  }
}

export function chapterListKey(bookId: number): string {
  return `list:${bookId}`;
}

/** Roughly what a list takes in memory: a map entry and an object of five fields per chapter. */
function listBytes(rows: ChapterMetaRow[]): number {
  let bytes = 64;
  for (const row of rows) bytes += 160 + 2 * row[2].length;
  return bytes;
}

function metaById(rows: ChapterMetaRow[]): Map<number, ChapterMeta> {
  return new Map(
    rows.map(([id, number, title, createdAt, publishedAt]) => [
      id,
      { chapter_id: id, chapter_number: number, title, created_at: createdAt, published_at: publishedAt ?? null },
    ]),
  );
}

const chapterListCacheOn = perKey((content: ContentCache) => new ChapterListCache(content));

/** The app instance's chapter list cache (a view on its content cache). */
export function chapterListCacheOf(ctx: AppContext): ChapterListCache {
  return chapterListCacheOn(contentCacheOf(ctx));
}

export function cachedVersion(held: CachedChapterList | undefined): number {
  return held?.version ?? NO_VERSION;
}

/**
 * For a statement where the book is `b`: the list version, the live counters of the
 * published chapters in chapter order (integer arrays read through chapters_book_card_idx,
 * sent as JSON: node-postgres parses a PostgreSQL array in JavaScript character by
 * character, which was an eighth of a reader call's CPU, and JSON with the native
 * JSON.parse), and the metadata only when `version` is not current.
 * Use with `chapterListFromSql` in the `from`.
 */
export function chapterListColumnsSql(version: number): SQL {
  return sql`b.chapter_list_version as "chapterListVersion",
    array_to_json(cl.ids) as "chapterIds", array_to_json(cl.likes) as "chapterLikes",
    array_to_json(cl.views) as "chapterViews", array_to_json(cl.comments) as "chapterComments",
    case when b.chapter_list_version = ${version} then null else (
      select json_agg(json_build_array(c.id, c.chapter_number, c.title, ${isoTimestampSql(sql`c.created_at`)}, ${isoTimestampSql(sql`c.published_at`)}) order by c.chapter_number)
      from chapters c where c.book_id = b.id and c.is_published
    ) end as "chapterMeta"`;
}

export const chapterListFromSql: SQL = sql`
  cross join lateral (
    select coalesce(array_agg(c.id order by c.chapter_number), '{}') as ids,
           coalesce(array_agg(c.likes order by c.chapter_number), '{}') as likes,
           coalesce(array_agg(c.views order by c.chapter_number), '{}') as views,
           coalesce(array_agg(c.comments order by c.chapter_number), '{}') as comments
    from chapters c where c.book_id = b.id and c.is_published
  ) cl`;

/**
 * One statement for a page of one book (the book page, the reader): the session check (the
 * viewer's columns), then, when the viewer may see the book, its card, its chapter list
 * (chapterListColumnsSql against the `held` list's version) and the caller's own `columns` over
 * `b`, `cl` and the viewer `v`.
 */
export function sessionBookWithChaptersSql(ctx: AppContext, claims: TokenClaims, bookId: number, held: CachedChapterList | undefined, columns: SQL): SQL {
  return sql`select ${viewerColumnsSql}, card.*
        from ${sessionViewerSql(claims)}
        left join lateral (
          select ${bookCardColumnsSql}, ${chapterListColumnsSql(cachedVersion(held))},
            ${columns}
          from ${bookCardFromSql}
          ${chapterListFromSql}
          where b.id = ${bookId} and ${visibleBooksSql(ctx.clock())}
        ) card on true`;
}

/**
 * The live chapter list of a row: metadata from the row when it carries some (and kept for
 * the next call), else from the list the caller held when it sent the statement. Null if the
 * two disagree, which the version forbids; the caller then asks again without a cached list.
 */
export function liveChapterList(
  cache: ChapterListCache,
  bookId: number,
  held: CachedChapterList | undefined,
  row: ChapterListColumns,
): LiveChapter[] | null {
  const version = Number(row.chapterListVersion);
  const list = row.chapterMeta
    ? cache.store(bookId, version, row.chapterMeta)
    : held?.version === version
      ? held
      : undefined;
  if (!list) return null;
  // A plain loop and object literals of one shape: this runs for every chapter of every
  // reader and book page call.
  const { chapterIds: ids, chapterLikes: likes, chapterViews: views, chapterComments: comments } = row;
  const chapters: LiveChapter[] = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const meta = list.byId.get(ids[i]!);
    if (!meta) return null;
    chapters[i] = {
      chapter_id: meta.chapter_id,
      chapter_number: meta.chapter_number,
      title: meta.title,
      created_at: meta.created_at,
      published_at: meta.published_at,
      likes: likes[i]!,
      views: views[i]!,
      comments: comments[i]!,
    };
  }
  return chapters;
}
