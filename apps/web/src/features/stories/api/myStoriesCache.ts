import type { MyStoryCard } from '@okuryazar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { storiesKeys } from '../../../lib/authoringKeys';
import type { MyStoriesResult, StoryStatusFilter } from './queries';

/** Changes one cached tab of "Hikayelerim" in place (a tab not loaded yet stays unloaded). */
export function updateMyStories(client: QueryClient, status: StoryStatusFilter, change: (stories: MyStoryCard[]) => MyStoryCard[]) {
  client.setQueryData<MyStoriesResult>(storiesKeys.list(status), (old) => (old ? { ...old, stories: change(old.stories) } : old));
}
