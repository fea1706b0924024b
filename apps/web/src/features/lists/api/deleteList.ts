import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listKeys } from './queries';

/** Deleting a list; its page leaves the cache instead of asking for a list that is gone. */
export function useDeleteList(listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('DELETE /lists/:listId', { params: { listId } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: listKeys.list(listId) });
      void client.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}
