import { useQuery } from '@tanstack/react-query';
import type { BookCard, StoryDetailsResponse } from '@okuryazar/shared';
import { apiRequest } from '../../lib/api';

/** Authoring calls of SPEC §7 used by the new-story, my-stories and story-details screens. */

export type StoryStatusFilter = 'published' | 'all';

export interface MyStoriesResult {
  stories: BookCard[];
  /** The server's text when the list is empty ('Henüz bir hikayeniz yok.'). */
  emptyMessage: string | null;
}

export interface StoryFormValues {
  title: string;
  description: string;
  categoryId: string;
  telifId: string;
  isMature: boolean;
}

export interface NewStoryResponse {
  book_id?: number | null;
  title?: string;
  message?: string;
}

export type StoryDetailsUpdateResponse = StoryDetailsResponse & { message?: string };

export { storiesKeys } from '../../lib/authoringKeys';
import { storiesKeys } from '../../lib/authoringKeys';

/** GET /my-story/my-stories answers a list, or { message } when there is nothing to list. */
export function normalizeMyStories(data: BookCard[] | { message?: string } | null | undefined): MyStoriesResult {
  if (Array.isArray(data)) return { stories: data, emptyMessage: null };
  return { stories: [], emptyMessage: data?.message ?? null };
}

export async function fetchMyStories(status: StoryStatusFilter, signal?: AbortSignal): Promise<MyStoriesResult> {
  const data = await apiRequest<BookCard[] | { message?: string }>(
    `/my-story/my-stories?status=${status}`,
    { signal },
  );
  return normalizeMyStories(data);
}

export function useMyStories(status: StoryStatusFilter) {
  return useQuery({
    queryKey: storiesKeys.list(status),
    queryFn: ({ signal }) => fetchMyStories(status, signal),
  });
}

export function unpublishStory(bookId: number) {
  return apiRequest<{ message?: string; book_id?: number; is_published?: boolean }>(
    `/my-story/my-stories/${bookId}/unpublish`,
    { method: 'PUT' },
  );
}

export function deleteStory(bookId: number, password: string) {
  return apiRequest<{ message?: string }>(`/my-story/my-stories/${bookId}`, {
    method: 'DELETE',
    body: { password },
  });
}

/** Text fields first, the file last (the server reads the multipart stream in order). */
function storyFormData(values: StoryFormValues, cover: File | null, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('category_id', values.categoryId);
  form.append('telif_id', values.telifId);
  form.append('is_mature_content', values.isMature ? 'true' : 'false');
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (cover) form.append('cover_image', cover, cover.name);
  return form;
}

export function createStory(values: StoryFormValues, cover: File) {
  return apiRequest<NewStoryResponse>('/new-story', { method: 'POST', body: storyFormData(values, cover) });
}

export async function fetchStoryDetails(storyId: number, signal?: AbortSignal) {
  return apiRequest<StoryDetailsResponse>(`/story-details/${storyId}`, { signal });
}

export function useStoryDetails(storyId: number | null) {
  return useQuery({
    queryKey: storiesKeys.details(storyId ?? 0),
    queryFn: ({ signal }) => fetchStoryDetails(storyId!, signal),
    enabled: storyId !== null,
  });
}

export function updateStory(storyId: number, values: StoryFormValues & { isPublished: boolean }, cover: File | null) {
  const form = storyFormData(values, cover, { is_published: values.isPublished ? 'true' : 'false' });
  return apiRequest<StoryDetailsUpdateResponse>(`/story-details/${storyId}`, { method: 'PUT', body: form });
}

export function deleteChapter(chapterId: number) {
  return apiRequest<{ message?: string }>(`/story-details/chapters/${chapterId}`, { method: 'DELETE' });
}
