import { formatCount } from './likes';
import { HeartIcon } from '../../components/icons';
import styles from './LikeButton.module.css';

export interface LikeButtonProps {
  /** Accessible action, e.g. 'Bölümü beğen'; the count is added to the name. */
  label: string;
  liked: boolean;
  count: number;
  onToggle: () => void;
  /** A call is in flight: clicks are ignored (no double toggles) but focus stays. */
  pending?: boolean;
  variant?: 'bar' | 'inline';
}

/** Heart toggle with its count; aria-pressed mirrors the server's isLiked. */
export function LikeButton({ label, liked, count, onToggle, pending, variant = 'inline' }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.like} ${styles[variant]}`}
      aria-pressed={liked}
      aria-label={`${label} (${formatCount(count)} beğeni)`}
      aria-busy={pending || undefined}
      data-liked={liked || undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
    >
      <HeartIcon size={variant === 'bar' ? 20 : 16} filled={liked} />
      <span className={styles.count} aria-hidden="true">
        {formatCount(count)}
      </span>
    </button>
  );
}
