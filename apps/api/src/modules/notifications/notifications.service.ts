import { MSG, type BeforePageQuery } from '@okuryazar/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notifications, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { keysetAfter } from '../../lib/keyset';
import type { AuthUser } from '../../plugins/authentication';
import { notSilencedBy } from '../../policies/blocks';
import { rowsOf } from '../books/book-card.sql';
import { presentNotification } from './notification.presenter';
import { notAboutDeletedStory } from '../stories/story-purge';

/** Newest first, keyset-paged on (created_at, id) by `before` (the last notification the client holds). */
export async function listNotifications(ctx: AppContext, user: AuthUser, page: BeforePageQuery) {
  const rows = await ctx.db
    .select({ n: notifications, username: users.username, profileImageUrl: users.profileImageUrl })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId))
    .where(and(eq(notifications.userId, user.id), notSilencedBy(user.id, notifications.senderId), notAboutDeletedStory(), await keysetAfter(ctx.db, notifications, page.before, 'desc')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
  return rows.map((r) => presentNotification(ctx.config, r.n, { username: r.username, profileImageUrl: r.profileImageUrl }));
}

export async function unreadCount(ctx: AppContext, user: AuthUser) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false), notSilencedBy(user.id, notifications.senderId), notAboutDeletedStory()));
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
 * One set-based UPDATE that answers how many it changed: the count comes back as one row, never
 * a row per notification (with 100,000 unread, returning each id took 4.7 s; issue 26).
 */
export async function markAllRead(ctx: AppContext, user: AuthUser) {
  const [row] = await rowsOf<{ updated: number }>(
    ctx.db,
    sql`with changed as (
          update ${notifications} set is_read = true
          where ${notifications.userId} = ${user.id} and not ${notifications.isRead}
          returning 1
        )
        select count(*)::int as updated from changed`,
    'notifications_mark_all_read',
  );
  return { updated: Number(row?.updated ?? 0) };
}
