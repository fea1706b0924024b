import type { AppContext } from '../../context';
import { presentNotification } from './notification.presenter';
import type { NotificationRow } from './notify';

/** Pushes stored notifications to their recipients' sockets, after the transaction committed. */
export async function deliverNotifications(ctx: AppContext, rows: NotificationRow[]): Promise<void> {
  for (const row of rows) {
    await ctx.events.publish(row.userId, { type: 'notification', data: presentNotification(row) }).catch(() => undefined);
  }
}
