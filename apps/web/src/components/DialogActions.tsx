import type { ReactNode } from 'react';
import styles from './Dialog.module.css';

/**
 * The button row of a Dialog. Put it last in the dialog's content (or last in its form):
 * it stays visible at the bottom of the dialog while the body above it scrolls.
 */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  // The data attribute lets tests (and styles outside this module) find the pinned row.
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')} data-dialog-actions="">
      {children}
    </div>
  );
}
