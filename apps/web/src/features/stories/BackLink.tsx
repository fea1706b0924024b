import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { ArrowLeftIcon } from '../../components/icons';
import styles from './BackLink.module.css';

/** The arrow link back to where a story's management page was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  );
}
