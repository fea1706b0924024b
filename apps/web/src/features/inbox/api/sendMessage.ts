import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { applyMessage, type MessagePartner } from '../../live';

/** POST /messages; the sent message joins its thread and lifts its conversation to the top. */
export function useSendMessage(partner: MessagePartner, myUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call('POST /messages', { body: { recipient_username: partner.username, content } }),
    onSuccess: (message) => applyMessage(queryClient, message, myUserId, partner),
  });
}
