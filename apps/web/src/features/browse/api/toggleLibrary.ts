import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookPageResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { browseKeys } from './queries';

/**
 * docs/PRODUCT.md#behaviour-and-states Library toggle: the server's isInLibrary is written into the cached book page,
 * and every library list and the dashboard reload. The toast is the caller's.
 */
export function useToggleLibrary(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /books/:bookId/toggle-library', { params: { bookId } }),
    onSuccess: ({ isInLibrary }) => {
      client.setQueryData<BookPageResponse>(browseKeys.book(bookId), (old) =>
        old ? { ...old, book: { ...old.book, isInLibrary }, library_status: isInLibrary ? (old.library_status ?? 'planned') : null } : old,
      );
      void client.invalidateQueries({ queryKey: browseKeys.library });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => console.error('Kütüphane güncellenemedi:', error),
  });
}
