import type { RouteObject } from '../../lib/router';
import { routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';
import { lazyPage } from '../../lib/lazyPage';

// The reader loads on demand: its route ships only this feature's code (docs/PRODUCT.md#budgets budget).
const reader = lazyPage(() => import('./ReaderPage').then((m) => m.ReaderPage), <LoadingState />);
const ReaderPage = reader.Page;

/** Starts loading the reader's code (a cold load of /read/…, app/startupPrefetch.ts). */
export const preloadReaderPage = reader.preload;

/** /read/{bookId}/{chapterId} — place among the RequireAuth children. */
export const readerRoutes: RouteObject[] = [
  {
    path: routePatterns.read,
    element: <ReaderPage />,
  },
];
