import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResult, type MyStoryCard, type StoryStatsQuery } from '@okuryazar/shared';
import { call, downloadFile, saveBlob } from '../../../lib/api';

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

export const statsKey = (storyId: number, range: StoryStatsQuery = {}) => ['story-stats', storyId, range.from ?? '', range.to ?? ''] as const;

/**
 * GET /stories/{id}/stats for a range of days (none: the last 30): read once per visit and range,
 * nothing here ticks (docs/PRODUCT.md#reading-comfort-and-writers-tools); the previous range stays
 * on screen while the next loads.
 */
export function useStoryStats(storyId: number | null, range: StoryStatsQuery = {}) {
  return useQuery({
    queryKey: statsKey(storyId ?? 0, range),
    queryFn: ({ signal }) => call('GET /stories/:storyId/stats', { params: { storyId: storyId! }, query: range, signal }),
    enabled: storyId !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

/** The range's daily points as a CSV file, saved under the name the server gives. */
export async function downloadStatsCsv(storyId: number, range: StoryStatsQuery): Promise<void> {
  const file = await downloadFile('GET /stories/:storyId/stats.csv', { storyId }, range);
  saveBlob(file.blob, file.fileName ?? 'istatistik.csv');
}
