import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListBody } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { listKeys } from './queries';

/** A new list; every list query reloads (the owner's lists, the profile's, the add-to-list dialog's). */
export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListBody) => call('POST /lists', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.all }),
  });
}
