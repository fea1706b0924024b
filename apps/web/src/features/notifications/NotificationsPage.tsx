import { MSG, relativeTime, type Notification, type NotificationType } from '@okuryazar/shared';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import {
  Avatar,
  BellIcon,
  BookOpenIcon,
  Button,
  CheckCircleIcon,
  EmptyState,
  ErrorState,
  HeartIcon,
  LoadingState,
  MessageIcon,
  PenIcon,
  UserIcon,
} from '../../components';
import { useSession } from '../../lib/useSession';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from './api';
import { notificationTarget } from './notificationTarget';
import styles from './NotificationsPage.module.css';

const TYPE_META: Record<NotificationType, { label: string; icon: ReactNode }> = {
  like: { label: 'Beğeni', icon: <HeartIcon size={12} /> },
  comment: { label: 'Yorum', icon: <MessageIcon size={12} /> },
  'comment-like': { label: 'Yorum beğenisi', icon: <HeartIcon size={12} /> },
  follow: { label: 'Yeni takipçi', icon: <UserIcon size={12} /> },
  read: { label: 'Okuma', icon: <BookOpenIcon size={12} /> },
  'new-chapter': { label: 'Yeni bölüm', icon: <PenIcon size={12} /> },
  moderation: { label: 'Moderasyon', icon: <CheckCircleIcon size={12} /> },
  announcement: { label: 'Duyuru', icon: <BellIcon size={12} /> },
  'beta-comment': { label: 'Beta notu', icon: <MessageIcon size={12} /> },
};

/** /notifications (docs/PRODUCT.md#screens): newest first, routed by type, read on click, live updates. */
export function NotificationsPage() {
  const query = useNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = uniqueById(query.data?.pages.flat() ?? []);
  const anyUnread = unread > 0 || items.some((n) => !n.is_read);

  return (
    <div className={styles.page}>
      <title>Bildirimler — Okuryazar</title>
      <header className={styles.intro}>
        <div>
          <p className="page-frame-eyebrow">Etkinlik</p>
          <h1 className={styles.heading}>Bildirimler</h1>
          {query.isSuccess && items.length > 0 ? (
            <p className={styles.lead}>
              {unread > 0 ? (
                <>
                  <span className={styles.count}>{unread}</span> okunmamış bildiriminiz var.
                </>
              ) : (
                'Hepsini okudunuz, harika!'
              )}
            </p>
          ) : null}
        </div>
        {query.isSuccess && items.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<CheckCircleIcon size={18} />}
            onClick={() => markAll.mutate()}
            disabled={!anyUnread}
            loading={markAll.isPending}
          >
            {MSG.markAllRead}
          </Button>
        ) : null}
      </header>

      {query.isPending ? (
        <LoadingState text="Bildirimler yükleniyor..." />
      ) : query.isError ? (
        <ErrorState
          message="Bildirimler yüklenemedi. Lütfen tekrar deneyin."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<BellIcon size={28} />} title="Henüz bildiriminiz yok.">
          Biri sizi takip ettiğinde, bölümlerinizi beğendiğinde ya da yorum yaptığında burada göreceksiniz.
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label="Bildirim listesi">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} onOpen={() => !n.is_read && markRead.mutate(n)} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Daha eski bildirimler
              </Button>
            </div>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className={styles.moreError}>
              {MSG.tryAgain}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * Each notice once: one updated in place (a comment's likes) moves to the top, and a page
 * fetched after it moved may bring it again from its old place.
 */
function uniqueById(list: Notification[]): Notification[] {
  const seen = new Set<number>();
  return list.filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const session = useSession();
  const target = notificationTarget(n, session?.userId ?? null);
  const meta = TYPE_META[n.type] ?? TYPE_META.like;
  const className = [styles.item, n.is_read ? '' : styles.unread].filter(Boolean).join(' ');
  const body = (
    <>
      <span className={styles.avatarWrap}>
        <Avatar src={n.sender_profile_image_url} name={n.sender_username ?? 'Okuryazar'} size={44} preferInitial decorative />
        <span className={`${styles.typeIcon} ${styles[`type-${n.type}`] ?? ''}`} aria-hidden="true">
          {meta.icon}
        </span>
      </span>
      <span className={styles.text}>
        <span className={styles.content}>{n.content}</span>
        <span className={styles.meta}>
          <span>{meta.label}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={n.timestamp} title={new Date(n.timestamp).toLocaleString('tr-TR')}>
            {relativeTime(n.timestamp)}
          </time>
        </span>
      </span>
      {n.is_read ? null : (
        <span className={styles.dot}>
          <span className="visually-hidden">Okunmadı</span>
        </span>
      )}
    </>
  );
  if (target) {
    return (
      <Link to={target} className={className} onClick={onOpen}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onOpen}>
      {body}
    </button>
  );
}
