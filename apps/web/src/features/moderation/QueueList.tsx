import type { ModerationAction, ModerationQueueItem } from '@okuryazar/shared';
import { useEffect, useRef, useState } from 'react';
import { CheckCircleIcon, EmptyState, ErrorState, LoadingState, LoadMore, useToast } from '../../components';
import { useModerationQueue, type QueueStatus } from './api';
import { DecisionDialog } from './DecisionDialog';
import { QueueItemCard } from './QueueItemCard';
import { useNow } from '../../lib/useNow';
import styles from './Moderation.module.css';

export const QUEUE_EMPTY = 'İncelenecek şikayet yok.';
export const RESOLVED_EMPTY = 'Henüz çözülen şikayet yok.';
export const QUEUE_ERROR = 'Şikayetler yüklenemedi. Lütfen tekrar deneyin.';

/** The open queue (with decisions) or the resolved list, oldest first report first. */
export function QueueList({ status }: { status: QueueStatus }) {
  const query = useModerationQueue(status);
  const now = useNow();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ item: ModerationQueueItem; action: ModerationAction; index: number } | null>(null);
  // After a decision the item's buttons are gone: focus moves to the item that took its place.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const itemNodes = useRef<(HTMLElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (focusIndex === null) return;
    // Radix gives focus back to the (removed) trigger as the dialog closes; move it after that.
    const id = window.setTimeout(() => {
      const node = itemNodes.current[Math.min(focusIndex, items.length - 1)] ?? listRef.current;
      node?.focus();
      setFocusIndex(null);
    }, 0);
    return () => window.clearTimeout(id);
  }, [focusIndex, items.length]);

  if (query.isPending) return <LoadingState text="Şikayetler yükleniyor..." />;
  if (query.isError) return <ErrorState message={QUEUE_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  return (
    <div ref={listRef} tabIndex={-1} className={styles.listWrap}>
      {items.length === 0 ? (
        <EmptyState icon={<CheckCircleIcon size={28} />}>{status === 'open' ? QUEUE_EMPTY : RESOLVED_EMPTY}</EmptyState>
      ) : (
        <ol className={styles.list} aria-label={status === 'open' ? 'Açık şikayetler, en eskisi önce' : 'Çözülen şikayetler'}>
          {items.map((item, index) => (
            <li key={`${item.target_type}-${item.target_id}`}>
              <QueueItemCard
                item={item}
                now={now}
                itemRef={(node) => {
                  itemNodes.current[index] = node;
                }}
                onAction={status === 'open' ? (action) => setPending({ item, action, index }) : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      <LoadMore query={query} label="Daha fazla" auto={false} />
      {pending ? (
        <DecisionDialog
          item={pending.item}
          action={pending.action}
          onClose={() => setPending(null)}
          onDecided={(message) => {
            setPending(null);
            setFocusIndex(pending.index);
            toast({ title: message, tone: 'success' });
          }}
        />
      ) : null}
    </div>
  );
}
