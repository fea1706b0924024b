import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { BookCardRow } from './book-card.query';

/**
 * The book card of book-card.query.ts written by hand for the hot read calls (reader,
 * book page, category list), so each is one statement together with the viewer's session
 * check (plugins/authentication.ts `sessionViewerSql`). Aliases: the book is `b`, the
 * signed-in viewer's users row is `v`. The chapter counters and the first chapter are the
 * book's own columns (kept by the chapters triggers, schema.ts), so a card reads one books
 * row; the reading position comes from primary-key lookups (a lateral one, so a reader with
 * a long history is not scanned per card). Column names are BookCardRow's, so
 * presentBookCard reads the rows as they are.
 */
export const bookCardColumnsSql: SQL = sql`
  b.id as "id", b.title as "title", b.author_id as "authorId", a.full_name as "authorFullName", a.username as "authorUsername",
  b.description as "description", b.cover_image_url as "coverImageUrl", b.category_id as "categoryId", k.name as "categoryName",
  b.telif_id as "telifId", b.is_published as "isPublished", b.is_mature_content as "isMatureContent",
  b.content_warnings as "contentWarnings",
  b.total_views as "totalViews", b.total_likes as "totalLikes", b.total_comments as "totalComments", b.created_at as "createdAt",
  b.chapter_count as "chapterCount", b.published_chapter_count as "publishedChaptersCount", b.first_chapter_id as "firstChapterId",
  b.is_completed as "isCompleted", b.word_count as "wordCount", b.last_chapter_published_at as "lastChapterPublishedAt",
  exists(select 1 from library_entries l where l.book_id = b.id and l.user_id = v.id) as "isInLibrary",
  rc.id as "lastReadChapterId", (b.author_id = v.id) as "viewerIsAuthor", rp.updated_at as "lastReadAt"`;

/** `from` for bookCardColumnsSql: the book with its author, category and the viewer's position. */
export const bookCardFromSql: SQL = sql`
  books b
  join users a on a.id = b.author_id
  join categories k on k.id = b.category_id
  left join lateral (
    select p.chapter_id, p.updated_at from reading_progress p where p.user_id = v.id and p.book_id = b.id
  ) rp on true
  left join chapters rc on rc.id = rp.chapter_id and rc.is_published`;

/** The viewer columns every hot query returns first (`viewerId` null: no such session). */
export const viewerColumnsSql: SQL = sql`v.id as "viewerId", v.username as "viewerUsername", v.birth_date::text as "viewerBirthDate"`;

export interface ViewerColumns {
  viewerId: number;
  viewerUsername: string;
  viewerBirthDate: string;
}

/**
 * Rows of a hand-written statement, on PGlite and node-postgres alike. A `name` makes it a
 * named prepared statement: each PostgreSQL connection parses it once and may keep its plan,
 * which on the hot reads cost more than running them (planning ~1–4 ms of a 2–5 ms call;
 * 6 ms of a 13 ms search). The name sent is `name` plus a hash of the statement's text, so
 * a call site whose text varies with its branch (adult or minor, a two-letter query or a
 * longer one) gets one prepared statement per text, never a clash; every value must still
 * be a parameter, or each value would leave a statement behind on every connection.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL, name?: string): Promise<T[]> {
  const result = (name === undefined ? await db.execute(query) : await executeNamed(db, query, name)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

interface SessionInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/** Hashes by statement text: computed once per distinct text, not once per call. */
const textHashes = new Map<string, string>();
/** Texts are few (one per call site and branch); the bound only guards against a misuse. */
const MAX_TEXTS = 1_000;

/** `name` plus a short hash of `text` (PostgreSQL names are at most 63 bytes). */
export function statementName(name: string, text: string): string {
  let hash = textHashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha1').update(text).digest('hex').slice(0, 16);
    if (textHashes.size >= MAX_TEXTS) textHashes.clear();
    textHashes.set(text, hash);
  }
  return `${name.slice(0, 46)}_${hash}`;
}

/** `db.execute` with a statement name: Drizzle's own prepared query, so rows are parsed the same way. */
function executeNamed(db: DbOrTx, query: SQL, name: string): Promise<unknown> {
  const internals = db as unknown as SessionInternals;
  const built = internals.dialect.sqlToQuery(query);
  return internals.session.prepareQuery(built, undefined, statementName(name, built.sql), false).execute();
}

/** A timestamptz as toIso writes it (UTC, milliseconds, Z), for JSON built in PostgreSQL. */
export function isoTimestampSql(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Ids as one PostgreSQL int[] literal, for a single array parameter (`= any ($1::int[])`). */
export function intArrayParam(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * The cards of `ids` as a signed-in viewer sees them (any order; ids that are not books are
 * left out), as one named statement: the id list is one array parameter, so its text is the
 * same for every list, where `inArray` writes one parameter per id and a new text per length.
 * Visibility is the caller's: the ids come from a query that applied it.
 */
export function bookCardsByIds(db: DbOrTx, viewerId: number, ids: readonly number[]): Promise<BookCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const idArray = intArrayParam(ids);
  return rowsOf<BookCardRow>(
    db,
    sql`select card.* from users v
        cross join lateral (select ${bookCardColumnsSql} from ${bookCardFromSql} where b.id = any (${idArray}::int[])) card
        where v.id = ${viewerId}`,
    'book_cards_by_ids',
  );
}
