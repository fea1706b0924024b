import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveReadingSettings } from '../../reader';

/**
 * PUT /settings/reading with the tags whose stories the reader does not want listed (as typed;
 * the answer has them folded). Like the hidden warnings, the answer goes into the
 * reading-settings query and every list is fetched again.
 */
export function useSaveHiddenTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden_tags: string[]) => saveReadingSettings(client, { hidden_tags }),
  });
}
