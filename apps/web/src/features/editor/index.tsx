import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components';

/*
 * Route entries of the writing screens. Both pages are loaded on demand, so TipTap and
 * ProseMirror stay out of the first bundle (docs/PRODUCT.md#budgets: the editor loads only on writing
 * routes); the preview chunk carries the HTML allow-list but no editor.
 */
const ChapterEditorPage = lazy(() => import('./ChapterEditorPage').then((m) => ({ default: m.ChapterEditorPage })));
const PreviewPage = lazy(() => import('./PreviewPage').then((m) => ({ default: m.PreviewPage })));

export function ChapterEditorRoute() {
  return (
    <Suspense fallback={<LoadingState text="Yazı alanı hazırlanıyor..." />}>
      <ChapterEditorPage />
    </Suspense>
  );
}

export function PreviewRoute() {
  return (
    <Suspense fallback={<LoadingState />}>
      <PreviewPage />
    </Suspense>
  );
}
