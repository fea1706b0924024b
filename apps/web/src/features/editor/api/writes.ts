import type { QueryClient } from '@tanstack/react-query';
import { storiesKeys } from '../../../lib/authoringKeys';
import { previewQueryKey } from './chapter';

/**
 * Options every editor write shares. Offline, a write must fail at once (the status then says
 * the local draft holds the text) instead of waiting paused for the connection, TanStack's
 * default for mutations.
 */
export const editorWrite = { networkMode: 'always' } as const;

/** Preview, story details and my-stories all show what a save, restore or publish changes. */
export function refreshStoryLists(queryClient: QueryClient, bookId: number) {
  void queryClient.invalidateQueries({ queryKey: previewQueryKey(bookId) });
  void queryClient.invalidateQueries({ queryKey: storiesKeys.details(bookId) });
  void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
}
