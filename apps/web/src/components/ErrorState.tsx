import type { ReactNode } from 'react';
import { MSG } from '@okuryazar/shared';
import { useOnline } from '../lib/useOnline';
import { Button } from './Button';
import { AlertIcon } from './icons';
import styles from './States.module.css';

export interface ErrorStateProps {
  /** The Turkish error text shown to the reader. */
  message: ReactNode;
  title?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  compact?: boolean;
  className?: string;
}

export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel = 'Tekrar dene',
  retrying,
  compact,
  className,
}: ErrorStateProps) {
  // Offline, whatever failed failed for want of a connection (docs/PRODUCT.md#reading-comfort-and-writers-tools): say so plainly.
  const online = useOnline();
  if (!online) message = MSG.needsConnection;
  return (
    <div role="alert" className={[styles.state, compact ? styles.compact : '', className].filter(Boolean).join(' ')}>
      <span className={`${styles.illustration} ${styles.errorIllustration}`} aria-hidden="true">
        <AlertIcon size={28} />
      </span>
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.text}>{message}</p>
      {onRetry ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
