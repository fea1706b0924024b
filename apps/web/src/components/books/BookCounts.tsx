import { EyeIcon, HeartIcon, ListIcon } from '../icons';
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
      <div className={styles.count}>
        <dt>
          <EyeIcon className={styles.icon} />
          okunma
        </dt>
        <dd title={formatFullCount(views)}>{formatCount(views)}</dd>
      </div>
      <div className={styles.count}>
        <dt>
          <HeartIcon className={styles.icon} />
          beğeni
        </dt>
        <dd title={formatFullCount(likes)}>{formatCount(likes)}</dd>
      </div>
      <div className={styles.count}>
        <dt>
          <ListIcon className={styles.icon} />
          bölüm
        </dt>
        <dd>{formatFullCount(chapters)}</dd>
      </div>
    </dl>
  );
}
