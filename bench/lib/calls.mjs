// The calls of docs/PRODUCT.md#budgets / issue 10, as the web app makes them. Search calls run at 20
// connections, the rest at 50. A call marked `optional` is measured only when the app has
// the route (the first path that answers something other than 404).
// Type-ahead as the header search sends it (docs/PRODUCT.md#discovery: `GET /api/search/suggest?q=`). It is
// limited to 120 calls a minute per account (discovery.api.ts), so it is `rotate`d: each
// connection takes the seeded adult readers in turn, with tokens the bench signs (lib/tokens.mjs),
// and no reader comes near the limit. Other calls are made by bench@gmail.com.

export const SEARCH_CONNECTIONS = 20;
export const DEFAULT_CONNECTIONS = 50;


export function benchCalls({ book, chapter, category, lists }) {
  return [
    { name: 'health', label: '`/api/health` (framework floor)', paths: ['/api/health'], auth: false },
    { name: 'reader', label: 'reader chapter', paths: [`/api/bookReader/books/${book.id}/${chapter.id}`], auth: true },
    { name: 'book', label: 'book page', paths: [`/api/books/${book.id}`], auth: true },
    { name: 'category', label: 'category list', paths: [`/api/categories/${category.id}/books?page=1&pageSize=24`], auth: true },
    { name: 'dashboard', label: 'dashboard', paths: ['/api/dashboard/dashboard'], auth: true },
    { name: 'search', label: 'search "kitapları"', paths: [`/api/search/search?query=${encodeURIComponent('kitapları')}`], auth: true, connections: SEARCH_CONNECTIONS },
    { name: 'search-none', label: 'search with no match', paths: [`/api/search/search?query=${encodeURIComponent('zqxjvğw')}`], auth: true, connections: SEARCH_CONNECTIONS },
    { name: 'suggest', label: 'search suggestions', paths: [`/api/search/suggest?q=${encodeURIComponent('kit')}`], auth: true, connections: SEARCH_CONNECTIONS, rotate: true },
    ...(lists ? listCalls(lists) : []),
  ].map((call) => ({ connections: DEFAULT_CONNECTIONS, ...call }));
}

/**
 * Reading lists at their limits (lib/list-fixtures.mjs: 100 lists each, the first of 1,000
 * stories), at 20 connections: the budget of issue 32 is 50 ms p99 there.
 */
function listCalls({ ownList, otherId, otherList, heldBookId, lastPage, lastAfter }) {
  const at20 = { auth: true, connections: SEARCH_CONNECTIONS };
  return [
    { name: 'lists-mine', label: 'my lists (24 cards)', paths: ['/api/lists'], ...at20 },
    { name: 'lists-dialog', label: 'add-to-list dialog (100 lists, marked)', paths: [`/api/lists?book=${heldBookId}&limit=100`], ...at20 },
    { name: 'list-page', label: 'a 1,000-story list, first page', paths: [`/api/lists/${ownList}`], ...at20 },
    { name: 'list-page-last', label: 'a 1,000-story list, last page (as the web asks: after the page before)', paths: [`/api/lists/${ownList}?page=${lastPage}&after=${lastAfter}`], ...at20 },
    { name: 'list-page-number', label: 'a 1,000-story list, last page by its number alone', paths: [`/api/lists/${ownList}?page=${lastPage}`], ...at20 },
    { name: 'list-other', label: "someone else's 1,000-story list", paths: [`/api/lists/${otherList}`], ...at20 },
    { name: 'lists-user', label: "someone else's public lists", paths: [`/api/users/${otherId}/lists`], ...at20 },
  ];
}
