import { nextCursor } from '@okuryazar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useUnreadTotal } from '../../../lib/useUnreadTotal';
import { liveKeys } from '../../live';
import { cursorPaging } from '../../../lib/cursorPaging';

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: liveKeys.notificationsList,
    // The API pages them 50 at a time; older ones follow ?before=<the last id held>.
    ...cursorPaging(
      (before, signal) => call('GET /notifications', { query: { before }, signal }),
      (last) => nextCursor(last, (n) => n.id),
    ),
  });
}

/** Unread notifications for the header badge; 0 until known. */
export function useUnreadCount(): number {
  return useUnreadTotal(liveKeys.unreadCount, (signal) =>
    call('GET /notifications/unread-count', { signal }),
  );
}
