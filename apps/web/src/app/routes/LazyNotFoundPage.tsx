import { Suspense } from 'react';
import { LoadingState } from '../../components';
import { lazyPage } from '../../lib/lazyPage';

// The 404 page (with its illustration) loads when a path is unknown, not with every first load (DESIGN §5).
const notFound = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
const Page = notFound.Page;

/** Starts loading the 404 page's code; tests load it up front. */
export const loadNotFoundPage = notFound.preload;

/** The Turkish 404 page, for unknown paths and for screens the user may not see. */
export function NotFoundPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
