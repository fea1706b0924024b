import { DEFAULT_CHAPTER_TITLE, ERROR_CODES, LIMITS, MSG, type SaveChapterBody } from '@okuryazar/shared';
import { asc, eq, gt, lt, and, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { Tx } from '../../db/client';
import { books, chapters, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { enforceWriteLimit } from '../../lib/write-limits';
import { htmlToText, sanitizeAuthorNote, sanitizeChapterHtml } from '../../lib/sanitize';
import { invalidateShelves } from '../../lib/shelf-cache';
import { chapterChanged } from '../reader/chapter-text';
import { moveChangedParagraphsAfterCommit, paragraphCountsChanged } from '../reader/paragraph-counts';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook, loadOwnChapter } from '../../policies/authoring';
import { notifyNewChapter } from '../notifications/new-chapter';
import { chapterAtVersion, conflictError, loadServerCopy, nextChapterVersion } from './chapter-version';
import { assertNotRemoved } from '../../policies/moderation';
import { loadNewerDraft } from './autosave.service';
import { loadRemoval, loadRemovals } from '../moderation/removals';
import { recordRevision } from './revision-record';
import { cleanRecap } from './recap';
import { renumberChapters } from './renumber';
import { enqueueStoryPurge } from '../stories/story-purge';

/** What the editor and the preview both show of a chapter. */
function presentChapterText(c: Pick<typeof chapters.$inferSelect, 'chapterNumber' | 'title' | 'content' | 'noteBefore' | 'noteAfter' | 'isPublished'>) {
  return {
    chapter_number: c.chapterNumber,
    title: c.title,
    content: c.content,
    note_before: c.noteBefore,
    note_after: c.noteAfter,
    is_published: c.isPublished,
  };
}

function presentEditorChapter(c: typeof chapters.$inferSelect, version: string) {
  return {
    chapter_id: c.id,
    book_id: c.bookId,
    ...presentChapterText(c),
    recap: c.recap,
    // The millisecond version the next save sends back as base_updated_at (chapter-version.ts).
    updated_at: version,
    publish_at: c.publishAt && !c.isPublished ? toIso(c.publishAt) : null,
  };
}

export async function getChapterForEditor(ctx: AppContext, user: AuthUser, chapterId: number) {
  const { chapter, bookRemovedAt } = await loadOwnChapter(ctx.db, user, chapterId);
  const current = await loadServerCopy(ctx.db, chapter.id);
  if (!current) throw notFound(MSG.chapterNotFound);
  // Title, content and version from one read, so the version matches the text shown.
  const editor = presentEditorChapter(
    {
      ...chapter,
      title: current.title,
      content: current.content,
      noteBefore: current.note_before,
      noteAfter: current.note_after,
      recap: current.recap,
      isPublished: current.is_published,
    },
    current.updated_at,
  );
  // A removed chapter (or one of a removed story) opens read-only with the moderator's note (docs/PRODUCT.md#trust-and-safety).
  const removed =
    (await loadRemoval(ctx.db, 'chapter', chapter)) ?? (await loadRemoval(ctx.db, 'story', { id: chapter.bookId, removedAt: bookRemovedAt }));
  return { ...editor, draft: removed ? null : await loadNewerDraft(ctx.db, chapter.id, current.updated_at), removed };
}

function savedChapter(saved: typeof chapters.$inferSelect) {
  return { chapter_id: saved.id, chapter_number: saved.chapterNumber, is_published: saved.isPublished, message: MSG.saved, updated_at: toIso(saved.updatedAt) };
}

/** Publishing a chapter makes its story public too (a story is read through its chapters). */
async function publishBookOf(tx: Tx, bookId: number, now: Date) {
  await tx
    .update(books)
    .set({ isPublished: true, publishedAt: sql`coalesce(${books.publishedAt}, ${now})`, updatedAt: now })
    .where(eq(books.id, bookId));
}

/**
 * Saves a chapter: creates it (next number) when there is no chapter_id, updates it
 * otherwise. The HTML is cleaned to the editor's allow-list first; the 100000-character
 * limit counts the text a reader sees. The author's notes are cleaned the same way (2000
 * characters each); an absent note keeps the stored one. Without is_published the current
 * flag is kept.
 * With base_updated_at the update happens only if the chapter is still at that version,
 * otherwise 409 CHAPTER_CONFLICT with the stored copy (chapter-version.ts).
 * A save that publishes or unpublishes counts against the same `publish` budget as
 * /preview/chapters/{id}/publish (lib/write-limits.ts): every path that publishes shares it.
 */
export async function saveChapter(ctx: AppContext, user: AuthUser, body: SaveChapterBody) {
  const book = await loadOwnBook(ctx.db, user, body.book_id);
  assertNotRemoved(book);
  const title = body.title.replace(/\0/g, '').trim();
  const content = await sanitizeChapterHtml(body.content);
  const text = htmlToText(content);
  if (!title || !text.trim()) throw badRequest(MSG.titleAndContentRequired);
  if (text.length > LIMITS.chapterMaxChars) throw new AppError(400, MSG.characterLimit, ERROR_CODES.CHARACTER_LIMIT);
  const noteBefore = body.note_before === undefined ? undefined : await sanitizeAuthorNote(body.note_before);
  const noteAfter = body.note_after === undefined ? undefined : await sanitizeAuthorNote(body.note_after);
  const recap = body.recap === undefined ? undefined : cleanRecap(body.recap);
  const now = new Date(ctx.clock());

  if (body.chapter_id) {
    const { chapter } = await loadOwnChapter(ctx.db, user, body.chapter_id);
    if (chapter.bookId !== book.id) throw badRequest(MSG.bookIdMismatch);
    assertNotRemoved(chapter);
    const isPublished = body.is_published ?? chapter.isPublished;
    if (isPublished !== chapter.isPublished) await enforceWriteLimit(ctx.attempts, ctx.clock, 'publish', user.id);
    const saved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(chapters)
        .set({
          title,
          content,
          ...(noteBefore === undefined ? {} : { noteBefore }),
          ...(noteAfter === undefined ? {} : { noteAfter }),
          ...(recap === undefined ? {} : { recap }),
          isPublished,
          updatedAt: nextChapterVersion(now),
          publishedAt: isPublished ? (chapter.publishedAt ?? now) : chapter.publishedAt,
        })
        .where(chapterAtVersion(chapter.id, body.base_updated_at))
        .returning();
      if (!row) throw await conflictError(tx, chapter.id);
      await recordRevision(tx, row.id, { title, content, noteBefore: row.noteBefore, noteAfter: row.noteAfter, recap: row.recap }, now);
      // Comments on paragraphs this text no longer has join the general comments, marked.
      await moveChangedParagraphsAfterCommit(tx, row.id, now);
      if (isPublished) await publishBookOf(tx, book.id, now);
      if (isPublished && !chapter.publishedAt) await notifyNewChapter(tx, row!, now);
      return row!;
    });
    await chapterChanged(ctx, book.id, chapter.id, isPublished !== chapter.isPublished);
    await paragraphCountsChanged(ctx, chapter.id);
    if (isPublished !== chapter.isPublished || (isPublished && !book.isPublished)) await invalidateShelves(ctx);
    return savedChapter(saved);
  }

  const isPublished = body.is_published ?? false;
  if (isPublished) await enforceWriteLimit(ctx.attempts, ctx.clock, 'publish', user.id);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const saved = await ctx.db.transaction(async (tx) => {
        // New chapters of one book take their numbers one after another: without the lock,
        // every concurrent save reads the same max and all but one collide.
        await tx.select({ id: books.id }).from(books).where(eq(books.id, book.id)).for('update');
        const [next] = await tx
          .select({ n: sql<number>`coalesce(max(${chapters.chapterNumber}), 0)::int + 1` })
          .from(chapters)
          .where(eq(chapters.bookId, book.id));
        const [row] = await tx
          .insert(chapters)
          .values({
            bookId: book.id,
            chapterNumber: Number(next!.n),
            title: title || DEFAULT_CHAPTER_TITLE,
            content,
            noteBefore: noteBefore ?? '',
            noteAfter: noteAfter ?? '',
            recap: recap ?? '',
            isPublished,
            createdAt: now,
            updatedAt: now,
            publishedAt: isPublished ? now : null,
          })
          .returning();
        await recordRevision(tx, row!.id, { title: row!.title, content, noteBefore: row!.noteBefore, noteAfter: row!.noteAfter, recap: row!.recap }, now);
        if (isPublished) await publishBookOf(tx, book.id, now);
        await tx.update(books).set({ updatedAt: now }).where(eq(books.id, book.id));
        if (isPublished) await notifyNewChapter(tx, row!, now);
        return row!;
      });
      if (isPublished) await invalidateShelves(ctx);
      return savedChapter(saved);
    } catch (error) {
      // Two first saves racing for the same number: take the next one.
      if (attempt < 3 && uniqueViolation(error) === 'chapters_book_number_uq') continue;
      throw error;
    }
  }
}

/**
 * Publishes or unpublishes a chapter. It is a chapter write like a save: it moves the
 * version, answers the new one, and with base_updated_at it is refused (409) when the
 * chapter changed since, so an editor never publishes a text it has not seen.
 */
export async function setChapterPublished(
  ctx: AppContext,
  user: AuthUser,
  chapterId: number,
  body: { book_id: number; base_updated_at?: string | null },
  publish: boolean,
) {
  const { chapter, bookRemovedAt } = await loadOwnChapter(ctx.db, user, chapterId);
  if (chapter.bookId !== body.book_id) throw badRequest(MSG.bookIdMismatch);
  assertNotRemoved(chapter, { removedAt: bookRemovedAt });
  const now = new Date(ctx.clock());
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chapters)
      .set({
        isPublished: publish,
        updatedAt: nextChapterVersion(now),
        publishedAt: publish ? (chapter.publishedAt ?? now) : chapter.publishedAt,
        // Publishing by hand (or by the scheduler) settles any schedule.
        publishAt: null,
      })
      .where(chapterAtVersion(chapter.id, body.base_updated_at))
      .returning();
    if (!updated) throw await conflictError(tx, chapter.id);
    if (!publish) return updated;
    await publishBookOf(tx, chapter.bookId, now);
    if (!chapter.publishedAt) await notifyNewChapter(tx, chapter, now);
    return updated;
  });
  await chapterChanged(ctx, chapter.bookId, chapter.id, publish !== chapter.isPublished);
  await invalidateShelves(ctx);
  return {
    chapter_id: chapter.id,
    is_published: publish,
    message: publish ? MSG.chapterPublished : MSG.chapterUnpublished,
    updated_at: toIso(row.updatedAt),
  };
}

export async function getPreview(ctx: AppContext, user: AuthUser, bookId: number) {
  const book = await loadOwnBook(ctx.db, user, bookId);
  const [author] = await ctx.db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, user.id));
  const rows = await ctx.db.select().from(chapters).where(eq(chapters.bookId, book.id)).orderBy(asc(chapters.chapterNumber));
  const removals = await loadRemovals(ctx.db, 'chapter', rows);
  return {
    book_id: book.id,
    title: book.title,
    author_name: author?.fullName || author?.username || user.username,
    is_published: book.isPublished,
    removed: await loadRemoval(ctx.db, 'story', book),
    chapters: rows.map((c) => ({
      chapter_id: c.id,
      ...presentChapterText(c),
      created_at: toIso(c.createdAt),
      updated_at: toIso(c.updatedAt),
      removed: removals.get(c.id) ?? null,
    })),
  };
}

/**
 * Deletes a chapter, takes its counts off the story's totals and closes the gap in the
 * numbering (in two steps, so the unique (book, number) index never sees a duplicate).
 * The book's chapters are locked first, in id order: every other writer (likes, views,
 * comments, publication) locks its chapter before the book, so taking the book and then the
 * chapters to renumber would deadlock with them. The number and counts used are the deleted
 * row's own, read under that lock.
 */
export async function deleteChapter(ctx: AppContext, user: AuthUser, chapterId: number) {
  const { chapter } = await loadOwnChapter(ctx.db, user, chapterId);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, chapter.bookId)).orderBy(asc(chapters.id)).for('update');
    const [before] = await tx
      .select({ chapterNumber: chapters.chapterNumber, views: chapters.views, likes: chapters.likes, comments: chapters.comments, removedAt: chapters.removedAt })
      .from(chapters)
      .where(and(eq(chapters.id, chapter.id), eq(chapters.bookId, chapter.bookId)));
    if (!before) return;
    const deleted = before;
    // Issue 26: the chapter leaves its story at once, into a deleted, unpublished story of its
    // own (books.deleted_at), which nobody can open, its author neither; the story's facts
    // and numbering follow as for a delete, and the purge.story job deletes the chapter with
    // its comments, likes, views and notices in short batches, outside this request.
    const now = new Date(ctx.clock());
    const tombResult = await tx.execute(sql`
      insert into books (author_id, title, category_id, is_published, deleted_at)
      select author_id, title, category_id, false, ${now.toISOString()}::timestamptz from books where id = ${chapter.bookId}
      returning id`);
    const tombRows = (Array.isArray(tombResult) ? tombResult : (tombResult as { rows: { id: number }[] }).rows) as { id: number }[];
    const tomb = { id: Number(tombRows[0]!.id) };
    await tx
      .update(chapters)
      .set({ bookId: tomb.id, chapterNumber: 1, isPublished: false, publishAt: null })
      .where(eq(chapters.id, chapter.id));
    // A reader's "continue reading" no longer points into the deleted chapter.
    await tx.execute(sql`update reading_progress set chapter_id = null where chapter_id = ${chapter.id}`);
    await enqueueStoryPurge(tx, tomb.id, now);
    // A removed chapter's counts already left the totals when it was removed (moderation/remove-content.ts).
    const counted = deleted.removedAt === null;
    await tx
      .update(books)
      .set({
        ...(counted
          ? {
              totalViews: sql`greatest(${books.totalViews} - ${deleted.views}, 0)`,
              totalLikes: sql`greatest(${books.totalLikes} - ${deleted.likes}, 0)`,
              totalComments: sql`greatest(${books.totalComments} - ${deleted.comments}, 0)`,
            }
          : {}),
        updatedAt: new Date(ctx.clock()),
      })
      .where(eq(books.id, chapter.bookId));
    // The later chapters move up one, the book's facts recounted once (renumber.ts).
    await renumberChapters(tx, chapter.bookId, async () => {
      await tx
        .update(chapters)
        .set({ chapterNumber: sql`-(${chapters.chapterNumber} - 1)` })
        .where(and(eq(chapters.bookId, chapter.bookId), gt(chapters.chapterNumber, deleted.chapterNumber)));
      await tx
        .update(chapters)
        .set({ chapterNumber: sql`-${chapters.chapterNumber}` })
        .where(and(eq(chapters.bookId, chapter.bookId), lt(chapters.chapterNumber, 0)));
    });
  });
  await chapterChanged(ctx, chapter.bookId, chapter.id, chapter.isPublished);
  if (chapter.isPublished) await invalidateShelves(ctx);
  return { message: MSG.chapterDeleted };
}
