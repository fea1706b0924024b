import { nextCursor } from '@okuryazar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useUnreadTotal } from '../../../lib/useUnreadTotal';
import { liveKeys } from '../../live';

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: liveKeys.notificationsList,
    queryFn: ({ pageParam, signal }) =>
      call('GET /notifications', { query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    // The API pages them 50 at a time; older ones follow ?before=<the last id held>.
    getNextPageParam: (last) => nextCursor(last, (n) => n.id),
  });
}

/** Unread notifications for the header badge; 0 until known. */
export function useUnreadCount(): number {
  return useUnreadTotal(liveKeys.unreadCount, (signal) =>
    call('GET /notifications/unread-count', { signal }),
  );
}
