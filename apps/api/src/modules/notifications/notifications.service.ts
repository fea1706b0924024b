import { MSG, type BeforePageQuery } from '@okuryazar/shared';
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { notifications, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { keysetAfter } from '../../lib/keyset';
import type { AuthUser } from '../../lib/session';
import { notSilencedBy } from '../../policies/blocks';
import { rowsOf } from '../../db/raw-sql';
import { presentNotification } from './notification.presenter';
import { notAboutDeletedStory } from '../stories/story-purge';

/** The reader's read mark, as a subquery the planner evaluates once (an InitPlan). */
function readThrough(userId: number) {
  return sql`(select ${users.notificationsReadThrough} from ${users} where ${users.id} = ${userId})`;
}

/** The newest notification time the read mark covered (null before the first "mark all read"). */
function readAt(userId: number) {
  return sql`(select ${users.notificationsReadAt} from ${users} where ${users.id} = ${userId})`;
}

/**
 * Whether a notification of `userId` is read: its own flag, or covered by their read mark (at
 * or below its id and not dated after it: a grouped notice rewritten since is unread again).
 */
export function isReadFor(userId: number) {
  return sql<boolean>`(${notifications.isRead} or (${notifications.id} <= ${readThrough(userId)} and ${notifications.createdAt} <= ${readAt(userId)}))`;
}

/** Newest first, keyset-paged on (created_at, id) by `before` (the last notification the client holds). */
export async function listNotifications(ctx: AppContext, user: AuthUser, page: BeforePageQuery) {
  const rows = await ctx.db
    .select({ n: notifications, isRead: isReadFor(user.id), username: users.username, profileImageUrl: users.profileImageUrl })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId))
    .where(and(eq(notifications.userId, user.id), notSilencedBy(user.id, notifications.senderId), notAboutDeletedStory(), await keysetAfter(ctx.db, notifications, page.before, 'desc')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
  return rows.map((r) => presentNotification(ctx.config, { ...r.n, isRead: r.isRead }, { username: r.username, profileImageUrl: r.profileImageUrl }));
}

export async function unreadCount(ctx: AppContext, user: AuthUser) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), or(gt(notifications.id, readThrough(user.id)), gt(notifications.createdAt, readAt(user.id))), eq(notifications.isRead, false), notSilencedBy(user.id, notifications.senderId), notAboutDeletedStory()));
  return { count: Number(row?.n ?? 0) };
}

export async function markRead(ctx: AppContext, user: AuthUser, id: number) {
  const updated = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(MSG.notificationNotFound);
  return { id, is_read: true };
}

/**
 * Moves the reader's read mark to their newest notification: one row written whatever the
 * number of unread ones (issue 26: 100,000 unread took 4.7 s returning each id, then 1.2 s as
 * one UPDATE). The answer counts what the mark covered that was unread. A notification committed
 * later with a lower id (a fan-out batch that took its ids before this) counts as read too; that
 * is the price of not writing each row.
 */
export async function markAllRead(ctx: AppContext, user: AuthUser) {
  const [row] = await rowsOf<{ updated: number }>(
    ctx.db,
    sql`with newest as (
          select coalesce(max(${notifications.id}), 0) as id from ${notifications} where ${notifications.userId} = ${user.id}
        ),
        latest as (
          select max(${notifications.createdAt}) as at from ${notifications} where ${notifications.userId} = ${user.id}
        ),
        covered as (
          select count(*)::int as n from ${notifications}
          where ${notifications.userId} = ${user.id} and not ${notifications.isRead}
            and not ${isReadFor(user.id)}
        ),
        moved as (
          update ${users} set notifications_read_through = greatest(${users.notificationsReadThrough}, (select id from newest)),
            notifications_read_at = greatest(${users.notificationsReadAt}, (select at from latest))
          where ${users.id} = ${user.id}
          returning 1
        )
        select (select n from covered) as updated from moved`,
    'notifications_mark_all_read',
  );
  return { updated: Number(row?.updated ?? 0) };
}
