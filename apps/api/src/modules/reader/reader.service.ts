import { MSG, type ReaderChapter, type ReaderResponse, type ReadingPosition } from '@okuryazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import { Outcome } from '../../lib/outcome';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { books, chapterLikes, chapterViews, chapters, readingProgress } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../policies/books';
import type { TokenClaims } from '../../lib/tokens';
import { sessionUser, type AuthUser } from '../../lib/session';
import { assertMayActOn } from '../../policies/blocks';
import { presentBookCard } from '../books/book-card.presenter';
import { type BookCardRow, type ViewerColumns } from '../books/book-card.query';
import { rowsOf } from '../../db/raw-sql';
import {
  chapterListCacheOf,
  liveChapterList,
  sessionBookWithChaptersSql,
  type CachedChapterList,
  type ChapterListColumns,
} from '../books/chapter-list';
import { loadVisibleBookCard } from '../books/books.service';
import { advanceLibraryStatus } from '../books/library-status';
import { createNotifications, notificationText, type NotificationRow } from '../notifications/notify';
import { countViewDay } from '../stats/view-days';
import { presentPosition } from './progress.presenter';
import { contentCacheOf } from '../../lib/content-cache-bus';
import { chapterTextOf, chapterTextSql, peekChapterText, type ChapterTextColumn, type HeldText } from './chapter-text';
import { presentRecap, returnRecapSql, type RecapColumn } from './return-recap';

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

type ReaderRow = ViewerColumns &
  Partial<BookCardRow> &
  Partial<ChapterListColumns> & { commentsClosed?: boolean; likedChapterIds: number[] | null; chapterText: ChapterTextColumn; recap?: RecapColumn };

/**
 * One statement: the session check, the book card, the live counters of its published
 * chapters, the viewer's likes among them and the requested chapter's version; its text
 * and author's notes only when `text` is not that version (./chapter-text.ts), the chapter
 * metadata only when `held` is not the book's current list (modules/books/chapter-list.ts).
 */
async function readReaderRow(
  ctx: AppContext,
  claims: TokenClaims,
  bookId: number,
  chapterId: number,
  held: CachedChapterList | undefined,
  text: HeldText | undefined,
) {
  const [row] = await rowsOf<ReaderRow>(
    ctx.db,
    sessionBookWithChaptersSql(
      ctx,
      claims,
      bookId,
      held,
      sql`b.comments_closed as "commentsClosed",
            array(select l.chapter_id from chapter_likes l where l.user_id = v.id and l.chapter_id = any (cl.ids)) as "likedChapterIds",
            ${chapterTextSql(chapterId, text)} as "chapterText",
            ${returnRecapSql(chapterId, ctx.clock())} as "recap"`,
    ),
    'reader_chapter',
  );
  return row;
}

/**
 * docs/PRODUCT.md#product-decisions: the book and every published chapter's metadata, but content only for the
 * requested chapter, so a long book does not ship megabytes per page. The chapter list's
 * metadata is cached per book and checked against the book's list version in the same
 * statement that reads everything live, so a publication, rename or deletion shows on the
 * very next call.
 */
export async function getReaderChapter(ctx: AppContext, claims: TokenClaims, bookId: number, chapterId: number): Promise<{ viewer: AuthUser; body: ReaderResponse }> {
  const cache = chapterListCacheOf(ctx);
  const held = cache.peek(bookId);
  const texts = contentCacheOf(ctx);
  const heldText = peekChapterText(texts, chapterId);
  let row = await readReaderRow(ctx, claims, bookId, chapterId, held, heldText);
  const viewer = sessionUser(row);
  if (!row?.id) throw notFound(MSG.bookNotFound);
  let list = liveChapterList(cache, bookId, held, row as ChapterListColumns);
  if (!list) {
    row = await readReaderRow(ctx, claims, bookId, chapterId, undefined, heldText);
    if (!row?.id) throw notFound(MSG.bookNotFound);
    list = liveChapterList(cache, bookId, undefined, row as ChapterListColumns) ?? [];
  }
  if (!list.some((c) => c.chapter_id === chapterId)) throw notFound(MSG.chapterNotFound);
  const card = presentBookCard(ctx.config, row as BookCardRow);
  const liked = new Set(row.likedChapterIds ?? []);
  const text = chapterTextOf(texts, chapterId, heldText, row.chapterText);
  const content = text?.content ?? null;
  const noteBefore = text?.noteBefore ?? null;
  const noteAfter = text?.noteAfter ?? null;
  const chapters: ReaderChapter[] = list.map((c) => {
    const current = c.chapter_id === chapterId;
    return {
      chapter_id: c.chapter_id,
      chapter_number: c.chapter_number,
      title: c.title,
      created_at: c.created_at,
      published_at: c.published_at,
      likes: c.likes,
      views: c.views,
      comments: c.comments,
      content: current ? content : null,
      note_before: current ? noteBefore : null,
      note_after: current ? noteAfter : null,
      is_published: true,
      is_liked: liked.has(c.chapter_id),
      author_name: card.author_name,
    };
  });
  return {
    viewer,
    body: { ...card, current_chapter_id: chapterId, comments_closed: Boolean(row.commentsClosed), chapters, recap: presentRecap(row.recap) },
  };
}

/**
 * Remembers that a reader opened a story (first time only) and tells the author once
 * (docs/PRODUCT.md#product-decisions 'read'). Returns the notification to deliver, if any.
 */
async function markStoryOpened(
  tx: DbOrTx,
  reader: Viewer & { username: string },
  book: { id: number; authorId: number; title: string },
  chapterId: number,
  now: number,
): Promise<NotificationRow[]> {
  // Its updated_at is the last read on the app's clock, as progress saves write it ("Önceki bölümlerde", ./return-recap.ts).
  const inserted = await tx
    .insert(readingProgress)
    .values({ userId: reader.id, bookId: book.id, chapterId, scrollY: 0, updatedAt: new Date(now) })
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
  if (book.authorId === viewer.id) return new Outcome({ viewUpdated: false, views: chapter.views });

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
    const notifications = await markStoryOpened(tx, viewer, { id: book.id, authorId: book.authorId, title: book.title }, chapterId, now);
    if (counted.length === 0) return new Outcome({ viewUpdated: false, views: chapter.views }, notifications);
    const [updated] = await tx
      .update(chapters)
      .set({ views: sql`${chapters.views} + 1` })
      .where(eq(chapters.id, chapterId))
      .returning({ views: chapters.views });
    await tx.update(books).set({ totalViews: sql`${books.totalViews} + 1` }).where(eq(books.id, bookId));
    await countViewDay(tx, chapterId, now);
    return new Outcome({ viewUpdated: true, views: updated!.views }, notifications);
  });
}

export async function getProgress(ctx: AppContext, viewer: Viewer, bookId: number) {
  await loadVisibleBookCard(ctx.db, viewer, bookId, ctx.clock());
  const [row] = await ctx.db
    .select({
      chapterId: readingProgress.chapterId,
      scrollY: readingProgress.scrollY,
      timestamp: readingProgress.positionTimestamp,
      paragraph: readingProgress.paragraph,
      offset: readingProgress.paragraphOffset,
    })
    .from(readingProgress)
    .innerJoin(chapters, and(eq(chapters.id, readingProgress.chapterId), eq(chapters.isPublished, true)))
    .where(and(eq(readingProgress.userId, viewer.id), eq(readingProgress.bookId, bookId)))
    .limit(1);
  if (!row || row.chapterId === null) return { last_chapter_id: null, position_in_chapter: null };
  return { last_chapter_id: row.chapterId, position_in_chapter: presentPosition(row) };
}

export async function saveProgress(
  ctx: AppContext,
  viewer: Viewer & { username: string },
  input: { bookId: number; chapterId: number; position: ReadingPosition },
) {
  const now = ctx.clock();
  const { book } = await loadReadableChapter(ctx.db, viewer, input.chapterId, now, input.bookId);
  return ctx.db.transaction(async (tx) => {
    const notifications =
      book.authorId === viewer.id ? [] : await markStoryOpened(tx, viewer, { id: book.id, authorId: book.authorId, title: book.title }, input.chapterId, now);
    await tx
      .update(readingProgress)
      .set({
        chapterId: input.chapterId,
        scrollY: Math.round(input.position.scrollY),
        // A save without a paragraph (the title, the comments, an older client) clears it.
        paragraph: input.position.paragraph ?? null,
        paragraphOffset: input.position.paragraph === undefined ? null : (input.position.offset ?? 0),
        positionTimestamp: Math.round(input.position.timestamp) || now,
        updatedAt: new Date(now),
      })
      .where(and(eq(readingProgress.userId, viewer.id), eq(readingProgress.bookId, input.bookId)));
    await advanceLibraryStatus(tx, viewer.id, input.bookId, input.chapterId);
    if (book.authorId === viewer.id) {
      await tx
        .insert(readingProgress)
        .values({
          userId: viewer.id,
          bookId: input.bookId,
          chapterId: input.chapterId,
          scrollY: Math.round(input.position.scrollY),
          paragraph: input.position.paragraph ?? null,
          paragraphOffset: input.position.paragraph === undefined ? null : (input.position.offset ?? 0),
          positionTimestamp: now,
        })
        .onConflictDoNothing();
    }
    return new Outcome({ success: true }, notifications);
  });
}

export async function toggleChapterLike(ctx: AppContext, viewer: Viewer & { username: string }, chapterId: number) {
  const { chapter, book } = await loadReadableChapter(ctx.db, viewer, chapterId, ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const added = await tx.insert(chapterLikes).values({ userId: viewer.id, chapterId }).onConflictDoNothing().returning({ c: chapterLikes.chapterId });
    if (added.length > 0) {
      // A new like acts on the author's work (rolled back when blocked); taking one back does not.
      await assertMayActOn(tx, viewer.id, book.authorId);
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
      ], ctx.clock());
      return new Outcome({ isLiked: true, likes: row!.likes }, notifications);
    }
    const removed = await tx
      .delete(chapterLikes)
      .where(and(eq(chapterLikes.userId, viewer.id), eq(chapterLikes.chapterId, chapterId)))
      .returning({ c: chapterLikes.chapterId });
    if (removed.length === 0) {
      const [row] = await tx.select({ likes: chapters.likes }).from(chapters).where(eq(chapters.id, chapterId));
      return new Outcome({ isLiked: false, likes: row!.likes });
    }
    const [row] = await tx
      .update(chapters)
      .set({ likes: sql`greatest(${chapters.likes} - 1, 0)` })
      .where(eq(chapters.id, chapterId))
      .returning({ likes: chapters.likes });
    await tx.update(books).set({ totalLikes: sql`greatest(${books.totalLikes} - 1, 0)` }).where(eq(books.id, book.id));
    return new Outcome({ isLiked: false, likes: row!.likes });
  });
}
