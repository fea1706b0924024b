import { LIMITS, type DashboardResponse } from '@okuryazar/shared';
import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { books, libraryEntries, readingProgress } from '../../db/schema';
import { listedBooks, visibleBooks, type Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { preferredCategories, selectBookCards } from '../books/book-card.query';

const SHELF = LIMITS.dashboardShelfSize;

export async function getDashboard(ctx: AppContext, viewer: Viewer): Promise<DashboardResponse> {
  const now = ctx.clock();
  const cards = () => selectBookCards(ctx.db, viewer.id);

  // PGlite is a single connection, so the four shelves run one after another there.
  const yourLibrary = await cards()
    .innerJoin(libraryEntries, and(eq(libraryEntries.bookId, books.id), eq(libraryEntries.userId, viewer.id)))
    .leftJoin(readingProgress, and(eq(readingProgress.bookId, books.id), eq(readingProgress.userId, viewer.id)))
    .where(visibleBooks(viewer, now))
    .orderBy(desc(sql`greatest(${libraryEntries.addedAt}, coalesce(${readingProgress.updatedAt}, ${libraryEntries.addedAt}))`), desc(books.id));

  const recommended = await cards()
    .where(
      and(
        listedBooks(viewer, now),
        ne(books.authorId, viewer.id),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(libraryEntries)
            .where(and(eq(libraryEntries.bookId, books.id), eq(libraryEntries.userId, viewer.id))),
        ),
      ),
    )
    .orderBy(
      desc(sql`${books.categoryId} in ${preferredCategories(viewer.id)}`),
      desc(books.totalViews),
      desc(books.totalLikes),
      desc(books.id),
    )
    .limit(SHELF);

  const newReleases = await cards()
    .where(listedBooks(viewer, now))
    .orderBy(desc(sql`coalesce(${books.publishedAt}, ${books.createdAt})`), desc(books.id))
    .limit(SHELF);

  const popular = await cards()
    .where(listedBooks(viewer, now))
    .orderBy(desc(books.totalViews), desc(books.totalLikes), desc(books.id))
    .limit(SHELF);

  const present = (rows: Parameters<typeof presentBookCard>[1][]) => rows.map((r) => presentBookCard(ctx.config, r));
  return {
    yourLibrary: present(yourLibrary),
    recommended: present(recommended),
    newReleases: present(newReleases),
    popular: present(popular),
  };
}
