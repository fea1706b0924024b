import type { AuthorsBooksResponse } from '@okuryazar/shared';
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books, users } from '../../db/schema';
import { publicFileUrl } from '../../lib/file-urls';
import type { AuthUser } from '../../lib/session';
import { listedBooks } from '../../policies/books';

/** Suggested authors: those with published books the viewer does not follow yet, most followed first; never a suspended one (docs/PRODUCT.md#trust-and-safety). */
export async function authorsAndBooks(ctx: AppContext, viewer: AuthUser): Promise<AuthorsBooksResponse> {
  const outerUserId = sql`"users"."id"`;
  const authorRows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      profileImageUrl: users.profileImageUrl,
      followers: sql<number>`(select count(*)::int from follows f where f.followed_id = ${outerUserId})`,
      following: sql<boolean>`exists(select 1 from follows f where f.followed_id = ${outerUserId} and f.follower_id = ${viewer.id})`,
    })
    .from(users)
    .where(sql`${ne(users.id, viewer.id)} and ${users.suspendedAt} is null and exists(select 1 from books b where b.author_id = ${outerUserId} and b.is_published)`)
    .orderBy(
      sql`exists(select 1 from follows f where f.followed_id = ${outerUserId} and f.follower_id = ${viewer.id}) asc`,
      desc(sql`(select count(*) from follows f where f.followed_id = ${outerUserId})`),
      desc(users.id),
    )
    .limit(6);
  const bookRows = await ctx.db
    .select({ id: books.id, title: books.title, fullName: users.fullName, username: users.username, views: books.totalViews, cover: books.coverImageUrl })
    .from(books)
    .innerJoin(users, eq(users.id, books.authorId))
    .where(listedBooks(viewer, ctx.clock()))
    .orderBy(desc(books.totalViews), desc(books.id))
    .limit(6);
  return {
    authors: authorRows.map((a) => ({
      user_id: a.id,
      username: a.username,
      full_name: a.fullName,
      profile_image_url: publicFileUrl(ctx.config, a.profileImageUrl),
      followers_count: Number(a.followers),
      is_following: Boolean(a.following),
    })),
    books: bookRows.map((b) => ({
      book_id: b.id,
      title: b.title,
      author: b.fullName || b.username,
      total_views: b.views,
      cover_image_url: publicFileUrl(ctx.config, b.cover),
    })),
  };
}
