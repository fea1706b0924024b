import { sql, type SQL } from 'drizzle-orm';
import { stringBytes, type ContentCache } from '../../lib/content-cache';
import { invalidateContent } from '../../lib/content-cache-bus';
import type { AppContext } from '../../lib/context';
import { chapterListKey } from '../books/chapter-list';

/**
 * A published chapter's text and author's notes, the bulk of every reader call, kept in the
 * app's content cache (lib/content-cache.ts) under 'text:<chapterId>' by version. The version
 * is `chapters.updated_at` in whole milliseconds, which every chapter write moves strictly
 * forward (modules/chapters/chapter-version.ts). The reader statement reads that version
 * live, next to every visibility rule, and sends the text only when it is not the version the
 * caller holds: a cached text is used only for a chapter the statement has just found
 * readable by this viewer, and never at an older version, on any instance.
 */
export interface ChapterText {
  content: string;
  noteBefore: string;
  noteAfter: string;
}

export interface HeldText {
  version: number;
  value: ChapterText;
}

/** The statement's column: `[version]` when the caller holds it, else `[version, content, note_before, note_after]`; null when not readable. */
export type ChapterTextColumn = [number] | [number, string, string, string] | null;

/** Means "no text held": versions are epoch milliseconds. */
const NOTHING_HELD = -1;

export function chapterTextKey(chapterId: number): string {
  return `text:${chapterId}`;
}

export function peekChapterText(cache: ContentCache, chapterId: number): HeldText | undefined {
  return cache.peek<ChapterText>(chapterTextKey(chapterId));
}

const versionSql = sql`(extract(epoch from date_trunc('milliseconds', c.updated_at)) * 1000)::float8`;

/**
 * For a statement where the book is `b`: the requested chapter's version and, unless it is
 * `held`'s, its text (CASE leaves the text unread, so an unchanged chapter costs an index
 * lookup and no TOAST read). One JSON array: JSON.parse is native, a text[] is not.
 */
export function chapterTextSql(chapterId: number, held: HeldText | undefined): SQL {
  return sql`(select case when ${versionSql} = ${held?.version ?? NOTHING_HELD}::float8 then json_build_array(${versionSql})
      else json_build_array(${versionSql}, c.content, c.note_before, c.note_after) end
    from chapters c where c.id = ${chapterId} and c.book_id = b.id and c.is_published)`;
}

/** The text a row stands for (stored when it carries one), or null when the chapter is not readable. */
export function chapterTextOf(cache: ContentCache, chapterId: number, held: HeldText | undefined, column: ChapterTextColumn): ChapterText | null {
  if (!column) return null;
  if (column.length === 1) return held!.value;
  const [version, content, noteBefore, noteAfter] = column;
  const text = { content, noteBefore, noteAfter };
  if (held) cache.recountAsMiss(chapterTextKey(chapterId));
  cache.store(chapterTextKey(chapterId), version, text, 64 + stringBytes(content) + stringBytes(noteBefore) + stringBytes(noteAfter));
  return text;
}

/**
 * After a committed chapter write: its text, and with `listMoved` (publication,
 * unpublication, deletion) its story's chapter list, leave this instance's memory and every
 * other's. Freshness does not depend on it (the statement compares versions); memory does.
 */
export function chapterChanged(ctx: AppContext, bookId: number, chapterId: number, listMoved: boolean): Promise<void> {
  return invalidateContent(ctx, { keys: listMoved ? [chapterTextKey(chapterId), chapterListKey(bookId)] : [chapterTextKey(chapterId)] });
}
