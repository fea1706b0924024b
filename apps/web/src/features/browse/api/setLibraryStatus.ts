import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookPageResponse, LibraryStatus } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { browseKeys } from './queries';

/**
 * PUT /library/{bookId}/status: the reader's own status for a story (it joins the library if it
 * was not there). The answer is written into the cached book page; the library and the
 * dashboard reload. The toast is the caller's.
 */
export function useSetLibraryStatus(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: LibraryStatus) => call('PUT /library/:bookId/status', { params: { bookId }, body: { status } }),
    onSuccess: ({ status }) => {
      client.setQueryData<BookPageResponse>(browseKeys.book(bookId), (old) => (old ? { ...old, library_status: status, book: { ...old.book, isInLibrary: true } } : old));
      void client.invalidateQueries({ queryKey: browseKeys.library });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
