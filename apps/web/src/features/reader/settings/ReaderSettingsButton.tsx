import { Suspense, useRef, useState } from 'react';
import styles from './ReaderSettingsButton.module.css';
import { lazyNamed } from '../../../lib/lazyPage';

const loadDialog = () => import('./ReaderSettingsDialog');
// The dialog and the panel load when the reader opens them (or points at the button), never
// with the chapter: the reader route's first JavaScript stays as it was (docs/PRODUCT.md#budgets).
const ReaderSettingsDialog = lazyNamed(loadDialog, 'ReaderSettingsDialog');

/** "Aa" in the reader's bar: opens the reading settings; closing returns the focus here. */
export function ReaderSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label="Okuma ayarları"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className={styles.glyph}>
          Aa
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReaderSettingsDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => buttonRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
