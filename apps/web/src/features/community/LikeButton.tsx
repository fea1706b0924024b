import { formatFullCount } from '../../components/books';
import { HeartIcon } from '../../components/icons';
import styles from './Posts.module.css';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  busy: boolean;
  onToggle: () => void;
  /** What is liked, for the accessible name: 'gönderiyi' or 'yorumu'. */
  subject: string;
  small?: boolean;
}

/** Heart toggle with its count; pressed when liked. The state comes from the server's answer. */
export function LikeButton({ liked, count, busy, onToggle, subject, small }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={[styles.action, liked ? styles.liked : '', small ? styles.actionSmall : ''].join(' ')}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      aria-label={`Bu ${subject} beğen, ${formatFullCount(count)} beğeni`}
      onClick={() => {
        if (!busy) onToggle();
      }}
      data-testid="like-button"
    >
      <HeartIcon size={small ? 16 : 20} filled={liked} />
      <span className={styles.actionCount}>{formatFullCount(count)}</span>
    </button>
  );
}
