import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { markReadInCache, restoreReadSnapshot, type ReadSnapshot } from './optimisticRead';

/** 'Tümünü Okundu İşaretle': everything read at once, undone if the call fails. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void, ReadSnapshot>({
    mutationFn: () => call('PUT /notifications/mark-all-read'),
    onMutate: () =>
      markReadInCache(
        queryClient,
        (x) => (x.is_read ? x : { ...x, is_read: true }),
        () => ({ count: 0 }),
      ),
    onError: (error, _v, snapshot) => {
      console.error('Bildirimler okundu işaretlenemedi', error);
      restoreReadSnapshot(queryClient, snapshot);
    },
  });
}
