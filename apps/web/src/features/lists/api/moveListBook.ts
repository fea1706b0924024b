import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listKeys } from './queries';

/** Moves a story behind another of the list (null: to the front); the list's page reloads in the new order. */
export function useMoveListBook(listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, afterBookId }: { bookId: number; afterBookId: number | null }) =>
      call('PUT /lists/:listId/books/:bookId/position', { params: { listId, bookId }, body: { after_book_id: afterBookId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKeys.list(listId) }),
  });
}
