import { followResponseSchema, isFollowingResponseSchema, searchQuerySchema, searchResponseSchema } from '../reading-schemas';
import { defineRoutes, idParams } from './contract';

const tags = ['search'];
// The path names the acting user as well (docs/PRODUCT.md#api); it must be the token's user.
const pair = idParams('userId', 'authorId');

/** Search, and following an author from search results and the reader (docs/PRODUCT.md#api-search-and-tags). */
export const searchApi = defineRoutes({
  'GET /search/search': {
    auth: 'user',
    tags,
    summary: 'Kitap ve yazar araması',
    query: searchQuerySchema,
    response: searchResponseSchema,
    errors: [],
  },
  'GET /search/isFollowing/:userId/:authorId': {
    auth: 'user',
    tags,
    summary: 'Yazarı takip ediyor mu (userId tokenin kullanıcısı olmalı)',
    params: pair,
    response: isFollowingResponseSchema,
    errors: [403],
  },
  'POST /search/follow/:userId/:authorId': {
    auth: 'user',
    tags,
    summary: 'Yazarı takip eder',
    params: pair,
    response: followResponseSchema,
    errors: [403, 404],
    writeLimit: 'follow',
  },
  'POST /search/unfollow/:userId/:authorId': {
    auth: 'user',
    tags,
    summary: 'Takibi bırakır',
    params: pair,
    response: followResponseSchema,
    errors: [403, 404],
    writeLimit: 'follow',
  },
});
