import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { betaKeys } from './queries';

/** Ends a link at once; the list shows it ended. */
export function useEndBetaLink(storyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call('DELETE /beta-links/:linkId', { params: { linkId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: betaKeys.links(storyId) }),
  });
}
