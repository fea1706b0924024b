import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed, lazyPage } from '../../lib/lazyPage';
// The shapes of the book page and the library stand in while their code loads, as while their
// data loads (in the main bundle: they are small).
import { BookPageSkeleton } from './book/BookPageSkeleton';
import { LibrarySkeleton } from './library/LibrarySkeleton';

// Each browsing screen loads on demand so it stays out of the first bundle.
const CategoryPage = lazyNamed(() => import('./category/CategoryPage'), 'CategoryPage');
const book = lazyPage(() => import('./book/BookPage').then((m) => m.BookPage), <BookPageSkeleton />);
const BookPage = book.Page;
/** Starts loading the book page's code (a cold load of /book/…, app/startupPrefetch.ts). */
export const preloadBookPage = book.preload;
const LibraryPage = lazyNamed(() => import('./library/LibraryPage'), 'LibraryPage');
const SearchPage = lazyNamed(() => import('./search/SearchPage'), 'SearchPage');
const SearchResultsPage = lazyNamed(() => import('./search/SearchResultsPage'), 'SearchResultsPage');

const TagPage = lazyNamed(() => import('./tag/TagPage'), 'TagPage');

/**
 * Logged-in browsing routes (place among the RequireAuth children): /category/{categoryId},
 * /book/{bookId}, /library, /search, /search-results?query=… and /etiket/{tag}.
 */
export const browseRoutes: RouteObject[] = [
  { path: routePatterns.category, element: suspended(<CategoryPage />) },
  { path: routePatterns.book, element: <BookPage /> },
  { path: routePatterns.library, element: suspended(<LibraryPage />, <LibrarySkeleton />) },
  { path: routePatterns.search, element: suspended(<SearchPage />) },
  { path: routePatterns.searchResults, element: suspended(<SearchResultsPage />) },
  { path: routePatterns.tag, element: suspended(<TagPage />) },
];
