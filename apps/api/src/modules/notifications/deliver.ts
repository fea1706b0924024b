import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { users } from '../../db/schema';
import { presentNotification, type NotificationSender } from './notification.presenter';
import type { NotificationRow } from './notify';

/** A row from createNotifications carries its sender; any other row has it looked up. */
type Deliverable = NotificationRow & { sender?: NotificationSender | null };

/**
 * Pushes stored notifications to their recipients' sockets, after the transaction committed.
 * Rows from createNotifications already carry their sender (read before the commit), so the
 * usual path reads nothing from the database between the commit and the sockets (docs/PRODUCT.md#budgets).
 */
export async function deliverNotifications(
  ctx: AppContext,
  rows: NotificationRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const byId = await missingSenders(ctx, rows);
  await Promise.all(
    rows.map((row: Deliverable) => {
      const sender =
        row.sender !== undefined
          ? row.sender
          : row.senderId !== null
            ? (byId.get(row.senderId) ?? null)
            : null;
      return ctx.events
        .publish(row.userId, {
          type: 'notification',
          data: presentNotification(ctx.config, row, sender),
        })
        .catch(() => undefined);
    }),
  );
}

async function missingSenders(
  ctx: AppContext,
  rows: Deliverable[],
): Promise<Map<number, NotificationSender>> {
  const ids = [
    ...new Set(
      rows
        .filter((r) => r.sender === undefined && r.senderId !== null)
        .map((r) => r.senderId as number),
    ),
  ];
  if (ids.length === 0) return new Map();
  const senders = await ctx.db
    .select({ id: users.id, username: users.username, profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(senders.map((s) => [s.id, s]));
}
