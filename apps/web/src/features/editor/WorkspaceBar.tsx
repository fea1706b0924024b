import { Button } from '../../components';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { ScheduleButton } from '../schedule';
import type { SaveTone } from './saveStatus';
import { ArrowLeftIcon, CloudCheckIcon, EyeIcon, PencilDotIcon } from '../../components/icons';
import styles from './ChapterEditor.module.css';

export const HISTORY_LABEL = 'Geçmiş';
const SCHEDULE_NOTE = 'Bölüm, sunucuya kaydedilmiş son hâliyle yayımlanır.';

export interface WorkspaceActionsProps {
  bookId: number;
  chapterId: number | null;
  title: string;
  isPublished: boolean;
  publishAt: string | null;
  onScheduleChange: (publishAt: string | null) => void;
  /** Saving, publishing or previewing: the other actions wait. */
  busy: boolean;
  previewing: boolean;
  onPreview: () => void;
  onPublish: () => void;
}

function ScheduleAction({ bookId, chapterId, title, isPublished, publishAt, onScheduleChange, busy, className }: WorkspaceActionsProps & { className?: string }) {
  if (isPublished || chapterId === null) return null;
  return (
    <ScheduleButton
      bookId={bookId}
      chapterId={chapterId}
      chapterTitle={title}
      publishAt={publishAt}
      onChange={onScheduleChange}
      showTime
      variant="ghost"
      className={className}
      disabled={busy}
      note={SCHEDULE_NOTE}
    />
  );
}

export interface WorkspaceBarProps extends WorkspaceActionsProps {
  status: { text: string; tone: SaveTone };
  onHistory: () => void;
  onSave: () => void;
  saving: boolean;
}

/** The top bar: back to the story, the chapter's state and save status, and its actions. */
export function WorkspaceBar(props: WorkspaceBarProps) {
  const { bookId, chapterId, isPublished, status, busy, previewing, onPreview, onPublish, onHistory, onSave, saving } = props;
  return (
    <div className={styles.bar}>
      <Link to={paths.storyDetails(bookId)} className={styles.back}>
        <ArrowLeftIcon size={18} />
        <span className={styles.backText}>Hikayeye dön</span>
      </Link>
      <div className={styles.state}>
        <span className={styles.chip} data-published={isPublished || undefined}>
          {isPublished ? 'Yayında' : 'Taslak'}
        </span>
        <span className={styles.saveStatus} data-tone={status.tone} role="status" aria-live="polite">
          <span className={styles.saveIcon} aria-hidden="true">
            {status.tone === 'saved' ? <CloudCheckIcon size={16} /> : <PencilDotIcon size={12} />}
          </span>
          <span className={styles.saveText}>{status.text}</span>
        </span>
      </div>
      <div className={styles.actions}>
        {chapterId !== null ? (
          <Button variant="ghost" size="sm" onClick={onHistory} aria-haspopup="dialog">
            {HISTORY_LABEL}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className={styles.secondaryAction}
          leadingIcon={<EyeIcon size={18} />}
          onClick={onPreview}
          loading={previewing}
          disabled={busy && !previewing}
        >
          Önizle
        </Button>
        <ScheduleAction {...props} className={styles.secondaryAction} />
        <Button variant="secondary" size="sm" className={styles.secondaryAction} onClick={onPublish} disabled={busy}>
          {isPublished ? 'Yayından Kaldır' : 'Yayımla'}
        </Button>
        <Button size="sm" onClick={onSave} loading={saving} aria-keyshortcuts="Control+S Meta+S" title="Kaydet (Ctrl+S)">
          Kaydet
        </Button>
      </div>
    </div>
  );
}

/** The same actions under the title on a phone, where the bar has no room for them. */
export function MobileActions(props: WorkspaceActionsProps) {
  const { isPublished, busy, previewing, onPreview, onPublish } = props;
  return (
    <div className={styles.mobileActions}>
      <Button variant="secondary" size="sm" leadingIcon={<EyeIcon size={18} />} onClick={onPreview} loading={previewing} disabled={busy && !previewing}>
        Önizle
      </Button>
      <Button variant="secondary" size="sm" onClick={onPublish} disabled={busy}>
        {isPublished ? 'Yayından Kaldır' : 'Yayımla'}
      </Button>
      <ScheduleAction {...props} />
    </div>
  );
}
