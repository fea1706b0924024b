import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { createBetaLink, endBetaLink, listBetaLinks } from './beta-links.service';
import { getAuthorBetaComments, getBetaBook, getBetaChapter, getBetaComments, postAuthorBetaComment, postBetaComment } from './beta-reading.service';

type BetaKey =
  | 'POST /stories/:storyId/beta-links'
  | 'GET /stories/:storyId/beta-links'
  | 'DELETE /beta-links/:linkId'
  | 'GET /beta/:token'
  | 'GET /beta/:token/chapters/:chapterId'
  | 'GET /beta/:token/chapters/:chapterId/comments'
  | 'POST /beta/:token/chapters/:chapterId/comments'
  | 'GET /stories/chapters/:chapterId/beta-comments'
  | 'POST /stories/chapters/:chapterId/beta-comments';

export function betaHandlers(ctx: AppContext): RouteHandlers<BetaKey> {
  return {
    'POST /stories/:storyId/beta-links': (request) => createBetaLink(ctx, request.user, request.params.storyId, request.body),
    'GET /stories/:storyId/beta-links': (request) => listBetaLinks(ctx, request.user, request.params.storyId, request.query.before),
    'DELETE /beta-links/:linkId': (request) => endBetaLink(ctx, request.user, request.params.linkId),
    'GET /beta/:token': (request) => getBetaBook(ctx, request.user, request.params.token),
    'GET /beta/:token/chapters/:chapterId': (request) => getBetaChapter(ctx, request.user, request.params.token, request.params.chapterId),
    'GET /beta/:token/chapters/:chapterId/comments': (request) => getBetaComments(ctx, request.user, request.params.token, request.params.chapterId, request.query),
    'POST /beta/:token/chapters/:chapterId/comments': (request) => postBetaComment(ctx, request.user, request.params.token, request.params.chapterId, request.body),
    'GET /stories/chapters/:chapterId/beta-comments': (request) => getAuthorBetaComments(ctx, request.user, request.params.chapterId, request.query),
    'POST /stories/chapters/:chapterId/beta-comments': (request) => postAuthorBetaComment(ctx, request.user, request.params.chapterId, request.body),
  };
}
