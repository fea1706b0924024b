import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { patchChapter, quiet } from './queries';

/**
 * Counts a view of the chapter (the server counts one per reader and window); the chapter shows
 * the server's count. Returns the function that sends it.
 *
 * A mutation run through the cache (offline it waits for the connection like any other), but
 * not watched by the reader: nothing on screen shows its state, and useMutation would draw the
 * whole reader again on each change of it, in one synchronous piece (useSyncExternalStore),
 * while the page starts (docs/PRODUCT.md#budgets, total blocking time).
 */
export function useCountView(bookId: number): (chapterId: number) => void {
  const client = useQueryClient();
  return useCallback(
    (chapterId: number) => {
      const mutation = client.getMutationCache().build(client, {
        mutationFn: (id: number) => call('POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews', { params: { bookId, chapterId: id }, ...quiet }),
        onSuccess: (result: { views: number }, id: number) => patchChapter(client, bookId, id, (c) => ({ ...c, views: Math.max(0, result.views) })),
        onError: (error: unknown) => console.error('Görüntülenme kaydedilemedi:', error),
      });
      mutation.execute(chapterId).catch(() => {});
    },
    [client, bookId],
  );
}
