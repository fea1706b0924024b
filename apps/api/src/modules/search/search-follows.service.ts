import type { AppContext } from '../../lib/context';
import type { AuthUser } from '../../lib/session';
import { authorize } from '../../policies/abilities';
import { follow, isFollowing, unfollow } from '../social/follows.service';

/*
 * The search page's follow calls name the acting user in the path (SPEC:
 * /search/follow/:userId/:authorId); that id only repeats the token's user.
 */

export async function isFollowingAs(ctx: AppContext, user: AuthUser, claimedUserId: number, authorId: number) {
  authorize(user, 'actAs', claimedUserId);
  return { isFollowing: await isFollowing(ctx.db, user.id, authorId) };
}

export function followAs(ctx: AppContext, user: AuthUser, claimedUserId: number, authorId: number) {
  authorize(user, 'actAs', claimedUserId);
  return follow(ctx, user, authorId);
}

export function unfollowAs(ctx: AppContext, user: AuthUser, claimedUserId: number, authorId: number) {
  authorize(user, 'actAs', claimedUserId);
  return unfollow(ctx, user, authorId);
}
