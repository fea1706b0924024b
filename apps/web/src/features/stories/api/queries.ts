import { useQuery } from '@tanstack/react-query';
import { type ApiResult, type MyStoryCard } from '@okuryazar/shared';
import { call } from '../../../lib/api';

/** Authoring calls of docs/PRODUCT.md#api used by the new-story, my-stories and story-details screens. */

export type StoryStatusFilter = 'published' | 'all';

export interface MyStoriesResult {
  stories: MyStoryCard[];
  /** The server's text when the list is empty ('Henüz bir hikayeniz yok.'). */
  emptyMessage: string | null;
}

export { storiesKeys } from '../../../lib/authoringKeys';
import { storiesKeys } from '../../../lib/authoringKeys';

/** GET /my-story/my-stories answers a list, or { message } when there is nothing to list. */
export function normalizeMyStories(data: ApiResult<'GET /my-story/my-stories'> | null | undefined): MyStoriesResult {
  if (Array.isArray(data)) return { stories: data, emptyMessage: null };
  return { stories: [], emptyMessage: data?.message ?? null };
}

export async function fetchMyStories(status: StoryStatusFilter, signal?: AbortSignal): Promise<MyStoriesResult> {
  return normalizeMyStories(await call('GET /my-story/my-stories', { query: { status }, signal }));
}

export function useMyStories(status: StoryStatusFilter) {
  return useQuery({
    queryKey: storiesKeys.list(status),
    queryFn: ({ signal }) => fetchMyStories(status, signal),
  });
}

export async function fetchStoryDetails(storyId: number, signal?: AbortSignal) {
  return call('GET /story-details/:storyId', { params: { storyId }, signal });
}

export function useStoryDetails(storyId: number | null) {
  return useQuery({
    queryKey: storiesKeys.details(storyId ?? 0),
    queryFn: ({ signal }) => fetchStoryDetails(storyId!, signal),
    enabled: storyId !== null,
  });
}

export const statsKey = (storyId: number) => ['story-stats', storyId] as const;

/** GET /stories/{id}/stats: read once per visit; nothing here ticks (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export function useStoryStats(storyId: number | null) {
  return useQuery({
    queryKey: statsKey(storyId ?? 0),
    queryFn: ({ signal }) => call('GET /stories/:storyId/stats', { params: { storyId: storyId! }, signal }),
    enabled: storyId !== null,
    refetchOnWindowFocus: false,
  });
}

/** Existing tags starting with what the author typed (docs/PRODUCT.md#discovery), for the tag field's suggestions. */
export function useTagSuggestions(prefix: string) {
  return useQuery({
    queryKey: ['tags', 'suggest', prefix] as const,
    queryFn: ({ signal }) => call('GET /tags', { query: { q: prefix }, signal }),
    enabled: prefix.length > 0,
    staleTime: 60_000,
  });
}
