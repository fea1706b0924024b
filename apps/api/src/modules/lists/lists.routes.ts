import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import {
  addListBook,
  createList,
  deleteList,
  getList,
  getMyLists,
  getUserLists,
  moveBookInList,
  removeListBook,
  updateList,
} from './lists.service';

type ListsKey =
  | 'GET /lists'
  | 'POST /lists'
  | 'GET /lists/:listId'
  | 'PUT /lists/:listId'
  | 'DELETE /lists/:listId'
  | 'POST /lists/:listId/books/:bookId'
  | 'DELETE /lists/:listId/books/:bookId'
  | 'PUT /lists/:listId/books/:bookId/position'
  | 'GET /users/:userId/lists';

export function listsHandlers(ctx: AppContext): RouteHandlers<ListsKey> {
  return {
    'GET /lists': (request) => getMyLists(ctx, request.user, request.query),
    'POST /lists': (request) => createList(ctx, request.user, request.body),
    'GET /lists/:listId': async (request) => {
      const { viewer, body } = await getList(ctx, request.claims, request.params.listId, request.query);
      request.authUser = viewer;
      return body;
    },
    'PUT /lists/:listId': (request) => updateList(ctx, request.user, request.params.listId, request.body),
    'DELETE /lists/:listId': (request) => deleteList(ctx, request.user, request.params.listId),
    'POST /lists/:listId/books/:bookId': (request) => addListBook(ctx, request.user, request.params.listId, request.params.bookId),
    'DELETE /lists/:listId/books/:bookId': (request) => removeListBook(ctx, request.user, request.params.listId, request.params.bookId),
    'PUT /lists/:listId/books/:bookId/position': (request) =>
      moveBookInList(ctx, request.user, request.params.listId, request.params.bookId, request.body.after_book_id),
    'GET /users/:userId/lists': (request) => getUserLists(ctx, request.user, request.params.userId, request.query),
  };
}
