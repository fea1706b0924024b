import type { AppContext } from '../../lib/context';
import { deliverNotifications } from './deliver';
import type { Outcome } from '../../lib/outcome';

/** Sends an outcome's notifications and events to the recipients' sockets (after the commit). */
export async function deliverOutcome(ctx: AppContext, outcome: Outcome<unknown>): Promise<void> {
  await deliverNotifications(ctx, [...outcome.notifications]);
  for (const { userId, event } of outcome.events) await ctx.events.publish(userId, event).catch(() => undefined);
}
