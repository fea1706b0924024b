import { LIMITS, type FeaturedBook } from '@okuryazar/shared';
import { and, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books, users } from '../../db/schema';
import { publicFileUrl } from '../../lib/file-urls';
import { listedBooks } from '../../policies/books';

/**
 * The landing carousel's covers: the most read stories a visitor may see (published, not
 * mature) that have a cover and at least one published chapter, so every slide is a story
 * a new member can open.
 */
async function loadFeatured(ctx: AppContext): Promise<FeaturedBook[]> {
  const rows = await ctx.db
    .select({
      id: books.id,
      title: books.title,
      fullName: users.fullName,
      username: users.username,
      cover: books.coverImageUrl,
    })
    .from(books)
    .innerJoin(users, eq(users.id, books.authorId))
    .where(
      and(
        listedBooks(null, ctx.clock()),
        isNotNull(books.coverImageUrl),
        ne(books.coverImageUrl, ''),
        gt(books.publishedChapterCount, 0),
      ),
    )
    .orderBy(desc(books.totalViews), desc(books.totalLikes), desc(books.id))
    .limit(LIMITS.featuredBooks);
  return rows.flatMap((row) => {
    const cover = publicFileUrl(ctx.config, row.cover);
    return cover ? [{ book_id: row.id, title: row.title, author_name: row.fullName || row.username, cover_image_url: cover }] : [];
  });
}

/**
 * Every visitor of the landing page asks for the same list; one query per
 * `featuredCacheSeconds` per instance is enough (a newly popular story shows up a minute late).
 */
export function featuredBooksCache(ctx: AppContext): () => Promise<FeaturedBook[]> {
  let cached: { at: number; value: Promise<FeaturedBook[]> } | null = null;
  return () => {
    const now = ctx.clock();
    if (!cached || now - cached.at >= LIMITS.featuredCacheSeconds * 1000) {
      const value = loadFeatured(ctx);
      cached = { at: now, value };
      // A failed query must not be served from the cache.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
