import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListPageResponse, ListsPageResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { cursorPaging } from '../../../lib/cursorPaging';

/** Every list query starts with 'lists', so one invalidation refreshes them all after a write. */
export const listKeys = {
  all: ['lists'] as const,
  mine: (bookId?: number) => ['lists', 'mine', bookId ?? null] as const,
  ofUser: (userId: number) => ['lists', 'user', userId] as const,
  list: (listId: number) => ['lists', 'list', listId] as const,
};

const nextBefore = (last: ListsPageResponse) => last.next_before;

/** The viewer's own lists, newest first; with `bookId`, each says whether it holds that story. */
export function useMyLists(bookId?: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: listKeys.mine(bookId),
    ...cursorPaging((before, signal) => call('GET /lists', { query: { before, ...(bookId ? { book: bookId } : {}) }, signal }), nextBefore),
    enabled,
  });
}

/** Someone's public lists (all of them when it is the viewer). */
export function useUserLists(userId: number) {
  return useInfiniteQuery({
    queryKey: listKeys.ofUser(userId),
    ...cursorPaging((before, signal) => call('GET /users/:userId/lists', { params: { userId }, query: { before }, signal }), nextBefore),
  });
}

interface ListPageParam {
  page: number;
  after?: string;
}

/** A list and its stories, a page at a time; the header comes with every page. */
export function useList(listId: number) {
  return useInfiniteQuery({
    queryKey: listKeys.list(listId),
    queryFn: ({ pageParam, signal }) =>
      call('GET /lists/:listId', { params: { listId }, query: { page: pageParam.page, ...(pageParam.after ? { after: pageParam.after } : {}) }, signal }),
    initialPageParam: { page: 1 } as ListPageParam,
    // The next page starts right after the last story shown: as quick at the thousandth story as at the first.
    getNextPageParam: (last: ListPageResponse): ListPageParam | undefined =>
      last.next_after === null ? undefined : { page: last.page + 1, after: last.next_after },
  });
}
