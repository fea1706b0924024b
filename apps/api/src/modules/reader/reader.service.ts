import { MSG, type ReaderResponse } from '@okuryazar/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { books, chapterLikes, chapterViews, chapters, readingProgress } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { loadVisibleBookCard } from '../books/books.service';
import { createNotifications, notificationText, type NotificationRow } from '../notifications/notify';

const VIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A published chapter of a book the viewer may see, else 404. */
export async function loadReadableChapter(db: DbOrTx, viewer: Viewer | null, chapterId: number, now: number, bookId?: number) {
  const [row] = await db
    .select({ chapter: chapters })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.isPublished, true)))
    .limit(1);
  if (!row || (bookId !== undefined && row.chapter.bookId !== bookId)) throw notFound(MSG.chapterNotFound);
  const book = await loadVisibleBookCard(db, viewer, row.chapter.bookId, now);
  return { chapter: row.chapter, book };
}

/**
 * DESIGN §1: the book and every published chapter's metadata, but content only for the
 * requested chapter, so a long book does not ship megabytes per page.
 */
export async function getReaderChapter(ctx: AppContext, viewer: Viewer | null, bookId: number, chapterId: number): Promise<ReaderResponse> {
  const book = await loadVisibleBookCard(ctx.db, viewer, bookId, ctx.clock());
  const viewerId = viewer?.id ?? 0;
  const list = await ctx.db
    .select({
      id: chapters.id,
      number: chapters.chapterNumber,
      title: chapters.title,
      likes: chapters.likes,
      views: chapters.views,
      comments: chapters.comments,
      createdAt: chapters.createdAt,
      isLiked: sql<boolean>`(${chapterLikes.userId} is not null)`,
      content: sql<string | null>`case when ${chapters.id} = ${chapterId} then ${chapters.content} else null end`,
    })
    .from(chapters)
    .leftJoin(chapterLikes, and(eq(chapterLikes.chapterId, chapters.id), eq(chapterLikes.userId, viewerId)))
    .where(and(eq(chapters.bookId, bookId), eq(chapters.isPublished, true)))
    .orderBy(asc(chapters.chapterNumber));
  if (!list.some((c) => c.id === chapterId)) throw notFound(MSG.chapterNotFound);
  const card = presentBookCard(ctx.config, book);
  return {
    ...card,
    current_chapter_id: chapterId,
    chapters: list.map((c) => ({
      chapter_id: c.id,
      chapter_number: c.number,
      title: c.title,
      content: c.content,
      is_published: true,
      is_liked: Boolean(c.isLiked),
      likes: c.likes,
      views: c.views,
      comments: c.comments,
      created_at: toIso(c.createdAt),
      author_name: card.author_name,
    })),
  };
}

/**
 * Remembers that a reader opened a story (first time only) and tells the author once
 * (DESIGN §1 'read'). Returns the notification to deliver, if any.
 */
async function markStoryOpened(
  tx: DbOrTx,
  reader: Viewer & { username: string },
  book: { id: number; authorId: number; title: string },
  chapterId: number,
): Promise<NotificationRow[]> {
  const inserted = await tx
    .insert(readingProgress)
    .values({ userId: reader.id, bookId: book.id, chapterId, scrollY: 0 })
    .onConflictDoNothing()
    .returning({ bookId: readingProgress.bookId });
  if (inserted.length === 0) return [];
  return createNotifications(tx, [
    { userId: book.authorId, senderId: reader.id, type: 'read', content: notificationText.read(reader.username, book.title), bookId: book.id },
  ]);
}

/** One counted view per reader and chapter per 24 hours; authors reading themselves do not count. */
export async function incrementViews(ctx: AppContext, viewer: Viewer & { username: string }, bookId: number, chapterId: number) {
  const now = ctx.clock();
  const { chapter, book } = await loadReadableChapter(ctx.db, viewer, chapterId, now, bookId);
  if (book.authorId === viewer.id) return { result: { viewUpdated: false, views: chapter.views }, notifications: [] };

  return ctx.db.transaction(async (tx) => {
    const counted = await tx
      .insert(chapterViews)
      .values({ userId: viewer.id, chapterId, lastCountedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [chapterViews.userId, chapterViews.chapterId],
        set: { lastCountedAt: new Date(now) },
        setWhere: sql`${chapterViews.lastCountedAt} <= ${new Date(now - VIEW_WINDOW_MS)}`,
      })
      .returning({ userId: chapterViews.userId });
    const notifications = await markStoryOpened(tx, viewer, { id: book.id, authorId: book.authorId, title: book.title }, chapterId);
    if (counted.length === 0) return { result: { viewUpdated: false, views: chapter.views }, notifications };
    const [updated] = await tx
      .update(chapters)
      .set({ views: sql`${chapters.views} + 1` })
      .where(eq(chapters.id, chapterId))
      .returning({ views: chapters.views });
    await tx.update(books).set({ totalViews: sql`${books.totalViews} + 1` }).where(eq(books.id, bookId));
    return { result: { viewUpdated: true, views: updated!.views }, notifications };
  });
}

export async function getProgress(ctx: AppContext, viewer: Viewer, bookId: number) {
  await loadVisibleBookCard(ctx.db, viewer, bookId, ctx.clock());
  const [row] = await ctx.db
    .select({ chapterId: readingProgress.chapterId, scrollY: readingProgress.scrollY, timestamp: readingProgress.positionTimestamp })
    .from(readingProgress)
    .innerJoin(chapters, and(eq(chapters.id, readingProgress.chapterId), eq(chapters.isPublished, true)))
    .where(and(eq(readingProgress.userId, viewer.id), eq(readingProgress.bookId, bookId)))
    .limit(1);
  if (!row || row.chapterId === null) return { last_chapter_id: null, position_in_chapter: null };
  return { last_chapter_id: row.chapterId, position_in_chapter: { scrollY: row.scrollY, timestamp: row.timestamp ?? 0 } };
}

export async function saveProgress(
  ctx: AppContext,
  viewer: Viewer & { username: string },
  input: { bookId: number; chapterId: number; position: { scrollY: number; timestamp: number } },
) {
  const now = ctx.clock();
  const { book } = await loadReadableChapter(ctx.db, viewer, input.chapterId, now, input.bookId);
  return ctx.db.transaction(async (tx) => {
    const notifications =
      book.authorId === viewer.id ? [] : await markStoryOpened(tx, viewer, { id: book.id, authorId: book.authorId, title: book.title }, input.chapterId);
    await tx
      .update(readingProgress)
      .set({
        chapterId: input.chapterId,
        scrollY: Math.round(input.position.scrollY),
        positionTimestamp: Math.round(input.position.timestamp) || now,
        updatedAt: new Date(now),
      })
      .where(and(eq(readingProgress.userId, viewer.id), eq(readingProgress.bookId, input.bookId)));
    if (book.authorId === viewer.id) {
      await tx
        .insert(readingProgress)
        .values({ userId: viewer.id, bookId: input.bookId, chapterId: input.chapterId, scrollY: Math.round(input.position.scrollY), positionTimestamp: now })
        .onConflictDoNothing();
    }
    return { result: { success: true }, notifications };
  });
}

export async function toggleChapterLike(ctx: AppContext, viewer: Viewer & { username: string }, chapterId: number) {
  const { chapter, book } = await loadReadableChapter(ctx.db, viewer, chapterId, ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const added = await tx.insert(chapterLikes).values({ userId: viewer.id, chapterId }).onConflictDoNothing().returning({ c: chapterLikes.chapterId });
    if (added.length > 0) {
      const [row] = await tx.update(chapters).set({ likes: sql`${chapters.likes} + 1` }).where(eq(chapters.id, chapterId)).returning({ likes: chapters.likes });
      await tx.update(books).set({ totalLikes: sql`${books.totalLikes} + 1` }).where(eq(books.id, book.id));
      const notifications = await createNotifications(tx, [
        {
          userId: book.authorId,
          senderId: viewer.id,
          type: 'like',
          content: notificationText.like(viewer.username, chapter.title),
          bookId: book.id,
          chapterId,
        },
      ]);
      return { result: { isLiked: true, likes: row!.likes }, notifications };
    }
    const removed = await tx
      .delete(chapterLikes)
      .where(and(eq(chapterLikes.userId, viewer.id), eq(chapterLikes.chapterId, chapterId)))
      .returning({ c: chapterLikes.chapterId });
    if (removed.length === 0) {
      const [row] = await tx.select({ likes: chapters.likes }).from(chapters).where(eq(chapters.id, chapterId));
      return { result: { isLiked: false, likes: row!.likes }, notifications: [] };
    }
    const [row] = await tx
      .update(chapters)
      .set({ likes: sql`greatest(${chapters.likes} - 1, 0)` })
      .where(eq(chapters.id, chapterId))
      .returning({ likes: chapters.likes });
    await tx.update(books).set({ totalLikes: sql`greatest(${books.totalLikes} - 1, 0)` }).where(eq(books.id, book.id));
    return { result: { isLiked: false, likes: row!.likes }, notifications: [] };
  });
}
