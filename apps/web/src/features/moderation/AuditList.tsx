import { EmptyState, ErrorState, LoadingState, LoadMore } from '../../components';
import { useModerationAudit, type AuditItem } from './api';
import { ACTION_DONE_LABELS, TARGET_TYPE_LABELS } from './labels';
import { formatDateTime } from './time';
import styles from './Moderation.module.css';

export const AUDIT_EMPTY = 'Henüz bir moderasyon kararı verilmedi.';
export const AUDIT_ERROR = 'Karar kaydı yüklenemedi. Lütfen tekrar deneyin.';

function suspensionText(entry: AuditItem): string | null {
  if (entry.action !== 'suspend_author') return null;
  return entry.suspend_days ? `${entry.suspend_days} gün` : 'süresiz';
}

/** Every decision, newest first: who, when, what, note (docs/PRODUCT.md#trust-and-safety). */
export function AuditList() {
  const query = useModerationAudit();
  if (query.isPending) return <LoadingState text="Kayıt yükleniyor..." />;
  if (query.isError) return <ErrorState message={AUDIT_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <EmptyState>{AUDIT_EMPTY}</EmptyState>;
  return (
    <>
      <ol className={styles.list} aria-label="Moderasyon kararları, en yenisi önce">
        {entries.map((entry) => {
          const days = suspensionText(entry);
          return (
            <li key={entry.decision_id} className={styles.auditEntry}>
              <p className={styles.auditWhat}>
                <strong>{ACTION_DONE_LABELS[entry.action]}</strong>
                {days ? ` (${days})` : null}: {TARGET_TYPE_LABELS[entry.target_type]} #{entry.target_id}
              </p>
              <p className={styles.auditMeta}>
                {entry.moderator ? `@${entry.moderator.username}` : 'Silinmiş moderatör'}
                <span aria-hidden="true"> · </span>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </p>
              {entry.note ? (
                <p className={styles.auditNote}>
                  <span className={styles.auditNoteLabel}>Not:</span> {entry.note}
                </p>
              ) : (
                <p className={styles.auditNoNote}>Not yazılmadı.</p>
              )}
            </li>
          );
        })}
      </ol>
      <LoadMore query={query} label="Daha fazla" auto={false} />
    </>
  );
}
