import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { liveKeys, withoutConversation, type ConversationPages } from '../../live';

/** DELETE /messages/{userId}: hidden for me only; it leaves the list at once. */
export function useDeleteConversation(onDeleted?: (userId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('DELETE /messages/:userId', { params: { userId } }),
    onSuccess: (_data, userId) => {
      // Leave the conversation first, so the pane does not try to reopen it once it is gone.
      onDeleted?.(userId);
      queryClient.setQueryData<ConversationPages>(liveKeys.conversations, (old) =>
        withoutConversation(old, userId),
      );
      queryClient.removeQueries({ queryKey: liveKeys.thread(userId) });
    },
  });
}
