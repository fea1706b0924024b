import { LIST_PAGE_MAX, nextCursor } from '@okuryazar/shared';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useUnreadTotal } from '../../../lib/useUnreadTotal';
import { allConversations, liveKeys, wholeThread, type MessagePartner } from '../../live';
import { cursorPaging } from '../../../lib/cursorPaging';

/**
 * GET /messages, 50 conversations a page, newest first; the next page starts after the
 * oldest one held (`?before=<its user_id>`). `data` is the loaded list, each conversation once.
 */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: liveKeys.conversations,
    ...cursorPaging(
      (before, signal) => call('GET /messages', { query: { before }, signal }),
      (lastPage) => nextCursor(lastPage, (c) => c.user_id, LIST_PAGE_MAX),
    ),
    select: allConversations,
  });
}

/**
 * GET /messages/{userId}: the newest 50 messages first; older ones page in before the oldest
 * held (`?before=<message_id>`). `data` is the loaded thread, its messages oldest first.
 */
export function useThread(userId: number | null) {
  return useInfiniteQuery({
    queryKey: liveKeys.thread(userId ?? 0),
    // Only runs once enabled, that is with a userId.
    queryFn: ({ pageParam, signal }) =>
      call('GET /messages/:userId', {
        params: { userId: userId ?? 0 },
        query: { before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => {
      const oldest = lastPage.messages[0];
      return lastPage.messages.length >= LIST_PAGE_MAX && oldest ? oldest.message_id : undefined;
    },
    select: wholeThread,
    enabled: userId !== null,
  });
}

const lookupOptions = (username: string) => ({
  queryKey: liveKeys.messageUser(username),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    call('GET /messages/users/:username', { params: { username: username.trim() }, signal }),
  staleTime: 5 * 60_000,
});

/** GET /messages/users/{username}; a 404 means no such user. */
export function useMessageUser(username: string | null, enabled: boolean) {
  return useQuery({ ...lookupOptions(username ?? ''), enabled: enabled && Boolean(username) });
}

export function fetchMessageUser(
  queryClient: QueryClient,
  username: string,
): Promise<MessagePartner> {
  return queryClient.fetchQuery(lookupOptions(username));
}

/** Unread messages over every conversation, for the inbox badges; 0 until known. Live frames raise it (features/live). */
export function useUnreadMessages(): number {
  return useUnreadTotal(liveKeys.unreadMessages, (signal) =>
    call('GET /messages/unread-count', { signal }),
  );
}
