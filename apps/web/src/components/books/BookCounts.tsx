import type { ComponentType } from 'react';
import { EyeIcon, HeartIcon, ListIcon, type IconProps } from '../icons';
import { formatCount, formatFullCount } from './format';
import styles from './BookCounts.module.css';

export interface BookCountsProps {
  views: number;
  likes: number;
  chapters: number;
  /** Boxed: each figure in its own framed tile, centred (the book page); plain: figures in a row (the popup). */
  variant?: 'boxed' | 'plain';
  className?: string;
}

/**
 * A story's reads, likes and chapters as a description list, the figure above its label. The book
 * page and the dashboard's popup show the same three figures, so they share one list.
 */
export function BookCounts({
  views,
  likes,
  chapters,
  variant = 'plain',
  className,
}: BookCountsProps) {
  return (
    <dl className={[styles.counts, styles[variant], className].filter(Boolean).join(' ')}>
      <Count icon={EyeIcon} label="okunma" title={formatFullCount(views)}>
        {formatCount(views)}
      </Count>
      <Count icon={HeartIcon} label="beğeni" title={formatFullCount(likes)}>
        {formatCount(likes)}
      </Count>
      <Count icon={ListIcon} label="bölüm">
        {formatFullCount(chapters)}
      </Count>
    </dl>
  );
}

/** One figure: its mark and label as the term, the figure (its full number as the title) as the description. */
function Count({ icon: Icon, label, title, children }: { icon: ComponentType<IconProps>; label: string; title?: string; children: string }) {
  return (
    <div className={styles.count}>
      <dt>
        <Icon className={styles.icon} />
        {label}
      </dt>
      <dd title={title}>{children}</dd>
    </div>
  );
}
