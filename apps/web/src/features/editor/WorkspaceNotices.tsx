import type { ChapterServerCopy } from '@okuryazar/shared';
import { Button } from '../../components';
import { useCopyVersion, VersionPanel } from './ChapterConflictDialog';
import { formatSavedTime } from './chapterText';
import type { AsideCopy } from './draftStore';
import { serverVersion } from './useConflict';
import styles from './ChapterEditor.module.css';

export const RESTORED_NOTICE = 'Bu cihazdaki taslak geri yüklendi.';
export const SERVER_DRAFT_NOTICE = 'Başka bir cihazdaki taslak geri yüklendi.';
export const USE_SERVER_VERSION = 'Sunucudaki sürümü kullan';
export const ASIDE_NOTICE = 'Sunucudaki sürümü aldınız; kendi metniniz kaybolmadı.';
export const RESTORE_ASIDE = 'Kendi metnime dön';

export interface WorkspaceNoticesProps {
  /** A draft was restored at opening (from this device or the server). */
  notice: { serverChangedSince: boolean; source: 'local' | 'server' } | null;
  /** The chapter exists on the server (otherwise "use the server's version" is an empty page). */
  onServer: boolean;
  onUseServerVersion: () => void;
  onDismissNotice: () => void;
  aside: (AsideCopy & { stored: boolean }) | null;
  onRestoreAside: () => void;
  onDropAside: () => void;
  mergeSource: ChapterServerCopy | null;
  onCloseMerge: () => void;
}

/** The notices above the title: a restored draft, a text set aside in a conflict, the version to merge with. */
export function WorkspaceNotices({ notice, onServer, onUseServerVersion, onDismissNotice, aside, onRestoreAside, onDropAside, mergeSource, onCloseMerge }: WorkspaceNoticesProps) {
  const copyVersion = useCopyVersion();
  return (
    <>
      {notice ? (
        <div className={styles.notice} role="status">
          <p>
            {notice.source === 'server' ? SERVER_DRAFT_NOTICE : RESTORED_NOTICE}
            {notice.serverChangedSince ? ' Sunucudaki sürüm bu taslaktan sonra da değiştirilmiş; kaydetmeden önce kontrol edin.' : ''}
          </p>
          <div className={styles.noticeActions}>
            <Button variant="secondary" size="sm" onClick={onUseServerVersion}>
              {onServer ? USE_SERVER_VERSION : 'Boş sayfayla başla'}
            </Button>
            <Button variant="ghost" size="sm" onClick={onDismissNotice}>
              Tamam
            </Button>
          </div>
        </div>
      ) : null}

      {aside ? (
        <div className={styles.notice} role="status">
          <p>
            {ASIDE_NOTICE}
            {aside.stored ? ' Metniniz bu cihazda saklandı.' : ' Metniniz yalnızca bu sayfa açıkken duruyor; kopyalamayı unutmayın.'}
          </p>
          <div className={styles.noticeActions}>
            <Button variant="secondary" size="sm" onClick={onRestoreAside}>
              {RESTORE_ASIDE}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void copyVersion(aside)}>
              Metnimi kopyala
            </Button>
            <Button variant="ghost" size="sm" onClick={onDropAside}>
              Sakladığım metni sil
            </Button>
          </div>
        </div>
      ) : null}

      {mergeSource ? (
        <div className={styles.mergeSource}>
          <VersionPanel
            heading="Diğer sürüm (birleştirmek için)"
            meta={`Sunucuya kaydedildi · ${formatSavedTime(new Date(mergeSource.updated_at))} · Metniniz aşağıda; birleştirip kaydedin.`}
            version={serverVersion(mergeSource)}
            copyLabel="Diğer sürümü kopyala"
            onCopy={() => void copyVersion(serverVersion(mergeSource))}
          />
          <Button variant="ghost" size="sm" className={styles.mergeClose} onClick={onCloseMerge}>
            Diğer sürümü kapat
          </Button>
        </div>
      ) : null}
    </>
  );
}
