import type { PreviewResponse } from '@okuryazar/shared';
import { MODERATION_MSG, MSG } from '@okuryazar/shared';
import { useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { Button, ErrorState, LinkButton, LoadingState, RemovedNotice, useToast, whenClosed } from '../../components';
import { useIsMobile } from '../../lib/useMediaQuery';
import { usePreview, usePublishChapter } from './api';
import { sanitizeChapterHtml } from './chapterText';
import { ConfirmPublishDialog } from './ConfirmPublishDialog';
import { ArrowLeftIcon } from '../../components/icons';
import { parsePreviewState, type PreviewNavState } from './navigation';
import styles from './PreviewPage.module.css';

/**
 * /preview (docs/PRODUCT.md#screens): the story's chapters as a reader will see them, publish / unpublish
 * for the shown chapter and a way back to the editor. Missing storyId or chapterId → '/'.
 * What a moderator removed (the story, or a chapter) is marked "Kaldırıldı" with the note
 * and cannot be published (docs/PRODUCT.md#trust-and-safety).
 */
export function PreviewPage() {
  const location = useLocation();
  const [nav] = useState(() => parsePreviewState(location.state));
  if (!nav) return <Navigate to={paths.home} replace />;
  return <Preview nav={nav} />;
}

type PreviewChapter = PreviewResponse['chapters'][number];

function stateLabel(chapter: PreviewChapter): string {
  if (chapter.removed) return MODERATION_MSG.removedLabel;
  return chapter.is_published ? 'Yayında' : 'Taslak';
}

function Preview({ nav }: { nav: PreviewNavState }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const isMobile = useIsMobile();
  const query = usePreview(nav.storyId);
  const [selectedId, setSelectedId] = useState(nav.chapterId);
  const [confirm, setConfirm] = useState<null | 'publish' | 'unpublish'>(null);
  const publishing = usePublishChapter(nav.storyId);
  const busy = publishing.isPending;
  const articleRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  const chapter = query.data?.chapters.find((c) => c.chapter_id === selectedId) ?? null;
  const html = useMemo(() => (chapter ? sanitizeChapterHtml(chapter.content) : ''), [chapter]);
  const noteBefore = useMemo(() => (chapter?.note_before ? sanitizeChapterHtml(chapter.note_before) : ''), [chapter]);
  const noteAfter = useMemo(() => (chapter?.note_after ? sanitizeChapterHtml(chapter.note_after) : ''), [chapter]);

  const select = (next: PreviewChapter) => {
    setSelectedId(next.chapter_id);
    // Keep the choice in history so a reload shows the same chapter.
    void navigate(paths.preview, {
      replace: true,
      state: { ...nav, chapterId: next.chapter_id, title: next.title },
    });
    if (detailsRef.current) detailsRef.current.open = false;
    // Bring the new chapter's start into view when the reader had scrolled past it.
    const article = articleRef.current;
    if (article && article.getBoundingClientRect().top < 0) article.scrollIntoView?.({ block: 'start' });
    articleRef.current?.focus({ preventScroll: true });
  };

  const runPublish = (publish: boolean) => {
    if (!chapter) return;
    publishing.mutate(
      { chapterId: chapter.chapter_id, publish },
      {
        onSuccess: () => toast({ title: publish ? MSG.chapterPublished : MSG.chapterUnpublished, tone: 'success' }),
        onError: () => toast({ title: MSG.publishError, tone: 'error' }),
        onSettled: () => setConfirm(null),
      },
    );
  };

  if (query.isPending) return <LoadingState text="Önizleme hazırlanıyor..." />;
  if (query.isError) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const story = query.data;
  // The story's removal covers every chapter; otherwise the shown chapter's own.
  const removal = story.removed ?? chapter?.removed ?? null;
  const chapterList = (
    <ol className={styles.list}>
      {story.chapters.map((c) => {
        const current = c.chapter_id === selectedId;
        return (
          <li key={c.chapter_id}>
            <button
              type="button"
              className={styles.item}
              aria-current={current ? 'true' : undefined}
              onClick={() => select(c)}
            >
              <span className={styles.itemNumber}>{c.chapter_number}.</span>{' '}
              <span className={styles.itemTitle}>{c.title}</span>{' '}
              <span className={styles.itemState} data-published={c.is_published || undefined} data-removed={c.removed ? true : undefined}>
                {stateLabel(c)}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Önizleme</p>
        <h1 className={styles.storyTitle}>{story.title}</h1>
        <p className={styles.author}>
          <span className="visually-hidden">Yazar: </span>
          {story.author_name || nav.authorName}
        </p>
        <div className={styles.headerActions}>
          <LinkButton
            to={paths.editStory}
            state={{ bookId: nav.storyId, chapterId: selectedId, title: chapter?.title ?? nav.title ?? '' }}
            variant="secondary"
            size="sm"
            leadingIcon={<ArrowLeftIcon size={18} />}
          >
            Düzenlemeye Dön
          </LinkButton>
          {chapter && !removal ? (
            <Button
              size="sm"
              variant={chapter.is_published ? 'secondary' : 'primary'}
              onClick={() => setConfirm(chapter.is_published ? 'unpublish' : 'publish')}
              disabled={busy}
            >
              {chapter.is_published ? 'Yayından Kaldır' : 'Yayımla'}
            </Button>
          ) : null}
        </div>
      </header>

      {removal ? <RemovedNotice removal={removal} className={styles.removedNotice} /> : null}

      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label="Bölümler">
          {isMobile ? (
            <details className={styles.details} ref={detailsRef}>
              <summary className={styles.summary}>
                Bölümler ({story.chapters.length})
              </summary>
              {chapterList}
            </details>
          ) : (
            <>
              <h2 className={styles.sidebarTitle}>Bölümler</h2>
              {chapterList}
            </>
          )}
        </nav>

        <article className={styles.article} ref={articleRef} tabIndex={-1} aria-labelledby="preview-chapter-title">
          {chapter ? (
            <>
              <p className={styles.chapterMeta}>
                Bölüm {chapter.chapter_number}
                <span className={styles.metaChip} data-published={chapter.is_published || undefined} data-removed={chapter.removed ? true : undefined}>
                  {stateLabel(chapter)}
                </span>
              </p>
              <h2 id="preview-chapter-title" className={styles.chapterTitle}>
                {chapter.title}
              </h2>
              {noteBefore ? <PreviewNote html={noteBefore} label="Yazarın notu (bölüm başı)" /> : null}
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
              {noteAfter ? <PreviewNote html={noteAfter} label="Yazarın notu (bölüm sonu)" /> : null}
            </>
          ) : (
            <p id="preview-chapter-title" className={styles.missing}>
              {MSG.chapterNotFound}
            </p>
          )}
        </article>
      </div>

      {chapter ? (
        <ConfirmPublishDialog
          open={confirm !== null}
          onOpenChange={whenClosed(() => setConfirm(null))}
          publish={confirm === 'publish'}
          chapterTitle={chapter.title}
          busy={busy}
          onConfirm={() => runPublish(confirm === 'publish')}
        />
      ) : null}
    </div>
  );
}

/** An author's note as readers will see it, named by where it stands. */
function PreviewNote({ html, label }: { html: string; label: string }) {
  return (
    <aside className={styles.note} aria-label={label}>
      <p className={styles.noteLabel}>Yazarın notu</p>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  );
}
