import { LoadingState, suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

/*
 * Route entries of the writing screens. Both pages are loaded on demand, so TipTap and
 * ProseMirror stay out of the first bundle (docs/PRODUCT.md#budgets: the editor loads only on writing
 * routes); the preview chunk carries the HTML allow-list but no editor.
 */
const ChapterEditorPage = lazyNamed(() => import('./ChapterEditorPage'), 'ChapterEditorPage');
const PreviewPage = lazyNamed(() => import('./PreviewPage'), 'PreviewPage');

export function ChapterEditorRoute() {
  return suspended(<ChapterEditorPage />, <LoadingState text="Yazı alanı hazırlanıyor..." />);
}

export function PreviewRoute() {
  return suspended(<PreviewPage />);
}
