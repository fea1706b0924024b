import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { applyThreadRead } from '../../live';

/** POST /messages/{userId}/read up to the newest message shown; the badge takes the server's new total. */
export function useMarkThreadRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      call('POST /messages/:userId/read', { params: { userId }, body: { message_id: messageId } }),
    onSuccess: (total) => applyThreadRead(queryClient, userId, total),
  });
}
