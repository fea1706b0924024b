import { z } from 'zod';
import { messageResponseSchema } from '../authoring-schemas';
import { afterPageQuerySchema, feedPageQuerySchema } from '../paging-schemas';
import { followResponseSchema } from '../reading-schemas';
import {
  authorIdBodySchema,
  authorsBooksResponseSchema,
  createPostBodySchema,
  createPostCommentBodySchema,
  createPostCommentResponseSchema,
  createPostResponseSchema,
  postCommentSchema,
  postLikeResponseSchema,
  postSchema,
  reportBodySchema,
  userIdBodySchema,
} from '../social-schemas';
import { defineRoutes, idParams, type RouteSpec } from './contract';

const postId = idParams('postId');
const commentId = idParams('commentId');

/**
 * Community (a user's page) and Discover (everyone's feed) share posts, comments, likes and
 * reports: the same call answers under both prefixes, so each is declared once here and
 * listed under each prefix below. Bodies may carry userId/postId (docs/PRODUCT.md#api): the token
 * decides who acts, and an id that does not match is refused.
 */
const postActions = {
  listComments: {
    auth: 'user',
    summary: 'Gönderinin yorumları, eskiden yeniye 50’şer (?after=id)',
    params: postId,
    query: afterPageQuerySchema,
    response: z.array(postCommentSchema),
    errors: [404],
  },
  addComment: {
    auth: 'user',
    summary: 'Gönderiye yorum yazar',
    params: postId,
    body: createPostCommentBodySchema,
    status: 201,
    response: createPostCommentResponseSchema,
    errors: [403, 404],
    writeLimit: 'postComment',
  },
  likePost: {
    auth: 'user',
    summary: 'Gönderi beğenisini açar/kapatır',
    params: postId,
    body: userIdBodySchema.nullish(),
    response: postLikeResponseSchema,
    errors: [403, 404],
    writeLimit: 'like',
  },
  likeComment: {
    auth: 'user',
    summary: 'Yorum beğenisini açar/kapatır',
    params: commentId,
    body: userIdBodySchema.nullish(),
    response: postLikeResponseSchema,
    errors: [403, 404],
    writeLimit: 'like',
  },
  deletePost: {
    auth: 'user',
    summary: 'Kendi gönderisini siler',
    params: postId,
    response: messageResponseSchema,
    errors: [403, 404],
  },
  deleteComment: {
    auth: 'user',
    summary: 'Kendi yorumunu siler',
    params: commentId,
    response: messageResponseSchema,
    errors: [403, 404],
  },
  reportPost: {
    auth: 'user',
    summary: 'Gönderiyi şikayet eder',
    params: postId,
    body: reportBodySchema,
    status: 201,
    response: messageResponseSchema,
    errors: [404, 409],
    writeLimit: 'report',
  },
  reportComment: {
    auth: 'user',
    summary: 'Yorumu şikayet eder',
    params: commentId,
    body: reportBodySchema,
    status: 201,
    response: messageResponseSchema,
    errors: [404, 409],
    writeLimit: 'report',
  },
} as const satisfies Record<string, Omit<RouteSpec, 'tags'>>;

const community = ['community'];
const discover = ['discover'];

const follow = {
  auth: 'user',
  tags: discover,
  body: authorIdBodySchema,
  response: followResponseSchema,
  errors: [404],
  writeLimit: 'follow',
} as const;

export const communityApi = defineRoutes({
  'GET /community/user/:userId/posts': {
    auth: 'user',
    tags: community,
    summary: 'Kullanıcının gönderileri, en yeni önce 20’şer (?before=id)',
    params: idParams('userId'),
    query: feedPageQuerySchema,
    response: z.array(postSchema),
    errors: [404],
  },
  'POST /community/posts': {
    auth: 'user',
    tags: community,
    summary: 'Kendi topluluk sayfasına gönderi paylaşır',
    body: createPostBodySchema,
    status: 201,
    response: createPostResponseSchema,
    errors: [403],
    writeLimit: 'post',
  },
  'GET /community/posts/:postId/comments': { ...postActions.listComments, tags: community },
  'POST /community/posts/:postId/comments': { ...postActions.addComment, tags: community },
  'POST /community/posts/:postId/like': { ...postActions.likePost, tags: community },
  'POST /community/comments/:commentId/like': { ...postActions.likeComment, tags: community },
  'DELETE /community/posts/:postId': { ...postActions.deletePost, tags: community },
  'DELETE /community/comments/:commentId': { ...postActions.deleteComment, tags: community },
  'POST /community/posts/:postId/report': { ...postActions.reportPost, tags: community },
  'POST /community/comments/:commentId/report': { ...postActions.reportComment, tags: community },

  'GET /discover/posts': {
    auth: 'user',
    tags: discover,
    summary: 'Keşfet akışı, en yeni önce 20’şer (?before=id)',
    query: feedPageQuerySchema,
    response: z.array(postSchema),
    errors: [],
  },
  'GET /discover/authors-books': {
    auth: 'user',
    tags: discover,
    summary: 'Önerilen yazarlar ve öne çıkan kitaplar',
    response: authorsBooksResponseSchema,
    errors: [],
  },
  'GET /discover/posts/:postId/comments': { ...postActions.listComments, tags: discover },
  'POST /discover/posts/:postId/comments': { ...postActions.addComment, tags: discover },
  'POST /discover/posts/:postId/like': { ...postActions.likePost, tags: discover },
  'POST /discover/comments/:commentId/like': { ...postActions.likeComment, tags: discover },
  'DELETE /discover/posts/:postId': { ...postActions.deletePost, tags: discover },
  'DELETE /discover/comments/:commentId': { ...postActions.deleteComment, tags: discover },
  'POST /discover/posts/:postId/report': { ...postActions.reportPost, tags: discover },
  'POST /discover/comments/:commentId/report': { ...postActions.reportComment, tags: discover },
  'POST /discover/follow': { ...follow, summary: 'Yazarı takip eder' },
  'POST /discover/unfollow': { ...follow, summary: 'Takibi bırakır' },
});
