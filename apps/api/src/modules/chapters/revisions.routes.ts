import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { autosaveChapter, discardAutosave } from './autosave.service';
import { getRevision, listRevisions, restoreRevision } from './revisions.service';

type RevisionsKey =
  | 'PUT /stories/chapters/:chapterId/autosave'
  | 'DELETE /stories/chapters/:chapterId/autosave'
  | 'GET /stories/chapters/:chapterId/revisions'
  | 'GET /stories/chapters/:chapterId/revisions/:revisionId'
  | 'POST /stories/chapters/:chapterId/revisions/:revisionId/restore';

export function revisionsHandlers(ctx: AppContext): RouteHandlers<RevisionsKey> {
  return {
    'PUT /stories/chapters/:chapterId/autosave': (request) => autosaveChapter(ctx, request.user, request.params.chapterId, request.body),
    'DELETE /stories/chapters/:chapterId/autosave': (request) => discardAutosave(ctx, request.user, request.params.chapterId, request.query.version),
    'GET /stories/chapters/:chapterId/revisions': (request) => listRevisions(ctx, request.user, request.params.chapterId, request.query.cursor),
    'GET /stories/chapters/:chapterId/revisions/:revisionId': (request) =>
      getRevision(ctx, request.user, request.params.chapterId, request.params.revisionId),
    'POST /stories/chapters/:chapterId/revisions/:revisionId/restore': (request) =>
      restoreRevision(ctx, request.user, request.params.chapterId, request.params.revisionId, request.body),
  };
}
