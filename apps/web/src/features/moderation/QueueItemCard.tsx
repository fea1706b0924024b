import type { ModerationAction, ModerationQueueItem } from '@okuryazar/shared';
import { MODERATION_MSG } from '@okuryazar/shared';
import { useId } from 'react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { AlertIcon, Button, ClockIcon } from '../../components';
import { reasonLabel, TARGET_TYPE_LABELS } from './labels';
import { agoText, dueState, formatDateTime } from './time';
import styles from './Moderation.module.css';

/**
 * One target in the queue: what it is, the safe plain-text preview (React escapes it; the
 * server already stripped tags), who wrote it, why it was reported, and how long the 24-hour
 * promise has left. Open items carry the decisions the API allows for their type.
 */
export function QueueItemCard({
  item,
  now,
  onAction,
  itemRef,
}: {
  item: ModerationQueueItem;
  now: number;
  /** Absent for resolved items: they are shown, not decided. */
  onAction?: (action: ModerationAction) => void;
  itemRef?: (node: HTMLElement | null) => void;
}) {
  const titleId = useId();
  const isNotice = item.target_type === 'legal_notice';
  const due = dueState(item.due_at, now);
  const canRemove = !isNotice && !item.removed;
  const canSuspend = !isNotice && item.author !== null;

  return (
    <article ref={itemRef} tabIndex={-1} aria-labelledby={titleId} className={styles.card} data-testid="moderation-item">
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {TARGET_TYPE_LABELS[item.target_type]} <span className={styles.targetId}>#{item.target_id}</span>
        </h3>
        {item.removed ? <span className={styles.removedBadge}>{MODERATION_MSG.removedLabel}</span> : null}
        <p className={styles.cardMeta}>
          {item.author ? (
            <>
              Yazar: <Link to={paths.profile(item.author.user_id)}>@{item.author.username}</Link>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {isNotice ? 'Yasal bildirim' : `${item.report_count} şikayet`}
        </p>
      </header>

      {item.preview ? (
        <blockquote className={styles.preview}>{item.preview}</blockquote>
      ) : (
        <p className={styles.previewMissing}>Önizleme yok: içerik artık bulunmuyor.</p>
      )}

      {item.notice ? (
        <dl className={styles.noticeFacts}>
          <div>
            <dt>Gönderen</dt>
            <dd>
              {item.notice.name} (<a href={`mailto:${item.notice.email}`}>{item.notice.email}</a>)
            </dd>
          </div>
          <div>
            <dt>Bildirilen içerik</dt>
            <dd className={styles.url}>
              <a href={item.notice.url} target="_blank" rel="noopener noreferrer nofollow">
                {item.notice.url}
              </a>
            </dd>
          </div>
        </dl>
      ) : null}

      {item.reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Şikayet nedenleri">
          {item.reasons.map((reason) => (
            <li key={reason} className={styles.reason}>
              {reasonLabel(reason)}
            </li>
          ))}
        </ul>
      ) : null}

      {!isNotice && item.descriptions.length > 0 ? (
        <div className={styles.descriptions}>
          <p className={styles.descriptionsTitle}>Şikayet edenlerin açıklamaları</p>
          <ul>
            {item.descriptions.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className={styles.times}>
        <span className={styles.time}>
          <ClockIcon size={16} />
          {isNotice ? 'Gönderildi' : 'İlk şikayet'}:{' '}
          <time dateTime={item.first_reported_at} title={formatDateTime(item.first_reported_at)}>
            {agoText(item.first_reported_at, now)}
          </time>
        </span>
        {onAction ? (
          <span className={due.overdue ? `${styles.due} ${styles.overdue}` : styles.due} data-testid="due">
            {due.overdue ? <AlertIcon size={16} /> : null}
            {due.text}
          </span>
        ) : null}
      </p>

      {onAction ? (
        <div className={styles.actions} role="group" aria-label="Karar">
          {canRemove ? (
            <Button size="sm" variant="danger" aria-describedby={titleId} onClick={() => onAction('remove')}>
              Kaldır
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" aria-describedby={titleId} onClick={() => onAction('dismiss')}>
            {isNotice ? 'İncelendi olarak kapat' : 'Yoksay'}
          </Button>
          {canSuspend ? (
            <Button size="sm" variant="ghost" aria-describedby={titleId} onClick={() => onAction('suspend_author')}>
              Yazarı askıya al
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
