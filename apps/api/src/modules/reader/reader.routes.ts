import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { addComment, deleteComment, listComments, toggleCommentLike } from './comments.service';
import { listContinueReading } from './continue-reading.service';
import { getParagraphCounts } from './paragraph-counts';
import { getProgress, getReaderChapter, incrementViews, saveProgress, toggleChapterLike } from './reader.service';

type ReaderKey = keyof typeof import('@okuryazar/shared').readerApi;

export function readerHandlers(ctx: AppContext): RouteHandlers<ReaderKey> {
  return {
    'GET /bookReader/books/:bookId/:chapterId': async (request) => {
      const { viewer, body } = await getReaderChapter(ctx, request.claims, request.params.bookId, request.params.chapterId);
      request.authUser = viewer;
      return body;
    },
    'POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews': (request) =>
      incrementViews(ctx, request.user, request.params.bookId, request.params.chapterId),
    'GET /bookReader/progress/:bookId': (request) => getProgress(ctx, request.user, request.params.bookId),
    'POST /bookReader/progress/save': (request) => saveProgress(ctx, request.user, request.body),
    'GET /bookReader/continue-reading': (request) => listContinueReading(ctx, request.user, request.query),
    'GET /bookReader/chapters/:chapterId/comments': (request) => listComments(ctx, request.user, request.params.chapterId, request.query),
    'GET /bookReader/chapters/:chapterId/paragraph-counts': (request) => getParagraphCounts(ctx, request.user, request.params.chapterId),
    'POST /bookReader/books/:bookId/chapters/:chapterId/comments': (request) =>
      addComment(ctx, request.user, request.params.bookId, request.params.chapterId, request.body),
    'POST /bookReader/comments/:commentId/like': (request) => toggleCommentLike(ctx, request.user, request.params.commentId),
    'DELETE /bookReader/comments/:commentId': (request) => deleteComment(ctx, request.user, request.params.commentId),
    'POST /bookReader/chapters/:chapterId/like': (request) => toggleChapterLike(ctx, request.user, request.params.chapterId),
  };
}
