import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from '../../lib/router';
import type { ReaderChapter } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { commentAnchor, paths } from '../../config/paths';
import { ErrorState, LinkButton, LoadingState, NotFoundState } from '../../components';
import { ContentWarningInterstitial, hiddenAmong } from '../../components/warnings';
import { isNotFound } from '../../lib/api';
import { useGoBack } from '../../lib/useGoBack';
import { forgetServerRenderedPage, isServerRenderedPage } from '../../lib/serverRender';
import { patchChapter, useCountView, useLikeChapter, useProgress, useReader } from './api';
import { ChapterArticle } from './ChapterArticle';
import { ChapterEnd } from './ChapterEnd';
import { ChapterNav } from './ChapterNav';
import { CONTINUE_QUESTION } from './continueQuestion';
import { CommentSection } from './comments/LazyCommentSection';
import { LazyContinuePrompt as ContinuePrompt } from './LazyContinuePrompt';
import { ReaderHeader } from './ReaderHeader';
import { useChapterKeys } from './useChapterKeys';
import { useAutoHideChrome } from './useAutoHideChrome';
import { useChapterEntry } from './useChapterEntry';
import { useCopyProtection } from './useCopyProtection';
import { useReadingPlace } from './useReadingPlace';
import { useReadingProgress } from './useReadingProgress';
import { PARAGRAPH_ID } from './sanitize';
import { setReaderMode } from './settings/prefsStore';
import { useHiddenWarnings } from './settings/readingSettingsQueries';
import { useWarningConsent } from './warningConsent';
import styles from './ReaderPage.module.css';

const COMMENTS_ID = 'yorumlar';

const toId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /read/{bookId}/{chapterId} (docs/PRODUCT.md#reader). A new book starts a fresh reader. */
export function ReaderPage() {
  const params = useParams();
  const bookId = toId(params.bookId);
  const chapterId = toId(params.chapterId);
  // Sepia (a reader-only theme) shows while the reader is on screen.
  useEffect(() => {
    setReaderMode(true);
    return () => setReaderMode(false);
  }, []);
  if (bookId === null || chapterId === null) {
    return <ReaderError bookId={bookId} />;
  }
  return <Reader key={bookId} bookId={bookId} chapterId={chapterId} />;
}

function ReaderError({ bookId, onRetry, retrying }: { bookId: number | null; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className={styles.error}>
      <ErrorState message={MSG.readerLoadError} onRetry={onRetry} retrying={retrying} />
      <LinkButton to={bookId !== null ? paths.book(bookId) : paths.dashboard} variant="ghost">
        {bookId !== null ? 'Kitaba dön' : 'Ana sayfaya dön'}
      </LinkButton>
    </div>
  );
}

/** The book page's "not found" state, for a chapter that does not exist or is not for this reader. */
function ChapterNotFound() {
  return (
    <div className={styles.error}>
      <NotFoundState title={MSG.chapterNotFound} action={<LinkButton to={paths.dashboard}>Ana sayfaya dön</LinkButton>}>
        Aradığınız bölüm yok, yayından kaldırılmış ya da size kapalı olabilir.
      </NotFoundState>
    </div>
  );
}

/** The comment named by the hash (#yorum-42, from a comment notification), else null. */
function useLinkedComment(): number | null {
  const { hash } = useLocation();
  const id = toId(/^#yorum-(\d+)$/.exec(hash)?.[1]);
  return id !== null && `#${commentAnchor(id)}` === hash ? id : null;
}

/** The paragraph named by `?paragraph=<data-pid>` (a paragraph comment's notification), else null. */
function useLinkedParagraph(): string | null {
  const [search] = useSearchParams();
  const pid = search.get('paragraph');
  return pid !== null && PARAGRAPH_ID.test(pid) ? pid : null;
}

function Reader({ bookId, chapterId }: { bookId: number; chapterId: number }) {
  const linkedComment = useLinkedComment();
  const linkedParagraph = useLinkedParagraph();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key: entryKey, pathname } = useLocation();
  // The chapter the server sent (lib/serverRender.ts): on screen, perhaps scrolled, before the app ran.
  const [fromServer] = useState(() => (isServerRenderedPage(pathname) ? chapterId : null));
  useEffect(() => forgetServerRenderedPage(), []);
  const reader = useReader(bookId, chapterId);
  const progressQuery = useProgress(bookId);
  const place = useReadingPlace(bookId, chapterId, entryKey);
  const progress = useReadingProgress(bookId, chapterId, place.placeOf);
  useCopyProtection();
  // On a phone the bars step aside while reading down the chapter (issue 28 item 11).
  const onPageTap = useAutoHideChrome(fromServer !== null);

  const data = reader.data;
  // docs/PRODUCT.md#trust-and-safety: a story with content warnings asks before its first chapter is shown (once per
  // story and session); until then nothing is counted or saved.
  const [warningsAccepted, acceptWarnings] = useWarningConsent(bookId);
  const warnings = data?.content_warnings ?? [];
  const askFirst = warnings.length > 0 && !warningsAccepted;
  const hiddenWarnings = useHiddenWarnings(askFirst);
  const goBack = useGoBack(paths.book(bookId));
  const ready = !askFirst && data !== undefined && !reader.isPlaceholderData && data.current_chapter_id === chapterId;
  const chapters = useMemo(
    () => [...(data?.chapters ?? [])].sort((a, b) => a.chapter_number - b.chapter_number),
    [data?.chapters],
  );
  const index = ready ? chapters.findIndex((c) => c.chapter_id === chapterId) : -1;
  const current = index >= 0 ? chapters[index] : undefined;
  const previousId = index > 0 ? chapters[index - 1]?.chapter_id : undefined;
  const nextId = index >= 0 ? chapters[index + 1]?.chapter_id : undefined;

  // docs/PRODUCT.md#reading-comfort-and-writers-tools: ←/→ between chapters.
  const goPrevious = useMemo(() => (previousId ? () => void navigate(paths.read(bookId, previousId)) : null), [previousId, bookId, navigate]);
  const goNext = useMemo(() => (nextId ? () => void navigate(paths.read(bookId, nextId)) : null), [nextId, bookId, navigate]);
  useChapterKeys(goPrevious, goNext);

  /** Changes one chapter inside this chapter's cached payload. */
  const updateChapter = useCallback(
    (id: number, fn: (chapter: ReaderChapter) => ReaderChapter) => patchChapter(queryClient, bookId, id, fn),
    [bookId, queryClient],
  );

  useEffect(() => {
    if (reader.error) console.error('Okuyucu yüklenemedi:', reader.error);
  }, [reader.error]);

  // Title of the tab.
  useEffect(() => {
    if (!current || !data) return;
    const previous = document.title;
    document.title = `${current.title} · ${data.title} · Okuryazar`;
    return () => {
      document.title = previous;
    };
  }, [current, data]);

  // Every chapter change starts at the top (a restore scrolls later, after the delay); the
  // chapter the server sent stays where the reader scrolled it while the app started.
  const movedRef = useRef(false);
  useLayoutEffect(() => {
    if (chapterId !== fromServer) movedRef.current = true;
    if (movedRef.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [chapterId, fromServer]);

  // docs/PRODUCT.md#behaviour-and-states: opening a chapter records one view; the count shown is the server's answer.
  const countedRef = useRef<number | null>(null);
  const countView = useCountView(bookId);
  useEffect(() => {
    if (!ready || countedRef.current === chapterId) return;
    countedRef.current = chapterId;
    countView(chapterId);
  }, [ready, chapterId, countView]);

  // Where the chapter opens (its top, a remembered or saved place) and the "continue" question.
  const entry = useChapterEntry({
    bookId,
    chapterId,
    serverChapter: fromServer,
    ready: ready && current !== undefined,
    chapters,
    saved: progressQuery.isFetchedAfterMount ? progressQuery.data : undefined,
    savedSettled: progressQuery.isFetchedAfterMount || progressQuery.isError,
    place,
    progress,
  });

  // Chapter like: the chapter takes the server's answer; failures are only logged (api/likeChapter.ts).
  const like = useLikeChapter(bookId);
  const onToggleLike = () => {
    if (current) like.toggle(current.chapter_id);
  };

  const onCommentCountChange = useCallback(
    (delta: number) => updateChapter(chapterId, (c) => ({ ...c, comments: Math.max(0, c.comments + delta) })),
    [chapterId, updateChapter],
  );

  // A chapter this reader may not see (a mature story for a minor, a draft) is a 404, like the
  // book page: "not found", not a network failure to retry.
  if (reader.isError && isNotFound(reader.error)) return <ChapterNotFound />;
  if (reader.isError) {
    return <ReaderError bookId={bookId} onRetry={() => void reader.refetch()} retrying={reader.isFetching} />;
  }
  if (!data) {
    return (
      <div className={styles.page}>
        <LoadingState text={MSG.loading} className={styles.chapterLoading} />
      </div>
    );
  }

  if (askFirst) {
    return (
      <div className={styles.page}>
        <ContentWarningInterstitial
          storyTitle={data.title}
          warnings={warnings}
          hidden={hiddenAmong(warnings, hiddenWarnings ?? [])}
          onContinue={acceptWarnings}
          onBack={goBack}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <ReaderHeader
        bookId={bookId}
        bookTitle={data.title}
        authorName={data.author_name}
        authorId={data.author_id}
        chapters={chapters}
        currentChapterId={chapterId}
        current={current}
        onToggleLike={onToggleLike}
        likePending={like.isPending}
      />
      {/* Fixed at the bottom of the window, but right after the reader's bar in the tab order;
          it does not take the focus: it is announced instead. */}
      <ContinuePrompt
        open={entry.question !== null}
        chapterTitle={entry.question?.chapter.title ?? ''}
        onContinue={entry.onContinue}
        onStartOver={entry.onStartOver}
        onDismiss={entry.onDismiss}
      />
      <p className="visually-hidden" aria-live="polite">
        {entry.question ? `${CONTINUE_QUESTION} Son okuduğunuz bölüm: “${entry.question.chapter.title}”` : ''}
      </p>
      {/* A tap on the page (not on a link or a button) brings the bars back: a pointer-only
          convenience, the keyboard brings them back by focusing one of them. */}
      <div className={styles.body} onClick={onPageTap}>
        {current ? (
          <>
            <ChapterArticle
              chapter={current}
              recap={data.recap}
              commentsAnchorId={COMMENTS_ID}
              textRef={place.textRef}
              paragraphs={{
                bookId,
                chapterId,
                commentsClosed: data.comments_closed,
                storyAuthorId: data.author_id,
                linkedParagraph,
                linkedComment: linkedParagraph !== null ? linkedComment : null,
              }}
            />
            <ChapterEnd
              bookId={bookId}
              bookTitle={data.title}
              authorId={data.author_id}
              authorName={data.author_name}
              isInLibrary={data.isInLibrary}
              chapter={current}
              next={chapters[index + 1]}
              commentsAnchorId={COMMENTS_ID}
              onToggleLike={onToggleLike}
              likePending={like.isPending}
            />
            <ChapterNav bookId={bookId} previous={chapters[index - 1]} next={chapters[index + 1]} />
            <CommentSection
              key={chapterId}
              id={COMMENTS_ID}
              bookId={bookId}
              chapterId={chapterId}
              onCountChange={onCommentCountChange}
              total={current.comments}
              // A link to a paragraph's comment is the paragraph thread's to find.
              focusCommentId={linkedParagraph === null ? linkedComment : null}
              commentsClosed={data.comments_closed}
              storyAuthorId={data.author_id}
            />
          </>
        ) : ready ? (
          <ReaderError bookId={bookId} />
        ) : (
          <LoadingState text={MSG.loading} className={styles.chapterLoading} />
        )}
      </div>
    </div>
  );
}
