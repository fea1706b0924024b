import { Suspense } from 'react';
import type { ContinuePromptProps } from './ContinuePrompt';
import { lazyNamed } from '../../lib/lazyPage';

// Asked only on chapter 1 with a later chapter saved: its code is not part of the chapter's first load.
const ContinuePrompt = lazyNamed(() => import('./ContinuePrompt'), 'ContinuePrompt');

export function LazyContinuePrompt(props: ContinuePromptProps & { open: boolean }) {
  const { open, ...rest } = props;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ContinuePrompt {...rest} />
    </Suspense>
  );
}
