import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { follows, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { Outcome } from '../../lib/outcome';
import type { AuthUser } from '../../lib/session';
import { assertNotBlocked } from '../../policies/blocks';
import { profileShownTo } from '../../policies/moderation';
import { createNotifications, notificationText } from '../notifications/notify';

export async function followersCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followedId, userId));
  return Number(row?.n ?? 0);
}

export async function isFollowing(db: DbOrTx, followerId: number, followedId: number): Promise<boolean> {
  const [row] = await db
    .select({ f: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The person exists; to be followed they must also not be suspended (their profile is "not
 * found" then, docs/PRODUCT.md#trust-and-safety). Unfollowing them stays possible.
 */
async function assertUserExists(db: DbOrTx, userId: number, viewer: AuthUser, toFollow = false) {
  const [row] = await db.select({ id: users.id, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (!row || (toFollow && !profileShownTo(row, viewer))) throw notFound(MSG.userNotFound);
}

/** Following is idempotent: a second follow changes nothing and notifies nobody. */
export async function follow(ctx: AppContext, user: AuthUser, targetId: number): Promise<Outcome<{ success: true; followers_count: number }>> {
  if (targetId === user.id) throw new AppError(400, MSG.cannotFollowSelf, ERROR_CODES.VALIDATION);
  await assertUserExists(ctx.db, targetId, user, true);
  await assertNotBlocked(ctx.db, user.id, targetId);
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId: user.id, followedId: targetId })
      .onConflictDoNothing()
      .returning({ f: follows.followerId });
    const notifications =
      inserted.length > 0
        ? await createNotifications(tx, [{ userId: targetId, senderId: user.id, type: 'follow', content: notificationText.follow(user.username) }])
        : [];
    return new Outcome({ success: true as const, followers_count: await followersCount(tx, targetId) }, notifications);
  });
}

export async function unfollow(ctx: AppContext, user: AuthUser, targetId: number) {
  if (targetId === user.id) throw new AppError(400, MSG.cannotFollowSelf, ERROR_CODES.VALIDATION);
  await assertUserExists(ctx.db, targetId, user);
  await ctx.db.delete(follows).where(and(eq(follows.followerId, user.id), eq(follows.followedId, targetId)));
  return { success: true as const, followers_count: await followersCount(ctx.db, targetId) };
}
