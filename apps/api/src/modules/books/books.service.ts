import { MSG, tagSlug, type BookPageResponse, type LibraryStatus } from '@okuryazar/shared';
import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { books, libraryEntries } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listedBooks, visibleBooks, type Viewer } from '../../policies/books';
import { assertMayActOn } from '../../policies/blocks';
import type { TokenClaims } from '../../lib/tokens';
import { sessionUser, type AuthUser } from '../../lib/session';
import { presentBookCard } from './book-card.presenter';
import { forgetRecommendations } from '../dashboard/recommendation-cache';
import { selectBookCards, type BookCardRow, type ViewerColumns } from './book-card.query';
import { rowsOf } from '../../db/raw-sql';
import { chapterListCacheOf, liveChapterList, sessionBookWithChaptersSql, type CachedChapterList, type ChapterListColumns } from './chapter-list';

const RECOMMENDATION_COUNT = 6;

/** A book the viewer may see (published, mature only for adults, or their own), else 404. */
export async function loadVisibleBookCard(db: DbOrTx, viewer: Viewer | null, bookId: number, now: number) {
  const [row] = await selectBookCards(db, viewer?.id ?? null)
    .where(and(eq(books.id, bookId), visibleBooks(viewer, now)))
    .limit(1);
  if (!row) throw notFound(MSG.bookNotFound);
  return row;
}

type BookPageRow = ViewerColumns & Partial<BookCardRow> & Partial<ChapterListColumns> & { tagLabels?: string[]; libraryStatus?: LibraryStatus | null };

/** The book page in one statement: the session check, the book card and its published chapters (chapter-list.ts). */
async function readBookPageRow(ctx: AppContext, claims: TokenClaims, bookId: number, held: CachedChapterList | undefined) {
  const [row] = await rowsOf<BookPageRow>(
    ctx.db,
    sessionBookWithChaptersSql(
      ctx,
      claims,
      bookId,
      held,
      sql`b.tags as "tagLabels", (select l.status from library_entries l where l.user_id = v.id and l.book_id = b.id) as "libraryStatus"`,
    ),
    'book_page',
  );
  return row;
}

export async function getBookPage(ctx: AppContext, claims: TokenClaims, bookId: number): Promise<{ viewer: AuthUser; body: BookPageResponse }> {
  const cache = chapterListCacheOf(ctx);
  const held = cache.peek(bookId);
  let row = await readBookPageRow(ctx, claims, bookId, held);
  const viewer = sessionUser(row);
  if (!row?.id) throw notFound(MSG.bookNotFound);
  let chapters = liveChapterList(cache, bookId, held, row as ChapterListColumns);
  if (!chapters) {
    row = await readBookPageRow(ctx, claims, bookId, undefined);
    if (!row?.id) throw notFound(MSG.bookNotFound);
    chapters = liveChapterList(cache, bookId, undefined, row as ChapterListColumns) ?? [];
  }
  const tags = (row.tagLabels ?? []).map((label) => ({ tag: tagSlug(label), label }));
  return { viewer, body: { book: presentBookCard(ctx.config, row as BookCardRow), chapters, tags, library_status: row.libraryStatus ?? null } };
}

/**
 * "Readers of this book also read" first (books sharing libraries with this one), then the
 * same category by popularity. Never the book itself, the viewer's own books or books
 * already in the viewer's library.
 */
export async function getRecommendations(ctx: AppContext, viewer: Viewer | null, bookId: number) {
  const now = ctx.clock();
  const base = await loadVisibleBookCard(ctx.db, viewer, bookId, now);
  const viewerId = viewer?.id ?? 0;
  const rows = await selectBookCards(ctx.db, viewer?.id ?? null)
    .where(
      and(
        listedBooks(viewer, now),
        ne(books.id, bookId),
        ne(books.authorId, viewerId),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(libraryEntries)
            .where(and(eq(libraryEntries.bookId, books.id), eq(libraryEntries.userId, viewerId))),
        ),
      ),
    )
    .orderBy(
      desc(sql`(select count(*) from library_entries other
                 join library_entries mine on mine.user_id = other.user_id and mine.book_id = ${bookId}
                 where other.book_id = ${books.id})`),
      desc(sql`${books.categoryId} = ${base.categoryId}`),
      desc(books.totalViews),
      desc(books.id),
    )
    .limit(RECOMMENDATION_COUNT);
  return rows.map((r) => presentBookCard(ctx.config, r));
}

export async function toggleLibrary(ctx: AppContext, viewer: Viewer, bookId: number) {
  const book = await loadVisibleBookCard(ctx.db, viewer, bookId, ctx.clock());
  const removed = await ctx.db
    .delete(libraryEntries)
    .where(and(eq(libraryEntries.userId, viewer.id), eq(libraryEntries.bookId, bookId)))
    .returning({ bookId: libraryEntries.bookId });
  // Adding the story acts on its author's work (403 BLOCKED across a block); taking it out does not.
  if (removed.length === 0) {
    await assertMayActOn(ctx.db, viewer.id, book.authorId);
    await ctx.db.insert(libraryEntries).values({ userId: viewer.id, bookId }).onConflictDoNothing();
  }
  // The library seeds the reader's recommendations: the next dashboard computes them anew.
  forgetRecommendations(ctx, viewer.id);
  return { isInLibrary: removed.length === 0 };
}
