import type { ReactNode } from 'react';
import { BookOpenIcon } from './icons';
import styles from './States.module.css';

export interface EmptyStateProps {
  title?: ReactNode;
  /** The main text, e.g. 'Kütüphanenizde henüz kitap yok.' */
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  className?: string;
}

export function EmptyState({ title, children, icon, action, compact, className }: EmptyStateProps) {
  return (
    <div className={[styles.state, compact ? styles.compact : '', className].filter(Boolean).join(' ')}>
      <span className={styles.illustration} aria-hidden="true">
        {icon ?? <BookOpenIcon size={28} />}
      </span>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <p className={styles.text}>{children}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
