import { MSG } from '@okuryazar/shared';
import { Button } from '../../../components';
import { CommentIcon } from '../../../components/icons';
import styles from './Comments.module.css';

export interface CommentsClosedNoticeProps {
  /** The viewer is the story's author: told it is their own choice, with the way back. */
  isStoryAuthor: boolean;
  reopening: boolean;
  onReopen: () => void;
}

/**
 * Stands where the composer was while the story's comments are closed
 * (docs/PRODUCT.md#the-authors-say-over-comments): says why, and that what was written stays.
 */
export function CommentsClosedNotice({ isStoryAuthor, reopening, onReopen }: CommentsClosedNoticeProps) {
  return (
    <div className={styles.closed} role="status">
      <CommentIcon size={20} className={styles.closedIcon} />
      <div className={styles.closedBody}>
        <p className={styles.closedTitle}>{isStoryAuthor ? 'Bu hikayede yorumları kapattınız.' : MSG.commentsClosed}</p>
        <p className={styles.closedText}>
          {isStoryAuthor
            ? 'Okurlar ve siz yeni yorum ya da yanıt yazamazsınız; mevcut yorumlar okunmaya ve beğenilmeye devam eder.'
            : 'Yeni yorum ya da yanıt yazılamaz; mevcut yorumları okuyabilir ve beğenebilirsiniz.'}
        </p>
        {isStoryAuthor ? (
          <Button size="sm" variant="secondary" loading={reopening} onClick={onReopen} className={styles.closedAction}>
            Yorumları yeniden aç
          </Button>
        ) : null}
      </div>
    </div>
  );
}
