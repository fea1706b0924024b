import type { ContentWarning } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveReadingSettings } from '../../reader';

/**
 * PUT /settings/reading with the warnings whose stories the reader does not want listed. The
 * reader's saveReadingSettings puts the answer into the reading-settings query and refetches
 * every list, since the hidden warnings change what each of them shows.
 */
export function useSaveHiddenWarnings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden_warnings: ContentWarning[]) => saveReadingSettings(client, { hidden_warnings }),
  });
}
