import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES, type ChapterServerCopy } from '@okuryazar/shared';
import { ApiError, call } from '../../../lib/api';

/** The stored chapter sent with a 409 CHAPTER_CONFLICT, or null for any other failure. */
export function chapterConflictOf(error: unknown): ChapterServerCopy | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== ERROR_CODES.CHAPTER_CONFLICT) return null;
  const current = (error.body as { current?: Partial<ChapterServerCopy> } | undefined)?.current;
  if (
    !current ||
    typeof current.title !== 'string' ||
    typeof current.content !== 'string' ||
    typeof current.updated_at !== 'string' ||
    typeof current.is_published !== 'boolean' ||
    typeof current.chapter_id !== 'number'
  ) {
    return null;
  }
  // Notes are optional here: a copy without them (an older server) has none.
  return { ...(current as ChapterServerCopy), note_before: current.note_before ?? '', note_after: current.note_after ?? '' };
}

export const chapterQueryKey = (chapterId: number) => ['editor', 'chapter', chapterId] as const;
export const revisionsQueryKey = (chapterId: number) => ['editor', 'revisions', chapterId] as const;
export const previewQueryKey = (storyId: number) => ['editor', 'preview', storyId] as const;

/** GET /stories/chapters/{chapterId} (author only). */
export function fetchChapter(chapterId: number, signal?: AbortSignal) {
  return call('GET /stories/chapters/:chapterId', { params: { chapterId }, signal });
}

/** GET /preview/books/{storyId}: every chapter of the story, drafts included. */
export function fetchPreview(storyId: number, signal?: AbortSignal) {
  return call('GET /preview/books/:storyId', { params: { storyId }, signal });
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

/** GET /stories/chapters/{id}/revisions, newest first; `cursor` continues after that revision. */
export function fetchRevisions(chapterId: number, cursor?: number, signal?: AbortSignal) {
  return call('GET /stories/chapters/:chapterId/revisions', { params: { chapterId }, query: { cursor }, signal });
}

export function fetchRevision(chapterId: number, revisionId: number, signal?: AbortSignal) {
  return call('GET /stories/chapters/:chapterId/revisions/:revisionId', { params: { chapterId, revisionId }, signal });
}
