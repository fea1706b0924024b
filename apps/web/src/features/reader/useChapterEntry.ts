import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LIMITS, type ProgressResponse, type ReaderChapter } from '@okuryazar/shared';
import { paths, RESUME_HASH } from '../../config/paths';
import { useLocation, useNavigate } from '../../lib/router';
import { recallPlace } from './placeMemory';
import { placeFromPosition, type ReadingPlace } from './readingPlace';
import type { ReadingPlaceControls } from './useReadingPlace';
import type { ReadingProgressControls } from './useReadingProgress';

interface ChapterEntryInput {
  bookId: number;
  chapterId: number;
  /** The chapter the server sent on this load, if any (lib/serverRender.ts). */
  serverChapter?: number | null;
  /** The open chapter's text is on screen. */
  ready: boolean;
  /** The book's published chapters in reading order. */
  chapters: readonly ReaderChapter[];
  /** The saved progress as the server answered it on opening the reader (undefined until it has, or when it failed). */
  saved: ProgressResponse | undefined;
  /** The progress request has answered (or failed) since the reader opened. */
  savedSettled: boolean;
  place: ReadingPlaceControls;
  progress: ReadingProgressControls;
}

export interface ContinueQuestion {
  /** The chapter it is asked on (chapter 1). */
  askedOn: number;
  /** The later chapter the reader was in. */
  chapter: ReaderChapter;
}

/**
 * What happens when a chapter opens, once per chapter entered:
 * - a return to this history entry (back/forward, a reload, a tab the phone had unloaded) goes
 *   back to the place remembered for it (placeMemory.ts) at once;
 * - a resume link (`#kaldigim-yer`: "Devam et" on the book page and the cards, "Okumaya devam
 *   et" on the dashboard, the answer to the question below) opens the chapter at its top and
 *   moves to the saved place after the spec's 0.5 s (docs/PRODUCT.md#behaviour-and-states, #constants-and-limits);
 * - chapter 1, opened as the reader's first chapter without a link to a place in it (a comment,
 *   a paragraph, a resume), with a later chapter saved, asks whether to continue there (docs/PRODUCT.md#behaviour-and-states) and saves
 *   nothing until answered;
 * - anything else starts at the top, saved at once (the chapter the server sent, at the place
 *   the reader scrolled it to before the app ran).
 * The progress saved on entry is the place the chapter opens at.
 */
export function useChapterEntry({ bookId, chapterId, serverChapter = null, ready, chapters, saved, savedSettled, place, progress }: ChapterEntryInput) {
  const location = useLocation();
  const navigate = useNavigate();
  const openedAt = useRef(chapterId);
  const enteredRef = useRef<number | null>(null);
  const [question, setQuestion] = useState<ContinueQuestion | null>(null);
  const [pendingRestore, setPendingRestore] = useState<{ chapterId: number; place: ReadingPlace } | null>(null);

  // A layout effect: a remembered place is taken before the chapter's first paint.
  useLayoutEffect(() => {
    if (!ready || enteredRef.current === chapterId) return;
    const remembered = recallPlace(location.key);
    if (remembered && remembered.bookId === bookId && remembered.chapterId === chapterId) {
      enteredRef.current = chapterId;
      progress.enter(place.restore(remembered.place));
      return;
    }
    const resume = location.hash === `#${RESUME_HASH}`;
    const index = chapters.findIndex((c) => c.chapter_id === chapterId);
    const asks = index === 0 && openedAt.current === chapterId && location.hash === '' && !new URLSearchParams(location.search).has('paragraph');
    if (!resume && !asks) {
      enteredRef.current = chapterId;
      // The chapter the server sent may have been read down before the app ran: that place is the entry's.
      progress.enter(chapterId === serverChapter && openedAt.current === chapterId ? place.placeNow() : { scrollY: 0 });
      return;
    }
    if (!savedSettled) return;
    enteredRef.current = chapterId;
    const position = saved?.last_chapter_id != null ? saved.position_in_chapter : null;
    if (resume) {
      if (saved?.last_chapter_id === chapterId && position) setPendingRestore({ chapterId, place: placeFromPosition(position) });
      else progress.enter({ scrollY: 0 });
      return;
    }
    const current = chapters[index]!;
    const later = chapters.find((c) => c.chapter_id === saved?.last_chapter_id && c.chapter_number > current.chapter_number);
    if (later) setQuestion({ askedOn: chapterId, chapter: later });
    else progress.enter({ scrollY: 0 });
  }, [ready, chapterId, serverChapter, bookId, chapters, location.key, location.hash, location.search, saved, savedSettled, place, progress]);

  // docs/PRODUCT.md#constants-and-limits: the saved place is scrolled to 0.5 s after the chapter opened; it is saved again
  // then (the story moves to the front of "Okumaya devam et").
  useEffect(() => {
    if (!pendingRestore || !ready || pendingRestore.chapterId !== chapterId) return;
    const timer = window.setTimeout(() => {
      setPendingRestore(null);
      progress.enter(place.restore(pendingRestore.place));
    }, LIMITS.progressRestoreDelayMs);
    return () => window.clearTimeout(timer);
  }, [pendingRestore, ready, chapterId, place, progress]);

  // The question belongs to chapter 1: reading on elsewhere (the next chapter, the chapter
  // menu) answers it, and that chapter's entry saves as usual.
  const open = question !== null && question.askedOn === chapterId ? question : null;

  const onContinue = useCallback(() => {
    if (!open) return;
    setQuestion(null);
    void navigate(paths.readResume(bookId, open.chapter.chapter_id));
  }, [open, bookId, navigate]);
  const onStartOver = useCallback(() => {
    setQuestion(null);
    progress.enter(place.placeOf(chapterId));
  }, [progress, place, chapterId]);
  // Closed without an answer: nothing is saved until the reader reads on (scrolls) here.
  const onDismiss = useCallback(() => {
    setQuestion(null);
    progress.resumeQuietly();
  }, [progress]);

  return { question: open, onContinue, onStartOver, onDismiss };
}
