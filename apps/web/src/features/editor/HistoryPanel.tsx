import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Revision } from '@okuryazar/shared';
import { useMemo, useState } from 'react';
import { Button, Dialog, ErrorState, LoadingState } from '../../components';
import { editorWrite, fetchRevision, fetchRevisions, revisionsQueryKey } from './api';
import { formatCount, formatSavedTime } from './chapterText';
import type { SavedSnapshot } from './draftStore';
import { useNow } from '../../lib/useNow';
import { versionTimes } from './versionTime';
import { wordDiff } from './wordDiff';
import styles from './HistoryPanel.module.css';
import { cursorPaging } from '../../lib/cursorPaging';

export const RESTORE_LABEL = 'Bu sürümü geri yükle';

export interface HistoryPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chapterId: number;
  /** The editor's text now (saved or not): each revision is compared with it. */
  current: SavedSnapshot;
  /** Unsaved changes are saved first, so the restore can be undone from the history too. */
  dirty: boolean;
  /** Restores the revision (its text and author's notes); resolves once it is done (the panel closes) or refused. */
  onRestore: (revision: Revision) => Promise<void>;
}

/**
 * "Geçmiş": the chapter's revisions, newest first, each compared word by word with the
 * current text; restoring one saves it as a new revision (so it can be undone too).
 * Loaded on demand: the diff library stays out of the editor's first chunk.
 */
export function HistoryPanel({ open, onOpenChange, chapterId, current, dirty, onRestore }: HistoryPanelProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const list = useInfiniteQuery({
    queryKey: revisionsQueryKey(chapterId),
    ...cursorPaging((cursor, signal) => fetchRevisions(chapterId, cursor, signal), (last) => last.next_cursor),
    staleTime: 0,
  });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const activeId = selected ?? items[0]?.revision_id ?? null;
  // Each version's own time in the list, before any is opened; the ages move on while it is open.
  const now = useNow();
  const times = useMemo(() => versionTimes(items.map((item) => item.created_at), new Date(now)), [items, now]);

  const revision = useQuery({
    queryKey: [...revisionsQueryKey(chapterId), activeId],
    queryFn: ({ signal }) => fetchRevision(chapterId, activeId!, signal),
    enabled: activeId !== null,
    staleTime: Infinity,
  });
  const diff = useMemo(() => (revision.data ? wordDiff(current.content, revision.data.content) : []), [current.content, revision.data]);
  // The notes are compared by their words too (the stored and the editor's HTML may differ in spelling only).
  const notesDiffer =
    revision.data !== undefined &&
    (wordDiff(current.noteBefore ?? '', revision.data.note_before).some((part) => part.kind !== 'same') ||
      wordDiff(current.noteAfter ?? '', revision.data.note_after).some((part) => part.kind !== 'same') ||
      (current.recap ?? '') !== revision.data.recap);
  const unchanged = diff.every((part) => part.kind === 'same') && revision.data?.title === current.title && !notesDiffer;

  // The editor's restore (a save first, then the restore's own mutation) as one wait for this button.
  const restoring = useMutation({ ...editorWrite, mutationFn: onRestore, onSettled: () => setConfirming(false) });
  const restore = () => {
    if (revision.data) restoring.mutate(revision.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Geçmiş" description="Her kayıt bir sürüm olarak saklanır. Bir sürüm seçin, şimdiki metinle karşılaştırın." size="xl" dense>
      {list.isPending ? (
        <LoadingState text="Sürümler yükleniyor..." />
      ) : list.isError ? (
        <ErrorState title="Sürümler yüklenemedi" message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>Henüz sürüm yok. Bölümü her kaydettiğinizde bir sürüm oluşur.</p>
      ) : (
        <div className={styles.layout}>
          <nav aria-label="Sürümler" className={styles.listWrap}>
            <ol className={styles.list}>
              {items.map((item, index) => (
                <li key={item.revision_id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={item.revision_id === activeId ? 'true' : undefined}
                    onClick={() => {
                      setSelected(item.revision_id);
                      setConfirming(false);
                    }}
                  >
                    <span className={styles.when}>
                      <time dateTime={item.created_at} title={formatSavedTime(new Date(item.created_at))} className={styles.clock}>
                        {times[index]?.clock}
                      </time>
                      {index === 0 ? <span className={styles.badge}>Son kayıt</span> : null}
                    </span>
                    <span className={styles.words}>
                      {times[index]?.relative} · {formatCount(item.word_count)} kelime
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            {list.hasNextPage ? (
              <Button variant="ghost" size="sm" fullWidth onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Daha eski sürümler
              </Button>
            ) : null}
          </nav>

          <section className={styles.view} aria-label="Seçilen sürüm" aria-busy={revision.isFetching || undefined}>
            {revision.isPending ? (
              <LoadingState text="Sürüm yükleniyor..." />
            ) : revision.isError ? (
              <ErrorState title="Sürüm açılamadı" message={revision.error.message} onRetry={() => void revision.refetch()} retrying={revision.isFetching} />
            ) : (
              <>
                <div className={styles.viewHead}>
                  <h3 className={styles.revisionTitle}>{revision.data.title}</h3>
                  <p className={styles.meta}>
                    {times[items.findIndex((item) => item.revision_id === activeId)]?.clock ?? formatSavedTime(new Date(revision.data.created_at))} ·{' '}
                    {formatCount(revision.data.word_count)} kelime
                  </p>
                </div>
                <p className={styles.legend}>
                  <ins>Geri yüklenirse eklenecek</ins> <del>Geri yüklenirse silinecek</del>
                </p>
                {notesDiffer ? <p className={styles.meta}>Bu sürümün yazar notları şimdikilerden farklı; geri yüklenirse notlar da bu sürümdeki haline döner.</p> : null}
                <div className={styles.diff} data-testid="revision-diff" tabIndex={0} aria-label="Şimdiki metinle farklar">
                  {diff.map((part, i) =>
                    part.kind === 'added' ? (
                      <ins key={i}>{part.text}</ins>
                    ) : part.kind === 'removed' ? (
                      <del key={i}>{part.text}</del>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </div>
                {confirming ? (
                  <div className={styles.confirm} role="group" aria-label="Geri yüklemeyi onaylayın">
                    <p>
                      Metin bu sürümdeki haline dönecek ve yeni bir kayıt olarak saklanacak; isterseniz bunu da geçmişten geri alabilirsiniz.
                      {dirty ? ' Kaydedilmemiş değişiklikleriniz önce kaydedilecek.' : ''}
                    </p>
                    <div className={styles.actions}>
                      <Button size="sm" onClick={restore} loading={restoring.isPending} autoFocus>
                        Evet, geri yükle
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={restoring.isPending}>
                        Vazgeç
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} disabled={unchanged}>
                      {RESTORE_LABEL}
                    </Button>
                    {unchanged ? <span className={styles.meta}>Bu sürüm şimdiki metinle aynı.</span> : null}
                  </div>
                )}
              </>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
