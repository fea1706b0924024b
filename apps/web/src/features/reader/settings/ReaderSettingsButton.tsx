import { lazy, Suspense, useState } from 'react';
import { Dialog, LoadingState } from '../../../components';
import styles from './ReaderSettingsButton.module.css';

const loadPanel = () => import('./ReaderSettingsPanel');
// The panel's code loads when the reader opens it (or points at the button), never with the chapter.
const ReaderSettingsPanel = lazy(() => loadPanel().then((m) => ({ default: m.ReaderSettingsPanel })));

/** "Aa" in the reader's bar: opens the reading settings; closing returns focus here (Radix). */
export function ReaderSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Okuma ayarları"
      description="Değişiklikler hemen uygulanır ve hesabınızla eşitlenir."
      hideDescription
      size="sm"
      className={styles.dialog}
      trigger={
        <button
          type="button"
          className={className}
          aria-label="Okuma ayarları"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <span aria-hidden="true" className={styles.glyph}>
            Aa
          </span>
        </button>
      }
    >
      <Suspense fallback={<LoadingState />}>
        <ReaderSettingsPanel />
      </Suspense>
    </Dialog>
  );
}
