import { MSG } from '@okuryazar/shared';
import { Button, useToast } from '../../components';
import { CommentIcon } from '../../components/icons';
import { ApiError } from '../../lib/api';
import { useSetCommentSettings } from '../reader';
import styles from './CommentSettings.module.css';

/**
 * The author's switch for a story's comments on its management screen
 * (docs/PRODUCT.md#the-authors-say-over-comments): says what the state means for readers and
 * turns it over; the reader's composer follows from the same cache update.
 */
export function CommentSettings({ storyId, closed }: { storyId: number; closed: boolean }) {
  const settings = useSetCommentSettings(storyId);
  const { toast } = useToast();

  const change = () => {
    if (settings.inFlight()) return;
    settings.mutate(!closed, {
      onSuccess: (answer) => toast({ title: answer.message, tone: 'success' }),
      onError: (error) => toast({ title: error instanceof ApiError ? error.message : MSG.genericError, tone: 'error' }),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="comment-settings-heading">
      <CommentIcon size={20} className={styles.icon} />
      <div className={styles.text}>
        <h2 id="comment-settings-heading" className={styles.heading}>
          Okur yorumları: {closed ? 'kapalı' : 'açık'}
        </h2>
        <p className={styles.state}>
          {closed
            ? 'Yeni yorum ve yanıt yazılamaz; mevcut yorumlar okunmaya ve beğenilmeye devam eder.'
            : 'Okurlar bölümlerinize yorum ve yanıt yazabilir. Kapatırsanız mevcut yorumlar yerinde kalır.'}
        </p>
      </div>
      <Button variant="secondary" size="sm" className={styles.action} loading={settings.isPending} onClick={change}>
        {closed ? 'Yorumları yeniden aç' : 'Yorumları kapat'}
      </Button>
    </section>
  );
}
