import { useQuery } from '@tanstack/react-query';
import { COVER_FIELD, MSG, type ApiResult, type MyStoryCard, type StoryFields, type StoryUpdateFields } from '@okuryazar/shared';
import { ApiError, call, downloadFile } from '../../lib/api';

/** Authoring calls of docs/PRODUCT.md#api used by the new-story, my-stories and story-details screens. */

export type StoryStatusFilter = 'published' | 'all';

export interface MyStoriesResult {
  stories: MyStoryCard[];
  /** The server's text when the list is empty ('Henüz bir hikayeniz yok.'). */
  emptyMessage: string | null;
}

export { storiesKeys } from '../../lib/authoringKeys';
import { storiesKeys } from '../../lib/authoringKeys';

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

export function unpublishStory(bookId: number) {
  return call('PUT /my-story/my-stories/:bookId/unpublish', { params: { bookId } });
}

export function deleteStory(bookId: number, password: string) {
  return call('DELETE /my-story/my-stories/:bookId', { params: { bookId }, body: { password } });
}

/** Text fields first, the file last (the server reads the multipart stream in order). */
function storyFormData(values: StoryFields | StoryUpdateFields, cover: File | null, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('category_id', String(values.category_id));
  form.append('telif_id', String(values.telif_id));
  form.append('is_mature_content', String(values.is_mature_content));
  // docs/PRODUCT.md#trust-and-safety: the list travels as one field holding JSON.
  form.append('content_warnings', JSON.stringify(values.content_warnings ?? []));
  if (values.tags) form.append('tags', JSON.stringify(values.tags));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (cover) form.append(COVER_FIELD, cover, cover.name);
  return form;
}

/** POST /new-story with the fields as the shared schema read them (trimmed, typed). */
export function createStory(values: StoryFields, cover: File) {
  return call('POST /new-story', { body: storyFormData(values, cover) });
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

export function updateStory(storyId: number, values: StoryUpdateFields, cover: File | null) {
  const form = storyFormData(values, cover, { is_published: String(values.is_published), is_completed: String(values.is_completed) });
  return call('PUT /story-details/:storyId', { params: { storyId }, body: form });
}

export function deleteChapter(chapterId: number) {
  return call('DELETE /story-details/chapters/:chapterId', { params: { chapterId } });
}

/** PUT /stories/{id}/chapter-order: every chapter of the story, in the new order (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export function saveChapterOrder(storyId: number, chapterIds: number[]) {
  return call('PUT /stories/:storyId/chapter-order', { params: { storyId }, body: { chapter_ids: chapterIds } });
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
