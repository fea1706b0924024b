import { ERROR_CODES, MSG, knownWarnings, sexualNeedsMature, storyFieldsSchema, storyUpdateFieldsSchema } from '@okuryazar/shared';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { enforceWriteLimit } from '../../lib/write-limits';
import { books, chapters } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publicFileUrl } from '../../lib/file-urls';
import { COVER_LIMITS, deleteImage, normalizeImage, storeImage } from '../../lib/images';
import type { MultipartFile } from '../../lib/multipart';
import { verifyCurrentPassword } from '../../lib/current-password';
import { invalidateShelves } from '../../lib/shelf-cache';
import { invalidateContent } from '../../lib/content-cache-bus';
import { chapterListKey } from '../books/chapter-list';
import { storageKeyOf } from '../../lib/storage';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';
import { presentBookCard } from '../books/book-card.presenter';
import { selectBookCards } from '../books/book-card.query';
import { assertNotRemoved } from '../../policies/moderation';
import { replaceStoryTags } from '../discovery/story-tags';
import { loadRemoval, loadRemovals } from '../moderation/removals';
import { enqueueStoryPurge } from './story-purge';

function parseFields<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.badRequest);
  return parsed.data;
}

/** Removes a replaced or orphaned cover and its sizes; a failure here must not fail the user's request. */
async function discardFile(ctx: AppContext, stored: string | null | undefined): Promise<void> {
  const key = storageKeyOf(stored);
  if (key) await deleteImage(ctx.storage, key).catch(() => undefined);
}

export async function createStory(ctx: AppContext, user: AuthUser, fields: Record<string, string>, cover: MultipartFile | null) {
  // Checked in the order the form shows them: cover, then the fields.
  if (!cover) throw badRequest(MSG.coverRequired);
  const input = parseFields(storyFieldsSchema, fields);
  const image = await normalizeImage(cover.buffer, COVER_LIMITS);
  // Counted here, once the form is valid (a multipart body is only read by the service), so
  // a rejected form never uses up the author's budget.
  await enforceWriteLimit(ctx.attempts, ctx.clock, 'story', user.id);
  const key = await storeImage(ctx.storage, 'covers', image);
  try {
    const book = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(books)
        .values({
          authorId: user.id,
          title: input.title,
          description: input.description,
          coverImageUrl: key,
          categoryId: input.category_id,
          telifId: input.telif_id,
          isMatureContent: input.is_mature_content,
          contentWarnings: input.content_warnings,
          isPublished: false,
        })
        .returning({ id: books.id, title: books.title });
      await replaceStoryTags(tx, row!.id, input.tags ?? []);
      return row!;
    });
    return { book_id: book.id, title: book.title, message: MSG.storyCreated };
  } catch (error) {
    await discardFile(ctx, key);
    throw error;
  }
}

/**
 * The author's chapter list of a story (story details, and the answer of a reorder), in
 * reading order. The stored word count (migration 0019), so the list never loads the chapters' text.
 */
export async function loadStoryChapters(db: DbOrTx, bookId: number) {
  const rows = await db
    .select({
      id: chapters.id,
      chapterNumber: chapters.chapterNumber,
      title: chapters.title,
      isPublished: chapters.isPublished,
      views: chapters.views,
      likes: chapters.likes,
      comments: chapters.comments,
      wordCount: chapters.wordCount,
      updatedAt: chapters.updatedAt,
      publishAt: chapters.publishAt,
      removedAt: chapters.removedAt,
    })
    .from(chapters)
    .where(eq(chapters.bookId, bookId))
    .orderBy(asc(chapters.chapterNumber));
  // Only the author reaches the callers (loadOwnBook): removals with their notes are theirs to read.
  const chapterRemovals = await loadRemovals(db, 'chapter', rows);
  return rows.map((c) => ({
    chapter_id: c.id,
    chapter_number: c.chapterNumber,
    title: c.title,
    is_published: c.isPublished,
    views: c.views,
    likes: c.likes,
    comments: c.comments,
    word_count: c.wordCount,
    updated_at: toIso(c.updatedAt),
    publish_at: c.publishAt && !c.isPublished ? toIso(c.publishAt) : null,
    removed: chapterRemovals.get(c.id) ?? null,
  }));
}

export async function getStoryDetails(ctx: AppContext, user: AuthUser, bookId: number) {
  const book = await loadOwnBook(ctx.db, user, bookId);
  const chapterList = await loadStoryChapters(ctx.db, book.id);
  return {
    storyDetails: {
      book_id: book.id,
      title: book.title,
      description: book.description,
      cover_image_url: publicFileUrl(ctx.config, book.coverImageUrl),
      category_id: book.categoryId,
      telif_id: book.telifId,
      is_published: book.isPublished,
      is_mature_content: book.isMatureContent,
      content_warnings: knownWarnings(book.contentWarnings),
      tags: book.tags,
      is_completed: book.isCompleted,
      comments_closed: book.commentsClosed,
      removed: await loadRemoval(ctx.db, 'story', book),
    },
    chapters: chapterList,
  };
}

export async function updateStory(
  ctx: AppContext,
  user: AuthUser,
  bookId: number,
  fields: Record<string, string>,
  cover: MultipartFile | null,
) {
  const book = await loadOwnBook(ctx.db, user, bookId);
  assertNotRemoved(book);
  const input = parseFields(storyUpdateFieldsSchema, fields);
  // A form without the field keeps the stored warnings, which must still agree with the new content type.
  const contentWarnings = input.content_warnings ?? knownWarnings(book.contentWarnings);
  if (!sexualNeedsMature({ is_mature_content: input.is_mature_content, content_warnings: contentWarnings })) {
    throw badRequest(MSG.sexualNeedsMature);
  }
  const newKey = cover ? await storeImage(ctx.storage, 'covers', await normalizeImage(cover.buffer, COVER_LIMITS)) : null;
  const now = new Date(ctx.clock());
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(books)
        .set({
          title: input.title,
          description: input.description,
          categoryId: input.category_id,
          telifId: input.telif_id,
          isMatureContent: input.is_mature_content,
          contentWarnings,
          isPublished: input.is_published,
          isCompleted: input.is_completed,
          publishedAt: input.is_published ? (book.publishedAt ?? now) : book.publishedAt,
          updatedAt: now,
          ...(newKey ? { coverImageUrl: newKey } : {}),
        })
        .where(eq(books.id, book.id));
      if (input.tags) await replaceStoryTags(tx, book.id, input.tags);
    });
  } catch (error) {
    await discardFile(ctx, newKey);
    throw error;
  }
  if (newKey) await discardFile(ctx, book.coverImageUrl);
  await invalidateShelves(ctx);
  return { message: MSG.storyUpdated, ...(await getStoryDetails(ctx, user, book.id)) };
}

export async function listMyStories(ctx: AppContext, user: AuthUser, status: 'published' | 'all') {
  const rows = await selectBookCards(ctx.db, user.id)
    .where(status === 'published' ? and(eq(books.authorId, user.id), eq(books.isPublished, true)) : and(eq(books.authorId, user.id), isNull(books.deletedAt)))
    .orderBy(desc(books.updatedAt), desc(books.id));
  // The few stories a moderator removed stay on the author's own shelf, marked with the note (docs/PRODUCT.md#trust-and-safety).
  const removedRows = await ctx.db
    .select({ id: books.id, removedAt: books.removedAt })
    .from(books)
    .where(and(eq(books.authorId, user.id), isNotNull(books.removedAt)));
  const removals = await loadRemovals(ctx.db, 'story', removedRows);
  return rows.map((r) => ({ ...presentBookCard(ctx.config, r), removed: removals.get(r.id) ?? null }));
}

export async function unpublishStory(ctx: AppContext, user: AuthUser, bookId: number) {
  const book = await loadOwnBook(ctx.db, user, bookId);
  await ctx.db.update(books).set({ isPublished: false, updatedAt: new Date(ctx.clock()) }).where(eq(books.id, book.id));
  await invalidateShelves(ctx);
  return { message: MSG.storyUnpublished, book_id: book.id, is_published: false };
}

/** Deleting a story asks for the account password again; a wrong one deletes nothing. */
export async function deleteStory(ctx: AppContext, user: AuthUser, bookId: number, password: string) {
  const book = await loadOwnBook(ctx.db, user, bookId);
  // 403, not 401: a 401 would end the session on the client (docs/PRODUCT.md#behaviour-and-states).
  if (!(await verifyCurrentPassword(ctx, user, password))) {
    throw new AppError(403, MSG.wrongPassword, ERROR_CODES.INVALID_PASSWORD);
  }
  // Issue 26: the request only makes the story gone for everyone (unpublished, and the
  // tombstone hides it from its author too: loadOwnBook, my stories, the profile, links);
  // the purge job deletes its chapters, comments, likes, views and notices in short batches.
  // Only the book row is written, so no chapter lock is taken here.
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.clock());
    const [gone] = await tx
      .update(books)
      .set({ deletedAt: now, isPublished: false })
      .where(and(eq(books.id, book.id), isNull(books.deletedAt)))
      .returning({ id: books.id });
    if (!gone) throw notFound(MSG.storyNotFound);
    await enqueueStoryPurge(tx, book.id, now);
  });
  await invalidateShelves(ctx);
  // Its list is never served again (the reader statement reads visibility live); free it everywhere.
  await invalidateContent(ctx, { keys: [chapterListKey(book.id)] });
  await discardFile(ctx, book.coverImageUrl);
  return { message: MSG.storyDeleted };
}
