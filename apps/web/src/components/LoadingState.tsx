import { Suspense, type ReactNode } from 'react';
import styles from './States.module.css';

export interface LoadingStateProps {
  /** Announced to screen readers; default 'Yükleniyor...'. */
  text?: string;
  compact?: boolean;
  className?: string;
}

export function LoadingState({ text = 'Yükleniyor...', compact, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={[styles.state, compact ? styles.compact : '', className].filter(Boolean).join(' ')}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
    </div>
  );
}

/** A page loaded on demand, with the loading state (or the page's own skeleton) shown while its code loads. */
export function suspended(page: ReactNode, fallback: ReactNode = <LoadingState />) {
  return <Suspense fallback={fallback}>{page}</Suspense>;
}
