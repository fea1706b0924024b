import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { patchChapter, quiet } from './queries';

/** Counts a view of the chapter (the server counts one per reader and window); the chapter shows the server's count. */
export function useCountView(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: number) =>
      call('POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews', { params: { bookId, chapterId }, ...quiet }),
    onSuccess: (result, chapterId) => patchChapter(client, bookId, chapterId, (c) => ({ ...c, views: Math.max(0, result.views) })),
    onError: (error) => console.error('Görüntülenme kaydedilemedi:', error),
  });
}
