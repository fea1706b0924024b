import type { Notification } from '@okuryazar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { liveKeys, type NotificationPages, type UnreadCount } from '../../live';

/** The list and the badge as they were before an optimistic "read", to put back if the call fails. */
export type ReadSnapshot = { list: NotificationPages | undefined; count: UnreadCount | undefined };

/**
 * Marks notifications read in the cache before the server answers (docs/PRODUCT.md#behaviour-and-states):
 * `read` turns each loaded notification into its read form, `count` gives the badge's new total
 * (undefined leaves the badge as it is).
 */
export async function markReadInCache(
  queryClient: QueryClient,
  read: (n: Notification) => Notification,
  count: (old: UnreadCount | undefined) => UnreadCount | undefined,
): Promise<ReadSnapshot> {
  await queryClient.cancelQueries({ queryKey: liveKeys.notifications });
  const snapshot: ReadSnapshot = {
    list: queryClient.getQueryData<NotificationPages>(liveKeys.notificationsList),
    count: queryClient.getQueryData<UnreadCount>(liveKeys.unreadCount),
  };
  if (snapshot.list) {
    queryClient.setQueryData(liveKeys.notificationsList, {
      ...snapshot.list,
      pages: snapshot.list.pages.map((page) => page.map(read)),
    });
  }
  const nextCount = count(snapshot.count);
  if (nextCount) queryClient.setQueryData<UnreadCount>(liveKeys.unreadCount, nextCount);
  return snapshot;
}

/** Puts back what `markReadInCache` saw, after the call failed. */
export function restoreReadSnapshot(queryClient: QueryClient, snapshot: ReadSnapshot | undefined) {
  if (!snapshot) return;
  queryClient.setQueryData(liveKeys.notificationsList, snapshot.list);
  queryClient.setQueryData(liveKeys.unreadCount, snapshot.count);
}
