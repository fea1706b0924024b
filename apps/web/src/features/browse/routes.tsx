import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';
import { lazyPage } from '../../lib/lazyPage';
// The shapes of the book page and the library stand in while their code loads, as while their
// data loads (in the main bundle: they are small).
import { BookPageSkeleton } from './book/BookPageSkeleton';
import { LibrarySkeleton } from './library/LibrarySkeleton';

// Each browsing screen loads on demand so it stays out of the first bundle.
const CategoryPage = lazy(() => import('./category/CategoryPage').then((m) => ({ default: m.CategoryPage })));
const book = lazyPage(() => import('./book/BookPage').then((m) => m.BookPage));
const BookPage = book.Page;
/** Starts loading the book page's code (a cold load of /book/…, app/startupPrefetch.ts). */
export const preloadBookPage = book.preload;
const LibraryPage = lazy(() => import('./library/LibraryPage').then((m) => ({ default: m.LibraryPage })));
const SearchPage = lazy(() => import('./search/SearchPage').then((m) => ({ default: m.SearchPage })));
const SearchResultsPage = lazy(() =>
  import('./search/SearchResultsPage').then((m) => ({ default: m.SearchResultsPage })),
);

const TagPage = lazy(() => import('./tag/TagPage').then((m) => ({ default: m.TagPage })));

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/**
 * Logged-in browsing routes (place among the RequireAuth children): /category/{categoryId},
 * /book/{bookId}, /library, /search, /search-results?query=… and /etiket/{tag}.
 */
export const browseRoutes: RouteObject[] = [
  { path: routePatterns.category, element: suspended(<CategoryPage />) },
  { path: routePatterns.book, element: <Suspense fallback={<BookPageSkeleton />}><BookPage /></Suspense> },
  { path: routePatterns.library, element: <Suspense fallback={<LibrarySkeleton />}><LibraryPage /></Suspense> },
  { path: routePatterns.search, element: suspended(<SearchPage />) },
  { path: routePatterns.searchResults, element: suspended(<SearchResultsPage />) },
  { path: routePatterns.tag, element: suspended(<TagPage />) },
];
