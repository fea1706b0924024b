import { nextCursor, type Notification } from '@okuryazar/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { liveKeys, type NotificationPages, type UnreadCount } from '../live';

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: liveKeys.notificationsList,
    queryFn: ({ pageParam, signal }) => call('GET /notifications', { query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    // The API pages them 50 at a time; older ones follow ?before=<the last id held>.
    getNextPageParam: (last) => nextCursor(last, (n) => n.id),
  });
}

/** Unread notifications for the header badge; 0 until known. */
export function useUnreadCount(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: liveKeys.unreadCount,
    queryFn: ({ signal }) => call('GET /notifications/unread-count', { signal }),
    enabled: session !== null,
    staleTime: 60_000,
  });
  return data && typeof data.count === 'number' && data.count > 0 ? data.count : 0;
}

type Snapshot = { list: NotificationPages | undefined; count: UnreadCount | undefined };

function mapList(list: NotificationPages | undefined, fn: (n: Notification) => Notification) {
  return list ? { ...list, pages: list.pages.map((page) => page.map(fn)) } : list;
}

/** docs/PRODUCT.md#behaviour-and-states: read on click, optimistically; the old state comes back if the call fails. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Notification, Snapshot>({
    mutationFn: (n) => call('PUT /notifications/:id/mark-read', { params: { id: n.id } }),
    onMutate: async (n) => {
      await queryClient.cancelQueries({ queryKey: liveKeys.notifications });
      const snapshot: Snapshot = {
        list: queryClient.getQueryData<NotificationPages>(liveKeys.notificationsList),
        count: queryClient.getQueryData<UnreadCount>(liveKeys.unreadCount),
      };
      queryClient.setQueryData(liveKeys.notificationsList, mapList(snapshot.list, (x) => (x.id === n.id ? { ...x, is_read: true } : x)));
      if (snapshot.count && !n.is_read) {
        queryClient.setQueryData<UnreadCount>(liveKeys.unreadCount, { count: Math.max(0, snapshot.count.count - 1) });
      }
      return snapshot;
    },
    onError: (error, _n, snapshot) => {
      console.error('Bildirim okundu işaretlenemedi', error);
      if (!snapshot) return;
      queryClient.setQueryData(liveKeys.notificationsList, snapshot.list);
      queryClient.setQueryData(liveKeys.unreadCount, snapshot.count);
    },
  });
}

/** 'Tümünü Okundu İşaretle': everything read at once, undone if the call fails. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void, Snapshot>({
    mutationFn: () => call('PUT /notifications/mark-all-read'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: liveKeys.notifications });
      const snapshot: Snapshot = {
        list: queryClient.getQueryData<NotificationPages>(liveKeys.notificationsList),
        count: queryClient.getQueryData<UnreadCount>(liveKeys.unreadCount),
      };
      queryClient.setQueryData(liveKeys.notificationsList, mapList(snapshot.list, (x) => (x.is_read ? x : { ...x, is_read: true })));
      queryClient.setQueryData<UnreadCount>(liveKeys.unreadCount, { count: 0 });
      return snapshot;
    },
    onError: (error, _v, snapshot) => {
      console.error('Bildirimler okundu işaretlenemedi', error);
      if (!snapshot) return;
      queryClient.setQueryData(liveKeys.notificationsList, snapshot.list);
      queryClient.setQueryData(liveKeys.unreadCount, snapshot.count);
    },
  });
}
