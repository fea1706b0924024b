import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import type { RouteHandlers, RouteRequest } from '../../lib/route-table';
import { follow, unfollow } from '../social/follows.service';
import { authorsAndBooks } from './discover.service';
import {
  addPostComment,
  createPost,
  deletePost,
  deletePostComment,
  listFeed,
  listPostComments,
  listUserPosts,
  report,
  togglePostCommentLike,
  togglePostLike,
} from './posts.service';

type PostsKey = keyof typeof import('@okuryazar/shared').communityApi;

/**
 * Community (a user's page) and Discover (everyone's feed). The post actions answer the same
 * under both prefixes, so each handler is written once and listed under both keys. Bodies
 * may carry userId/postId (docs/PRODUCT.md#api): the token decides who acts (policies/abilities.ts, asked by the services).
 */
export function postsHandlers(ctx: AppContext): RouteHandlers<PostsKey> {
  const listComments = (request: RouteRequest<'GET /community/posts/:postId/comments'>) =>
    listPostComments(ctx, request.user, request.params.postId, request.query);
  const addComment = (request: RouteRequest<'POST /community/posts/:postId/comments'>) => {
    if (request.body.postId !== undefined && request.body.postId !== request.params.postId) throw badRequest();
    return addPostComment(ctx, request.user, request.params.postId, request.body.content, request.body.userId);
  };
  const likePost = (request: RouteRequest<'POST /community/posts/:postId/like'>) =>
    togglePostLike(ctx, request.user, request.params.postId, request.body?.userId);
  const likeComment = (request: RouteRequest<'POST /community/comments/:commentId/like'>) =>
    togglePostCommentLike(ctx, request.user, request.params.commentId, request.body?.userId);
  const removePost = (request: RouteRequest<'DELETE /community/posts/:postId'>) => deletePost(ctx, request.user, request.params.postId);
  const removeComment = (request: RouteRequest<'DELETE /community/comments/:commentId'>) =>
    deletePostComment(ctx, request.user, request.params.commentId);
  const reportPost = (request: RouteRequest<'POST /community/posts/:postId/report'>) =>
    report(ctx, request.user, { type: 'post', id: request.params.postId }, request.body);
  const reportComment = (request: RouteRequest<'POST /community/comments/:commentId/report'>) =>
    report(ctx, request.user, { type: 'post_comment', id: request.params.commentId }, request.body);

  return {
    'GET /community/user/:userId/posts': (request) => listUserPosts(ctx, request.user, request.params.userId, request.query),
    'POST /community/posts': (request) => createPost(ctx, request.user, request.body.content, request.body.userId),
    'GET /community/posts/:postId/comments': listComments,
    'POST /community/posts/:postId/comments': addComment,
    'POST /community/posts/:postId/like': likePost,
    'POST /community/comments/:commentId/like': likeComment,
    'DELETE /community/posts/:postId': removePost,
    'DELETE /community/comments/:commentId': removeComment,
    'POST /community/posts/:postId/report': reportPost,
    'POST /community/comments/:commentId/report': reportComment,

    'GET /discover/posts': (request) => listFeed(ctx, request.user, request.query),
    'GET /discover/authors-books': (request) => authorsAndBooks(ctx, request.user),
    'GET /discover/posts/:postId/comments': listComments,
    'POST /discover/posts/:postId/comments': addComment,
    'POST /discover/posts/:postId/like': likePost,
    'POST /discover/comments/:commentId/like': likeComment,
    'DELETE /discover/posts/:postId': removePost,
    'DELETE /discover/comments/:commentId': removeComment,
    'POST /discover/posts/:postId/report': reportPost,
    'POST /discover/comments/:commentId/report': reportComment,
    'POST /discover/follow': (request) => follow(ctx, request.user, request.body.authorId),
    'POST /discover/unfollow': (request) => unfollow(ctx, request.user, request.body.authorId),
  };
}
