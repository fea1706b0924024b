import { useQuery } from '@tanstack/react-query';
import { MSG, type ApiResult, type MyStoryCard } from '@okuryazar/shared';
import { ApiError, call, downloadFile } from '../../../lib/api';

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

/** How often and how long the EPUB download asks again while the server prepares the file. */
export const EPUB_POLL_MS = 2000;
const EPUB_POLL_TRIES = 90;

/**
 * GET /stories/{id}/epub, saved by the browser under the name the server suggests. The server
 * prepares the file in its pipeline and answers 202 until it is ready (issue 26 item 5):
 * `onPreparing` is told once, and the call is repeated every EPUB_POLL_MS.
 */
export async function downloadStoryEpub(storyId: number, fallbackName: string, onPreparing?: () => void): Promise<void> {
  let file: Awaited<ReturnType<typeof downloadFile>> | null = null;
  for (let attempt = 0; !file; attempt++) {
    try {
      file = await downloadFile('GET /stories/:storyId/epub', { storyId });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 202) throw error;
      if (attempt === 0) onPreparing?.();
      if (attempt + 1 >= EPUB_POLL_TRIES) throw new ApiError(MSG.epubSlow, 202, 'PREPARING');
      await new Promise((resolve) => window.setTimeout(resolve, EPUB_POLL_MS));
    }
  }
  const { blob, fileName } = file;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
