import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { betaKeys } from './queries';

/** A new private link; the answer carries its token, shown this once. */
export function useCreateBetaLink(storyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresAt: string | null) => call('POST /stories/:storyId/beta-links', { params: { storyId }, body: { expires_at: expiresAt } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: betaKeys.links(storyId) }),
  });
}
