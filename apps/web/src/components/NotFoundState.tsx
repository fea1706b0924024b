import type { ReactNode } from 'react';
import { BookOpenIcon } from './icons';
import styles from './States.module.css';

export interface NotFoundStateProps {
  /** Shown as the page's h1 (e.g. 'Kitap bulunamadı.'). */
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A whole-page "not found" state whose title is the page heading. */
export function NotFoundState({ title, children, action }: NotFoundStateProps) {
  return (
    <div className={`${styles.state} ${styles.page}`}>
      <span className={styles.illustration} aria-hidden="true">
        <BookOpenIcon size={28} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
