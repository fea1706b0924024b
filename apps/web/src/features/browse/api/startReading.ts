import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { readerKeys } from '../../reader';

/**
 * "Okumaya Başla" saves the first chapter at its top before the reader opens; the book's progress reloads.
 * docs/PRODUCT.md#error-messages: a failed save is only logged; reading starts anyway (the caller navigates when it settles).
 */
export function useStartReading(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: number) =>
      call('POST /bookReader/progress/save', { body: { bookId, chapterId, position: { scrollY: 0, timestamp: Date.now() } } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: readerKeys.progress(bookId) }),
    onError: (error) => console.error('Okuma ilerlemesi kaydedilemedi:', error),
  });
}
