import { ERROR_CODES, MSG, SAFETY_MSG, type BeforePageQuery, type RelationUser } from '@okuryazar/shared';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { follows, userBlocks, userMutes, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { publicFileUrl } from '../../lib/file-urls';
import type { AuthUser } from '../../lib/session';

/** The two lists share one shape: the owner's rows naming other people, newest first. */
const relations = {
  block: { table: userBlocks, owner: userBlocks.blockerId, other: userBlocks.blockedId, self: SAFETY_MSG.cannotBlockSelf },
  mute: { table: userMutes, owner: userMutes.muterId, other: userMutes.mutedId, self: SAFETY_MSG.cannotMuteSelf },
} as const;
export type RelationKind = keyof typeof relations;

const person = { id: users.id, username: users.username, fullName: users.fullName, profileImageUrl: users.profileImageUrl };

function present(ctx: AppContext, row: { id: number; username: string; fullName: string; profileImageUrl: string | null }, createdAt: Date): RelationUser {
  return {
    user_id: row.id,
    username: row.username,
    full_name: row.fullName,
    profile_image_url: publicFileUrl(ctx.config, row.profileImageUrl),
    created_at: toIso(createdAt),
  };
}

async function loadTarget(ctx: AppContext, user: AuthUser, targetId: number, kind: RelationKind) {
  if (targetId === user.id) throw new AppError(400, relations[kind].self, ERROR_CODES.VALIDATION);
  const [target] = await ctx.db.select(person).from(users).where(eq(users.id, targetId));
  if (!target) throw notFound(MSG.userNotFound);
  return target;
}

/**
 * Blocking is idempotent and silent: the blocked person is not notified, and the follows
 * between the two end in both directions in the same transaction (docs/PRODUCT.md#trust-and-safety).
 */
export async function addRelation(ctx: AppContext, user: AuthUser, targetId: number, kind: RelationKind): Promise<RelationUser> {
  const target = await loadTarget(ctx, user, targetId, kind);
  const r = relations[kind];
  const createdAt = await ctx.db.transaction(async (tx) => {
    const createdAt = new Date(ctx.clock());
    if (kind === 'mute') await tx.insert(userMutes).values({ muterId: user.id, mutedId: targetId, createdAt }).onConflictDoNothing();
    else {
      await tx.insert(userBlocks).values({ blockerId: user.id, blockedId: targetId, createdAt }).onConflictDoNothing();
      await tx
        .delete(follows)
        .where(or(and(eq(follows.followerId, user.id), eq(follows.followedId, targetId)), and(eq(follows.followerId, targetId), eq(follows.followedId, user.id))));
    }
    const [row] = await tx.select({ createdAt: r.table.createdAt }).from(r.table).where(and(eq(r.owner, user.id), eq(r.other, targetId)));
    return row!.createdAt;
  });
  return present(ctx, target, createdAt);
}

export async function removeRelation(ctx: AppContext, user: AuthUser, targetId: number, kind: RelationKind) {
  await loadTarget(ctx, user, targetId, kind);
  const r = relations[kind];
  await ctx.db.delete(r.table).where(and(eq(r.owner, user.id), eq(r.other, targetId)));
  return { success: true };
}

/** Newest first; `before` is the user_id of the last person the client holds. */
export async function listRelations(ctx: AppContext, user: AuthUser, kind: RelationKind, page: BeforePageQuery): Promise<RelationUser[]> {
  const r = relations[kind];
  const tableName = kind === 'block' ? sql.raw('user_blocks') : sql.raw('user_mutes');
  const ownerCol = sql.raw(kind === 'block' ? 'blocker_id' : 'muter_id');
  const otherCol = sql.raw(kind === 'block' ? 'blocked_id' : 'muted_id');
  const after =
    page.before === undefined
      ? undefined
      : sql`(${r.table.createdAt}, ${r.other}) < (select x.created_at, x.${otherCol} from ${tableName} x where x.${ownerCol} = ${user.id} and x.${otherCol} = ${page.before})`;
  const rows = await ctx.db
    .select({ person, createdAt: r.table.createdAt })
    .from(r.table)
    .innerJoin(users, eq(users.id, r.other))
    .where(and(eq(r.owner, user.id), after))
    .orderBy(desc(r.table.createdAt), desc(r.other))
    .limit(page.limit);
  return rows.map((row) => present(ctx, row.person, row.createdAt));
}
