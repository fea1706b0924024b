import { type Conversation, type Message } from '@okuryazar/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { applyMessage, liveKeys, sortConversations, type MessagePartner } from '../live';

export function useConversations() {
  return useQuery({
    queryKey: liveKeys.conversations,
    queryFn: ({ signal }) => apiRequest<Conversation[]>('/messages', { signal }),
    select: sortConversations,
  });
}

export function useThread(userId: number | null) {
  return useQuery({
    queryKey: liveKeys.thread(userId ?? 0),
    queryFn: ({ signal }) => apiRequest<Conversation>(`/messages/${userId}`, { signal }),
    enabled: userId !== null,
  });
}

const lookupOptions = (username: string) => ({
  queryKey: liveKeys.messageUser(username),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest<MessagePartner>(`/messages/users/${encodeURIComponent(username.trim())}`, { signal }),
  staleTime: 5 * 60_000,
});

/** GET /messages/users/{username}; a 404 means no such user. */
export function useMessageUser(username: string | null, enabled: boolean) {
  return useQuery({ ...lookupOptions(username ?? ''), enabled: enabled && Boolean(username) });
}

export function fetchMessageUser(queryClient: QueryClient, username: string): Promise<MessagePartner> {
  return queryClient.fetchQuery(lookupOptions(username));
}

/** POST /messages; the sent message joins its thread and lifts its conversation to the top. */
export function useSendMessage(partner: MessagePartner, myUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<Message>('/messages', { method: 'POST', body: { recipient_username: partner.username, content } }),
    onSuccess: (message) => applyMessage(queryClient, message, myUserId, partner),
  });
}

/** DELETE /messages/{userId}: hidden for me only; it leaves the list at once. */
export function useDeleteConversation(onDeleted?: (userId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(`/messages/${userId}`, { method: 'DELETE' }),
    onSuccess: (_data, userId) => {
      // Leave the conversation first, so the pane does not try to reopen it once it is gone.
      onDeleted?.(userId);
      queryClient.setQueryData<Conversation[]>(liveKeys.conversations, (old) => old?.filter((c) => c.user_id !== userId));
      queryClient.removeQueries({ queryKey: liveKeys.thread(userId) });
    },
  });
}
