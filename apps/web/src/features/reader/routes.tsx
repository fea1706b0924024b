import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../app/paths';
import { LoadingState } from '../../components';

// The reader loads on demand: its route ships only this feature's code (DESIGN §5 budget).
const ReaderPage = lazy(() => import('./ReaderPage').then((m) => ({ default: m.ReaderPage })));

/** /read/{bookId}/{chapterId} — place among the RequireAuth children. */
export const readerRoutes: RouteObject[] = [
  {
    path: routePatterns.read,
    element: (
      <Suspense fallback={<LoadingState />}>
        <ReaderPage />
      </Suspense>
    ),
  },
];
