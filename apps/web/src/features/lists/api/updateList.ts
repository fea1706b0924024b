import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListBody } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { listKeys } from './queries';

/** Renaming, describing, opening or closing a list. */
export function useUpdateList(listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateListBody) => call('PUT /lists/:listId', { params: { listId }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.all }),
  });
}
