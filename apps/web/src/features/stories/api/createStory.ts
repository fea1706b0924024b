import type { StoryFields } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { storiesKeys } from '../../../lib/authoringKeys';
import { storyFormData } from './storyFormData';

export interface NewStory {
  /** The fields as the shared schema read them (trimmed, typed). */
  values: StoryFields;
  cover: File;
}

/** POST /new-story. The new story joins "Hikayelerim", so its lists are read again. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, cover }: NewStory) => call('POST /new-story', { body: storyFormData(values, cover) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKeys.all }),
  });
}
