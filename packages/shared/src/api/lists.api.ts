import { z } from 'zod';
import {
  createListBodySchema,
  listBookResponseSchema,
  listBooksQuerySchema,
  listPageResponseSchema,
  listsPageResponseSchema,
  listsQuerySchema,
  moveListBookBodySchema,
  readingListSchema,
  updateListBodySchema,
} from '../list-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/**
 * Named reading lists (docs/PRODUCT.md#reading-lists). A private list exists only for its
 * owner; a public one for anyone signed in, except across a block either way (404, as for
 * nothing at all). The owner sees every story they put in; others see the stories they may
 * find in any list (their age, their hidden warnings and tags, blocks).
 */
export const listsApi = defineTaggedRoutes('lists', {
  'GET /lists': {
    auth: 'user',
    summary: 'Listelerim, en yeniden eskiye (before, limit; book ile o hikayeyi tutan listeler işaretlenir)',
    query: listsQuerySchema,
    response: listsPageResponseSchema,
    errors: [400],
  },
  'POST /lists': {
    auth: 'user',
    summary: 'Yeni liste (en fazla 100 liste)',
    body: createListBodySchema,
    status: 201,
    response: readingListSchema,
    errors: [400, 409, 429],
    writeLimit: 'list',
  },
  'GET /lists/:listId': {
    auth: 'session',
    summary: 'Bir liste ve hikayelerinin bir sayfası, sahibinin sırasıyla (page, 24’er)',
    params: idParams('listId'),
    query: listBooksQuerySchema,
    response: listPageResponseSchema,
    errors: [400, 404],
  },
  'PUT /lists/:listId': {
    auth: 'user',
    summary: 'Listenin adını, açıklamasını ya da herkese açık olup olmadığını değiştirir (sahibi)',
    params: idParams('listId'),
    body: updateListBodySchema,
    response: readingListSchema,
    errors: [400, 404, 429],
    writeLimit: 'list',
  },
  'DELETE /lists/:listId': {
    auth: 'user',
    summary: 'Listeyi siler (sahibi); hikayeler yerinde kalır',
    params: idParams('listId'),
    response: z.object({ deleted: z.literal(true) }),
    errors: [404, 429],
    writeLimit: 'list',
  },
  'POST /lists/:listId/books/:bookId': {
    auth: 'user',
    summary: 'Hikayeyi listenin sonuna ekler (en fazla 1.000 hikaye); zaten listedeyse yerinde kalır',
    params: idParams('listId', 'bookId'),
    response: listBookResponseSchema,
    errors: [403, 404, 409, 429],
    writeLimit: 'list',
  },
  'DELETE /lists/:listId/books/:bookId': {
    auth: 'user',
    summary: 'Hikayeyi listeden çıkarır',
    params: idParams('listId', 'bookId'),
    response: listBookResponseSchema,
    errors: [404, 429],
    writeLimit: 'list',
  },
  'PUT /lists/:listId/books/:bookId/position': {
    auth: 'user',
    summary: 'Hikayeyi listede başka bir hikayenin arkasına (after_book_id) ya da başa (null) taşır',
    params: idParams('listId', 'bookId'),
    body: moveListBookBodySchema,
    response: listBookResponseSchema,
    errors: [400, 404, 429],
    writeLimit: 'list',
  },
  'GET /users/:userId/lists': {
    auth: 'user',
    summary: 'Bir kişinin herkese açık listeleri (kendisine hepsi), en yeniden eskiye (before, limit)',
    params: idParams('userId'),
    query: listsQuerySchema,
    response: listsPageResponseSchema,
    errors: [400, 404],
  },
});
