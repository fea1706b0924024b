import {
  followResponseSchema,
  isFollowingResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../reading-schemas';
import { defineTaggedRoutes, idParams } from './contract';

// The path names the acting user as well (docs/PRODUCT.md#api); it must be the token's user.
const pair = idParams('userId', 'authorId');

/** Search, and following an author from search results and the reader (docs/PRODUCT.md#api-search-and-tags). */
export const searchApi = defineTaggedRoutes('search', {
  'GET /search/search': {
    auth: 'user',
    summary: 'Kitap ve yazar araması',
    query: searchQuerySchema,
    response: searchResponseSchema,
    errors: [],
  },
  'GET /search/isFollowing/:userId/:authorId': {
    auth: 'user',
    summary: 'Yazarı takip ediyor mu (userId tokenin kullanıcısı olmalı)',
    params: pair,
    response: isFollowingResponseSchema,
    errors: [403],
  },
  'POST /search/follow/:userId/:authorId': {
    auth: 'user',
    summary: 'Yazarı takip eder',
    params: pair,
    response: followResponseSchema,
    errors: [403, 404],
    writeLimit: 'follow',
  },
  'POST /search/unfollow/:userId/:authorId': {
    auth: 'user',
    summary: 'Takibi bırakır',
    params: pair,
    response: followResponseSchema,
    errors: [403, 404],
    writeLimit: 'follow',
  },
});
