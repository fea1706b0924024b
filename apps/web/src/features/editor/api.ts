import { useQuery } from '@tanstack/react-query';
import type { ChapterEditor, PreviewResponse } from '@okuryazar/shared';
import { apiRequest } from '../../lib/api';

export interface SaveChapterRequest {
  book_id: number;
  chapter_id: number | null;
  title: string;
  content: string;
  is_published?: boolean;
}

export interface SaveChapterResult {
  chapter_id: number;
  chapter_number: number;
  is_published: boolean;
  message: string;
  updated_at: string;
}

export interface PublishResult {
  chapter_id: number;
  is_published: boolean;
  message: string;
}

export const chapterQueryKey = (chapterId: number) => ['editor', 'chapter', chapterId] as const;
export const previewQueryKey = (storyId: number) => ['editor', 'preview', storyId] as const;

/** GET /stories/chapters/{chapterId} (author only). */
export function fetchChapter(chapterId: number, signal?: AbortSignal): Promise<ChapterEditor> {
  return apiRequest<ChapterEditor>(`/stories/chapters/${chapterId}`, { signal });
}

/** POST /stories/chapters: creates the chapter when chapter_id is null. */
export function saveChapter(body: SaveChapterRequest): Promise<SaveChapterResult> {
  return apiRequest<SaveChapterResult>('/stories/chapters', { method: 'POST', body });
}

/** GET /preview/books/{storyId}: every chapter of the story, drafts included. */
export function fetchPreview(storyId: number, signal?: AbortSignal): Promise<PreviewResponse> {
  return apiRequest<PreviewResponse>(`/preview/books/${storyId}`, { signal });
}

/** POST /preview/chapters/{chapterId}/publish | unpublish {book_id}. */
export function setChapterPublished(chapterId: number, bookId: number, publish: boolean): Promise<PublishResult> {
  return apiRequest<PublishResult>(`/preview/chapters/${chapterId}/${publish ? 'publish' : 'unpublish'}`, {
    method: 'POST',
    body: { book_id: bookId },
  });
}

export function useChapter(chapterId: number | null) {
  return useQuery({
    queryKey: chapterQueryKey(chapterId ?? 0),
    queryFn: ({ signal }) => fetchChapter(chapterId!, signal),
    enabled: chapterId !== null,
    // The editor takes one snapshot when it opens; background refetches must not move it.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePreview(storyId: number) {
  return useQuery({
    queryKey: previewQueryKey(storyId),
    queryFn: ({ signal }) => fetchPreview(storyId, signal),
  });
}
