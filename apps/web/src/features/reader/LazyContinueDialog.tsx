import { lazy, Suspense } from 'react';
import type { ContinueDialogProps } from './ContinueDialog';

// Asked only on chapter 1 with progress saved elsewhere: its code is not part of the chapter's first load.
const ContinueDialog = lazy(() => import('./ContinueDialog').then((m) => ({ default: m.ContinueDialog })));

export function LazyContinueDialog(props: ContinueDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ContinueDialog {...props} />
    </Suspense>
  );
}
