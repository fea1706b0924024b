import { MSG, type ProfileResponse } from '@okuryazar/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books, follows, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { publicFileUrl } from '../../lib/file-urls';
import type { AuthUser } from '../../lib/session';
import { hasBlocked } from '../../policies/blocks';
import { assertPersonShown } from '../../policies/people';
import { listedBooks } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { selectBookCards } from '../books/book-card.query';
import { followersCount, isFollowing } from '../social/follows.service';

/**
 * A blocker's profile does not exist for the person they blocked, nor a suspended author's
 * for anyone else (docs/PRODUCT.md#trust-and-safety). The answer never carries a birth date or an age, for anyone
 * (a minor's least of all).
 * Others see the published books (mature ones only when adult); the owner sees all of theirs. */
export async function getProfile(ctx: AppContext, viewer: AuthUser, userId: number): Promise<ProfileResponse> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const user = await assertPersonShown(ctx.db, viewer, row, MSG.profileNotFound);
  const own = viewer.id === user.id;
  const bookRows = await selectBookCards(ctx.db, viewer.id)
    .where(own ? and(eq(books.authorId, user.id), isNull(books.deletedAt)) : and(eq(books.authorId, user.id), listedBooks(viewer, ctx.clock())))
    .orderBy(desc(books.updatedAt), desc(books.id));
  const [following] = await ctx.db.select({ n: count() }).from(follows).where(eq(follows.followerId, user.id));
  return {
    user: {
      user_id: user.id,
      username: user.username,
      full_name: user.fullName,
      bio: user.bio,
      profile_image_url: publicFileUrl(ctx.config, user.profileImageUrl),
      join_date: toIso(user.createdAt),
      followers_count: await followersCount(ctx.db, user.id),
      following_count: Number(following?.n ?? 0),
      books_count: bookRows.filter((b) => b.isPublished).length,
    },
    books: bookRows.map((r) => presentBookCard(ctx.config, r)),
    isFollowing: own ? false : await isFollowing(ctx.db, viewer.id, user.id),
    isBlocked: own ? false : await hasBlocked(ctx.db, viewer.id, user.id),
  };
}
