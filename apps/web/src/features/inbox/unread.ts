import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { applyThreadRead, liveKeys } from '../live';

/** Unread messages over every conversation, for the inbox badges; 0 until known. Live frames raise it (features/live). */
export function useUnreadMessages(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: liveKeys.unreadMessages,
    queryFn: ({ signal }) => call('GET /messages/unread-count', { signal }),
    enabled: session !== null,
    staleTime: 60_000,
  });
  return data && typeof data.count === 'number' && data.count > 0 ? data.count : 0;
}

/** The accessible name of every link to the inbox: the count is read out, the badge itself is hidden. */
export function messagesLabel(count: number): string {
  return count > 0 ? `Mesajlar, ${count} okunmamış` : 'Mesajlar';
}

/** POST /messages/{userId}/read up to the newest message shown; the badge takes the server's new total. */
export function useMarkThreadRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => call('POST /messages/:userId/read', { params: { userId }, body: { message_id: messageId } }),
    onSuccess: (total) => applyThreadRead(queryClient, userId, total),
  });
}
