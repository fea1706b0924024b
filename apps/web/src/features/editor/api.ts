import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES, type ApiInput, type ApiResult, type ChapterServerCopy } from '@okuryazar/shared';
import { ApiError, call } from '../../lib/api';

/** What a chapter save sends (the shared contract's body). */
export type SaveChapterRequest = ApiInput<'POST /stories/chapters'>['body'];
export type SaveChapterResult = ApiResult<'POST /stories/chapters'>;
export type PublishResult = ApiResult<'POST /preview/chapters/:chapterId/publish'>;

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
export const previewQueryKey = (storyId: number) => ['editor', 'preview', storyId] as const;

/** GET /stories/chapters/{chapterId} (author only). */
export function fetchChapter(chapterId: number, signal?: AbortSignal) {
  return call('GET /stories/chapters/:chapterId', { params: { chapterId }, signal });
}

/** POST /stories/chapters: creates the chapter when chapter_id is null. */
export function saveChapter(body: SaveChapterRequest) {
  return call('POST /stories/chapters', { body });
}

/** GET /preview/books/{storyId}: every chapter of the story, drafts included. */
export function fetchPreview(storyId: number, signal?: AbortSignal) {
  return call('GET /preview/books/:storyId', { params: { storyId }, signal });
}

/**
 * POST /preview/chapters/{chapterId}/publish | unpublish {book_id, base_updated_at?}. The
 * editor sends its base so it never publishes a version it has not seen.
 */
export function setChapterPublished(
  chapterId: number,
  bookId: number,
  publish: boolean,
  baseUpdatedAt: string | null = null,
): Promise<PublishResult> {
  const body = baseUpdatedAt ? { book_id: bookId, base_updated_at: baseUpdatedAt } : { book_id: bookId };
  return publish
    ? call('POST /preview/chapters/:chapterId/publish', { params: { chapterId }, body })
    : call('POST /preview/chapters/:chapterId/unpublish', { params: { chapterId }, body });
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

export type AutosaveRequest = ApiInput<'PUT /stories/chapters/:chapterId/autosave'>['body'];

/** PUT /stories/chapters/{id}/autosave: the server copy of the unsaved text. `keepalive` on leaving the page. */
export function autosaveChapter(chapterId: number, body: AutosaveRequest, keepalive = false) {
  return call('PUT /stories/chapters/:chapterId/autosave', { params: { chapterId }, body, keepalive });
}

/**
 * DELETE /stories/chapters/{id}/autosave?version=…: the author left without saving, so the
 * server draft of that version goes too (a newer one written elsewhere stays).
 */
export function discardAutosave(chapterId: number, version: string) {
  return call('DELETE /stories/chapters/:chapterId/autosave', { params: { chapterId }, query: { version } });
}

export const revisionsQueryKey = (chapterId: number) => ['editor', 'revisions', chapterId] as const;

/** GET /stories/chapters/{id}/revisions, newest first; `cursor` continues after that revision. */
export function fetchRevisions(chapterId: number, cursor?: number, signal?: AbortSignal) {
  return call('GET /stories/chapters/:chapterId/revisions', { params: { chapterId }, query: { cursor }, signal });
}

export function fetchRevision(chapterId: number, revisionId: number, signal?: AbortSignal) {
  return call('GET /stories/chapters/:chapterId/revisions/:revisionId', { params: { chapterId, revisionId }, signal });
}

/** POST …/revisions/{revisionId}/restore: a save of the old text (refused with 409 if the chapter moved on). */
export function restoreRevision(chapterId: number, revisionId: number, baseUpdatedAt: string | null) {
  return call('POST /stories/chapters/:chapterId/revisions/:revisionId/restore', {
    params: { chapterId, revisionId },
    body: { base_updated_at: baseUpdatedAt },
  });
}
