import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { reorderChapters } from './chapter-order.service';
import { deleteChapter, getChapterForEditor, getPreview, saveChapter, setChapterPublished } from './chapters.service';

type ChaptersKey =
  | 'GET /stories/chapters/:chapterId'
  | 'POST /stories/chapters'
  | 'GET /preview/books/:storyId'
  | 'POST /preview/chapters/:chapterId/publish'
  | 'POST /preview/chapters/:chapterId/unpublish'
  | 'DELETE /story-details/chapters/:chapterId'
  | 'PUT /stories/:storyId/chapter-order';

export function chaptersHandlers(ctx: AppContext): RouteHandlers<ChaptersKey> {
  return {
    'GET /stories/chapters/:chapterId': (request) => getChapterForEditor(ctx, request.user, request.params.chapterId),
    'POST /stories/chapters': (request) => saveChapter(ctx, request.user, request.body),
    'GET /preview/books/:storyId': (request) => getPreview(ctx, request.user, request.params.storyId),
    'POST /preview/chapters/:chapterId/publish': (request) =>
      setChapterPublished(ctx, request.user, request.params.chapterId, request.body, true),
    'POST /preview/chapters/:chapterId/unpublish': (request) =>
      setChapterPublished(ctx, request.user, request.params.chapterId, request.body, false),
    'DELETE /story-details/chapters/:chapterId': (request) => deleteChapter(ctx, request.user, request.params.chapterId),
    'PUT /stories/:storyId/chapter-order': (request) => reorderChapters(ctx, request.user, request.params.storyId, request.body.chapter_ids),
  };
}
