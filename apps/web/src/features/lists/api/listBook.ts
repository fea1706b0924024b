import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listKeys } from './queries';

/** Puts a story into one of the viewer's lists or takes it out (the add-to-list dialog, a list page). */
export function useListBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, bookId, inList }: { listId: number; bookId: number; inList: boolean }) =>
      inList
        ? call('POST /lists/:listId/books/:bookId', { params: { listId, bookId } })
        : call('DELETE /lists/:listId/books/:bookId', { params: { listId, bookId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.all }),
  });
}
