import { LIMITS, ageOn, turkeyDate } from '@okuryazar/shared';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { books } from '../db/schema';
import { notBlockedEitherWay } from './blocks';

/** Who is looking: a visitor (null) or a user with the birth date that decides mature content. */
export interface Viewer {
  id: number;
  birthDate: string;
}

/** docs/PRODUCT.md#product-decisions: mature content is never shown to visitors or to readers under 18. */
export function canSeeMature(viewer: Viewer | null, now: number = Date.now()): boolean {
  return viewer !== null && ageOn(viewer.birthDate, new Date(now)) >= LIMITS.matureAge;
}

/**
 * The SQL condition for books a viewer may open by direct link: published ones (mature only
 * for adults), plus the viewer's own books. Hidden content warnings do not apply here: the
 * web asks before showing such a story (docs/PRODUCT.md#trust-and-safety).
 */
export function visibleBooks(viewer: Viewer | null, now: number = Date.now()): SQL {
  const publicBooks = audienceBooks(viewer, now);
  // The author's own, unless deleted: the tombstone hides it while the purge job runs (issue 26).
  return viewer ? or(publicBooks, and(eq(books.authorId, viewer.id), isNull(books.deletedAt)))! : publicBooks;
}

/**
 * Lists of other people's books (shelves, categories, search, type-ahead, recommendations,
 * profiles) show published books for the viewer's age group, without the stories carrying a
 * content warning the viewer hides (reading_settings.hidden_warnings), nor those of an author
 * the viewer blocked or who blocked the viewer (a block works both ways, docs/PRODUCT.md#trust-and-safety).
 */
export function listedBooks(viewer: Viewer | null, now: number = Date.now()): SQL {
  return viewer
    ? sql`(${audienceBooks(viewer, now)} and ${notHiddenBy(sql`${viewer.id}`, books.contentWarnings)} and ${noTagHiddenBy(sql`${viewer.id}`, books.id)} and ${notBlockedEitherWay(viewer.id, books.authorId)})`
    : audienceBooks(null, now);
}

/**
 * A book carrying none of the tags the user hides. Most readers hide none: the settings
 * lookup does not depend on the book, so it runs once per statement, and an empty list
 * decides without looking at any book's tags; otherwise one probe of book_tags' primary key.
 */
function noTagHiddenBy(userId: SQL, bookId: SQL | typeof books.id): SQL {
  return sql`(cardinality(coalesce((select rs.hidden_tags from reading_settings rs where rs.user_id = ${userId}), '{}'::text[])) = 0
    or not exists (select 1 from book_tags bt where bt.book_id = ${bookId}
      and bt.tag = any(coalesce((select rs.hidden_tags from reading_settings rs where rs.user_id = ${userId}), '{}'::text[]))))`;
}

/**
 * Published books an age group may see: the part of listedBooks that is the same for every
 * adult (or every minor), so shared caches (the dashboard's shelves) may hold it.
 * The flags are written as columns, not compared with parameters, so a statement planned
 * once for any values (a named prepared statement) still matches the `where is_published`
 * partial indexes.
 */
export function audienceBooks(viewer: Viewer | null, now: number = Date.now()): SQL {
  return canSeeMature(viewer, now)
    ? sql`(${books.isPublished} and ${authorActive(books.authorId)})`
    : sql`(${books.isPublished} and not ${books.isMatureContent} and ${authorActive(books.authorId)})`;
}

/**
 * A book whose warnings miss every warning the user hides. Most books carry none, and the
 * empty check comes first, so their rows never look at the settings; the settings lookup
 * does not depend on the book, so it runs once per statement.
 */
function notHiddenBy(userId: SQL, warnings: SQL | typeof books.contentWarnings): SQL {
  return sql`(cardinality(${warnings}) = 0 or not (${warnings} && coalesce((select rs.hidden_warnings from reading_settings rs where rs.user_id = ${userId}), '{}'::text[])))`;
}

/** listedBooks with the hidden warnings given (a shelf cached per set of hidden warnings). */
export function listedBooksHiding(viewer: Viewer | null, hidden: readonly string[], now: number = Date.now()): SQL {
  if (hidden.length === 0) return audienceBooks(viewer, now);
  return sql`(${audienceBooks(viewer, now)} and not (${books.contentWarnings} && ${toTextArray(hidden)}))`;
}

/** listedBooksHiding with the viewer's hidden tags too: a shelf for this viewer alone (not cached by set). */
export function listedBooksHidingAll(viewer: Viewer, hidden: readonly string[], now: number = Date.now()): SQL {
  return sql`(${listedBooksHiding(viewer, hidden, now)} and ${noTagHiddenBy(sql`${viewer.id}`, books.id)})`;
}

function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}

/**
 * A suspended author's books leave every list and link (docs/PRODUCT.md#trust-and-safety); a book a moderator
 * removed is unpublished, so `is_published` already covers it.
 */
function authorActive(authorId: SQL | typeof books.authorId): SQL {
  return sql`not exists (select 1 from users su where su.id = ${authorId} and su.suspended_at is not null)`;
}

export function canEditBook(user: Viewer | null, book: { authorId: number }): boolean {
  return user !== null && user.id === book.authorId;
}

/**
 * The same rule as canSeeMature for a birth date read inside a query: a viewer born on or
 * before this YYYY-MM-DD day is an adult today in Turkey. Compared as text (always four-digit
 * years), so a 29 February cutoff in a common year needs no calendar arithmetic.
 */
export function matureCutoff(now: number = Date.now()): string {
  const [year, month, day] = turkeyDate(new Date(now)).split('-') as [string, string, string];
  return `${String(Number(year) - LIMITS.matureAge).padStart(4, '0')}-${month}-${day}`;
}

/**
 * visibleBooks and listedBooks for hand-written hot queries (modules/books/book-card.query.ts),
 * where the book is `b` and the signed-in viewer's users row is `v` in the same statement.
 */
export function listedBooksSql(now: number = Date.now()): SQL {
  return sql`(${audienceBooksSql(now)} and ${notHiddenBy(sql`v.id`, sql`b.content_warnings`)} and ${noTagHiddenBy(sql`v.id`, sql`b.id`)} and ${notBlockedEitherWay(sql`v.id`, sql`b.author_id`)})`;
}
export function visibleBooksSql(now: number = Date.now()): SQL {
  return sql`(${audienceBooksSql(now)} or (b.author_id = v.id and b.deleted_at is null))`;
}
/**
 * visibleBooksSql for someone else's books (the viewer's own drafts need not be considered):
 * one conjunction, which the planner estimates far better than the disjunction.
 */
export function othersReadableBooksSql(now: number = Date.now()): SQL {
  return sql`(b.author_id <> v.id and ${audienceBooksSql(now)})`;
}
function audienceBooksSql(now: number): SQL {
  return sql`(b.is_published and (not b.is_mature_content or v.birth_date::text <= ${matureCutoff(now)}) and ${authorActive(sql`b.author_id`)})`;
}
