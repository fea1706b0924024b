import type { StoryDetailsResponse } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { AlertIcon, Button, Dialog, EmptyState, IconCount, PlusIcon, RemovedBadge, RemovedNotice, useToast } from '../../components';
import { getSession } from '../../lib/session';
import { ScheduleButton, ScheduledBadge } from '../schedule';
import { useDeleteChapter } from './api';
import { formatCount, formatDate, formatDateTime, formatNumber } from './format';
import { ChevronDownIcon, ChevronUpIcon, CommentIcon, EditIcon, EyeIcon, GripIcon, HeartIcon, TextIcon, TrashIcon } from '../../components/icons';
import { StatusBadge } from './StatusBadge';
import { useChapterReorder } from './useChapterReorder';
import { DangerActions } from './StoryDialog';
import dialogStyles from './Dialogs.module.css';
import styles from './ChapterList.module.css';

type Details = StoryDetailsResponse;
type Chapter = Details['chapters'][number];

export interface ChapterListProps {
  storyId: number;
  storyTitle: string;
  chapters: Chapter[];
  /** A moderator removed the whole story (docs/PRODUCT.md#trust-and-safety): no new chapters, every chapter read-only. */
  storyRemoved?: boolean;
}

/**
 * İçindekiler: the story's chapters with edit, preview and delete, plus 'Yeni Bölüm'. A
 * chapter a moderator removed (or every chapter of a removed story) is marked and opens
 * read-only ("Görüntüle"), with no scheduling (docs/PRODUCT.md#trust-and-safety). The order changes by dragging a
 * row's handle or with each row's "Yukarı taşı" / "Aşağı taşı" (docs/PRODUCT.md#reading-comfort-and-writers-tools), announced in a
 * live region and saved at once.
 */
export function ChapterList({ storyId, storyTitle, chapters: serverChapters, storyRemoved = false }: ChapterListProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const removal = useDeleteChapter(storyId);
  const pending = removal.isPending;
  const [target, setTarget] = useState<Chapter | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const newChapterRef = useRef<HTMLButtonElement>(null);
  const reorder = useChapterReorder(storyId, serverChapters);
  const chapters = reorder.chapters;
  const canReorder = !storyRemoved && chapters.length > 1;
  /** The move button pressed last: React may move its row's node, which drops the focus; it goes back. */
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = refocus.current;
    if (!key) return;
    refocus.current = null;
    const button = moveButtons.current.get(key);
    if (button && document.activeElement !== button) button.focus();
  });
  const moveButtonRef = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) moveButtons.current.set(key, el);
    else moveButtons.current.delete(key);
  };
  const move = (id: number, delta: -1 | 1) => {
    refocus.current = `${id}:${delta}`;
    reorder.moveBy(id, delta);
  };

  const newChapter = () => navigate(paths.editStory, { state: { bookId: storyId, chapterId: null } });

  const closeDialog = (deleted: boolean) => {
    setTarget(null);
    setError(null);
    const focusTo = deleted ? newChapterRef.current : returnFocus.current;
    returnFocus.current = null;
    window.setTimeout(() => focusTo?.focus(), 0);
  };

  const confirmDelete = async () => {
    if (!target || pending) return;
    setError(null);
    try {
      const res = await removal.mutateAsync(target.chapter_id);
      toast({ title: res?.message || MSG.chapterDeleted, tone: 'success' });
      closeDialog(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.genericError);
    }
  };

  return (
    <div className={styles.contents}>
      <div className={styles.contentsHeader}>
        <p className={styles.contentsCount}>
          {chapters.length > 0 ? `${formatNumber(chapters.length)} bölüm` : 'Henüz bölüm yok'}
        </p>
        {storyRemoved ? null : (
          <Button ref={newChapterRef} size="sm" leadingIcon={<PlusIcon size={18} />} onClick={newChapter}>
            Yeni Bölüm
          </Button>
        )}
      </div>

      {canReorder ? (
        <p className={styles.orderHint}>Sırayı değiştirmek için bir bölümü tutamağından sürükleyin ya da oklarla taşıyın; sıra hemen kaydedilir.</p>
      ) : null}

      {chapters.length === 0 ? (
        <EmptyState compact title="İlk bölümü yazmaya hazır mısınız?">
          Bu hikayenin henüz bir bölümü yok. “Yeni Bölüm” ile yazmaya başlayabilirsiniz.
        </EmptyState>
      ) : (
        <ol className={styles.chapterList} role="list" data-reordering={reorder.draggingId !== null || undefined}>
          {chapters.map((chapter, index) => {
            const readOnly = storyRemoved || chapter.removed !== null;
            // The place shown: moves show before the server has renumbered.
            const number = index + 1;
            const first = index === 0;
            const last = index === chapters.length - 1;
            return (
            <li
              key={chapter.chapter_id}
              ref={reorder.rowRef(chapter.chapter_id)}
              className={styles.chapter}
              data-testid="chapter-row"
              data-dragging={reorder.draggingId === chapter.chapter_id || undefined}
            >
              {canReorder ? (
                <div className={styles.order}>
                  <button
                    type="button"
                    ref={moveButtonRef(`${chapter.chapter_id}:-1`)}
                    className={styles.moveButton}
                    aria-label={`Yukarı taşı: ${chapter.title}`}
                    title="Yukarı taşı"
                    aria-disabled={first || undefined}
                    onClick={() => {
                      if (!first) move(chapter.chapter_id, -1);
                    }}
                  >
                    <ChevronUpIcon size={18} />
                  </button>
                  <span
                    className={styles.dragHandle}
                    title="Sürükleyerek taşıyın"
                    aria-hidden="true"
                    data-testid="chapter-drag-handle"
                    {...reorder.handleProps(chapter.chapter_id)}
                  >
                    <GripIcon size={16} className={styles.gripIcon} />
                    <span className={styles.chapterNumber}>{number}</span>
                  </span>
                  <button
                    type="button"
                    ref={moveButtonRef(`${chapter.chapter_id}:1`)}
                    className={styles.moveButton}
                    aria-label={`Aşağı taşı: ${chapter.title}`}
                    title="Aşağı taşı"
                    aria-disabled={last || undefined}
                    onClick={() => {
                      if (!last) move(chapter.chapter_id, 1);
                    }}
                  >
                    <ChevronDownIcon size={18} />
                  </button>
                </div>
              ) : (
                <span className={styles.chapterNumber} aria-hidden="true">
                  {number}
                </span>
              )}
              <div className={styles.chapterMain}>
                <h3 className={styles.chapterTitle}>
                  <span className="visually-hidden">Bölüm {number}:</span> {chapter.title}
                </h3>
                <div className={styles.chapterMeta}>
                  {chapter.removed ? <RemovedBadge /> : <StatusBadge published={chapter.is_published} />}
                  {chapter.publish_at && !chapter.is_published ? <ScheduledBadge publishAt={chapter.publish_at} /> : null}
                  <span className={styles.metaItem}>
                    <TextIcon size={15} />
                    {formatNumber(chapter.word_count)} kelime
                  </span>
                  <MetaCount icon={<EyeIcon size={15} />} count={chapter.views} noun="okunma" />
                  <MetaCount icon={<HeartIcon size={15} />} count={chapter.likes} noun="beğeni" />
                  <MetaCount icon={<CommentIcon size={15} />} count={chapter.comments} noun="yorum" />
                  <span className={styles.metaItem}>
                    Son güncelleme:{' '}
                    <time dateTime={chapter.updated_at} title={formatDateTime(chapter.updated_at)}>
                      {formatDate(chapter.updated_at)}
                    </time>
                  </span>
                </div>
                {chapter.removed ? <RemovedNotice removal={chapter.removed} compact showLabel={false} className={styles.chapterRemoved} /> : null}
              </div>
              <div className={styles.chapterActions}>
                {chapter.is_published || readOnly ? null : (
                  <ScheduleButton
                    bookId={storyId}
                    chapterId={chapter.chapter_id}
                    chapterTitle={chapter.title}
                    publishAt={chapter.publish_at}
                  />
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  leadingIcon={<EditIcon size={16} />}
                  onClick={() =>
                    navigate(paths.editStory, {
                      state: { bookId: storyId, chapterId: chapter.chapter_id, title: chapter.title },
                    })
                  }
                >
                  {readOnly ? 'Görüntüle' : 'Düzenle'}
                  <span className="visually-hidden">: {chapter.title}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  leadingIcon={<EyeIcon size={16} />}
                  onClick={() =>
                    navigate(paths.preview, {
                      state: {
                        title: storyTitle,
                        authorName: getSession()?.username ?? '',
                        storyId,
                        chapterId: chapter.chapter_id,
                      },
                    })
                  }
                >
                  Önizle<span className="visually-hidden">: {chapter.title}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  className={styles.deleteButton}
                  aria-label={`${chapter.title} bölümünü sil`}
                  onClick={(e) => {
                    returnFocus.current = e.currentTarget;
                    setTarget(chapter);
                  }}
                >
                  <TrashIcon size={18} />
                </Button>
              </div>
            </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="chapter-order-status">
        {reorder.announcement}
      </p>

      <Dialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !pending) closeDialog(false);
        }}
        size="sm"
        title="Bölümü sil"
        description={
          target ? `“${target.title}” bölümü kalıcı olarak silinecek. Bu işlem geri alınamaz.` : undefined
        }
      >
        <div className={dialogStyles.stack}>
          {error ? (
            <p role="alert" className={styles.dialogError}>
              <AlertIcon size={18} />
              {error}
            </p>
          ) : null}
          <DangerActions onCancel={() => closeDialog(false)} busy={pending} onClick={() => void confirmDelete()}>
            Bölümü Sil
          </DangerActions>
        </div>
      </Dialog>
    </div>
  );
}

/** One of a chapter's counts: its mark and short number, the full number and its noun for the title and screen readers. */
function MetaCount({ icon, count, noun }: { icon: ReactNode; count: number; noun: string }) {
  return (
    <span className={styles.metaItem} title={`${formatNumber(count)} ${noun}`}>
      <IconCount icon={icon} count={formatCount(count)} noun={noun} />
    </span>
  );
}
