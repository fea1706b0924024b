import type { Notification } from '@okuryazar/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { liveKeys, type NotificationPages, type UnreadCount } from '../live';

/** The API pages notifications 50 at a time (?before={id} for older ones). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: liveKeys.notificationsList,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Notification[]>(pageParam ? `/notifications?before=${pageParam}` : '/notifications', { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length >= NOTIFICATIONS_PAGE_SIZE ? last[last.length - 1]?.id : undefined),
  });
}

/** Unread notifications for the header badge; 0 until known. */
export function useUnreadCount(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: liveKeys.unreadCount,
    queryFn: ({ signal }) => apiRequest<UnreadCount>('/notifications/unread-count', { signal }),
    enabled: session !== null,
    staleTime: 60_000,
  });
  return data && typeof data.count === 'number' && data.count > 0 ? data.count : 0;
}

type Snapshot = { list: NotificationPages | undefined; count: UnreadCount | undefined };

function mapList(list: NotificationPages | undefined, fn: (n: Notification) => Notification) {
  return list ? { ...list, pages: list.pages.map((page) => page.map(fn)) } : list;
}

/** SPEC §4: read on click, optimistically; the old state comes back if the call fails. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Notification, Snapshot>({
    mutationFn: (n) => apiRequest(`/notifications/${n.id}/mark-read`, { method: 'PUT' }),
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
    mutationFn: () => apiRequest('/notifications/mark-all-read', { method: 'PUT' }),
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
