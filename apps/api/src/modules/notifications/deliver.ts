import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { presentNotification } from './notification.presenter';
import type { NotificationRow } from './notify';

/** Pushes stored notifications to their recipients' sockets, after the transaction committed. */
export async function deliverNotifications(ctx: AppContext, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const senderIds = [...new Set(rows.map((r) => r.senderId).filter((id): id is number => id !== null))];
  const senders = senderIds.length
    ? await ctx.db.select({ id: users.id, username: users.username, profileImageUrl: users.profileImageUrl }).from(users).where(inArray(users.id, senderIds))
    : [];
  const byId = new Map(senders.map((s) => [s.id, s]));
  await Promise.all(
    rows.map((row) =>
      ctx.events
        .publish(row.userId, { type: 'notification', data: presentNotification(ctx.config, row, row.senderId ? (byId.get(row.senderId) ?? null) : null) })
        .catch(() => undefined),
    ),
  );
}
