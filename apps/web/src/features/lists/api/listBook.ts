import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ListBookResponse, ListsPageResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { listKeys } from './queries';

/**
 * Puts a story into one of the viewer's lists or takes it out (the add-to-list dialog, a list
 * page). The server's answer goes into the dialog's lists at once (ticked or not, and the
 * count), so a box never shows the state from before the click while the lists are fetched
 * again; every other list query is then refreshed.
 */
export function useListBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, bookId, inList }: { listId: number; bookId: number; inList: boolean }) =>
      inList
        ? call('POST /lists/:listId/books/:bookId', { params: { listId, bookId } })
        : call('DELETE /lists/:listId/books/:bookId', { params: { listId, bookId } }),
    onSuccess: (answer) => {
      client.setQueryData<InfiniteData<ListsPageResponse>>(listKeys.mine(answer.book_id), (old) => old && withAnswer(old, answer));
      void client.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}

function withAnswer(data: InfiniteData<ListsPageResponse>, answer: ListBookResponse): InfiniteData<ListsPageResponse> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      lists: page.lists.map((list) => (list.id === answer.list_id ? { ...list, has_book: answer.in_list, book_count: answer.book_count } : list)),
    })),
  };
}
