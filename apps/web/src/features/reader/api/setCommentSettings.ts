import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReaderResponse, StoryDetailsResponse } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';

/**
 * Writes a story's comments state into every cached reader chapter of the story and into its
 * management screen, so the composer and the toggle change at once, wherever they are open.
 */
export function applyCommentsClosed(client: QueryClient, bookId: number, closed: boolean) {
  client.setQueriesData<ReaderResponse>({ queryKey: ['reader', 'chapter', bookId] }, (old) => (old ? { ...old, comments_closed: closed } : old));
  client.setQueryData<StoryDetailsResponse>(storiesKeys.details(bookId), (old) =>
    old ? { ...old, storyDetails: { ...old.storyDetails, comments_closed: closed } } : old,
  );
}

/**
 * The author closes or reopens a story's comments (PUT /stories/{id}/comment-settings), from
 * the management screen or the reader's comment menu; the server's answer is what the caches take.
 */
export function useSetCommentSettings(bookId: number) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['reader', 'comment-settings', bookId],
    mutationFn: (closed: boolean) => call('PUT /stories/:storyId/comment-settings', { params: { storyId: bookId }, body: { closed } }),
    onSuccess: (answer) => applyCommentsClosed(client, answer.book_id, answer.comments_closed),
  });
}
