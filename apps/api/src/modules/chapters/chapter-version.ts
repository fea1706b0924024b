import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chapters } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';

/*
 * Optimistic concurrency for chapter writes, with `chapters.updated_at` as the version
 * (no extra column, no migration).
 *
 * - Precision. PostgreSQL keeps microseconds, a JS Date milliseconds, and drivers differ in
 *   how they cut the rest off. So the version a client sees is always
 *   date_trunc('milliseconds', updated_at), computed in SQL, and the check compares that same
 *   truncated value: an old row with microseconds can never cause a false conflict.
 * - Strictly increasing. Every write sets updated_at to
 *   greatest(now, truncated old value + 1 ms), so two writes in the same millisecond (or an
 *   instance whose clock is behind) still get different versions and no real conflict is
 *   missed. A version is therefore unique per chapter at millisecond precision.
 * - Atomic. The check is a condition of the UPDATE itself; under READ COMMITTED a second
 *   writer with the same base waits for the first one's row lock, re-reads the row and
 *   matches nothing, so of two concurrent saves exactly one wins.
 */

/** The version as clients see it: updated_at cut to whole milliseconds, in SQL. */
export const chapterVersion = sql<Date>`date_trunc('milliseconds', ${chapters.updatedAt})`.mapWith((v: unknown) => new Date(toIso(v)));

/** The updated_at a chapter write sets: strictly after the current version, never before now. */
export function nextChapterVersion(now: Date): SQL {
  return sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${chapters.updatedAt}) + interval '1 millisecond')`;
}

/** WHERE for a write to one chapter; with a base, only while the stored version is still that base. */
export function chapterAtVersion(chapterId: number, base: string | null | undefined): SQL | undefined {
  if (!base) return eq(chapters.id, chapterId);
  return and(eq(chapters.id, chapterId), sql`${chapterVersion} = ${new Date(base).toISOString()}::timestamptz`);
}

/** The stored chapter as the editor shows it (version at millisecond precision). */
export async function loadServerCopy(db: DbOrTx, chapterId: number) {
  const [row] = await db
    .select({
      chapter_id: chapters.id,
      title: chapters.title,
      content: chapters.content,
      note_before: chapters.noteBefore,
      note_after: chapters.noteAfter,
      recap: chapters.recap,
      is_published: chapters.isPublished,
      version: chapterVersion,
    })
    .from(chapters)
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!row) return null;
  const { version, ...rest } = row;
  return { ...rest, updated_at: toIso(version) };
}

/**
 * Called when a conditional write matched no row: the chapter was written since the
 * client's base (409 with the stored copy so the client can show both versions), or it
 * was deleted meanwhile (404).
 */
export async function conflictError(db: DbOrTx, chapterId: number) {
  const current = await loadServerCopy(db, chapterId);
  if (!current) return notFound(MSG.chapterNotFound);
  return conflict(MSG.chapterConflict, ERROR_CODES.CHAPTER_CONFLICT, { current });
}
