import type { StoryUpdateFields } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';
import { storyFormData } from './storyFormData';

export interface StoryUpdate {
  values: StoryUpdateFields;
  /** A new cover, or null to keep the current one. */
  cover: File | null;
}

/**
 * PUT /story-details/{id} (multipart). The server answers the story as saved, which becomes the
 * cached details as it is; the cards of "Hikayelerim" are read again.
 */
export function useUpdateStory(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, cover }: StoryUpdate) => {
      const form = storyFormData(values, cover, { is_published: String(values.is_published), is_completed: String(values.is_completed) });
      return call('PUT /story-details/:storyId', { params: { storyId }, body: form });
    },
    onSuccess: ({ message: _message, ...details }) => {
      queryClient.setQueryData(storiesKeys.details(storyId), details);
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    },
  });
}
