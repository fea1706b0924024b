import type { Notification } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { markReadInCache, restoreReadSnapshot, type ReadSnapshot } from './optimisticRead';

/** docs/PRODUCT.md#behaviour-and-states: read on click, optimistically; the old state comes back if the call fails. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Notification, ReadSnapshot>({
    mutationFn: (n) => call('PUT /notifications/:id/mark-read', { params: { id: n.id } }),
    onMutate: (n) =>
      markReadInCache(
        queryClient,
        (x) => (x.id === n.id ? { ...x, is_read: true } : x),
        (old) => (old && !n.is_read ? { count: Math.max(0, old.count - 1) } : undefined),
      ),
    onError: (error, _n, snapshot) => {
      console.error('Bildirim okundu işaretlenemedi', error);
      restoreReadSnapshot(queryClient, snapshot);
    },
  });
}
