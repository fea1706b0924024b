import { useEffect, useMemo, useRef } from 'react';
import { saveProgressKeepalive, type SaveProgressBody } from './api';

/** While the reader scrolls, the position is saved at most once per this interval. */
export const PROGRESS_SAVE_INTERVAL_MS = 5_000;

export interface ReadingProgressControls {
  /** Start saving, and save the open chapter at the top now (its entry). */
  resume(): void;
  /** Start saving without saving anything now (the reader closed the "continue" question). */
  resumeQuietly(): void;
  /** The next entry of this chapter is a restore: save it at `scrollY`, not at the top. */
  restoreNext(chapterId: number, scrollY: number): void;
}

/**
 * SPEC §4: reading progress follows the chapter being read. A chapter is saved at the top as
 * soon as it opens, so "Devam et" finds it even when the page never unloads cleanly (mobile
 * browsers often skip unload). While reading, the position is saved at most every few seconds,
 * and again when the page is hidden or unloaded and when the reader is left.
 *
 * The chapter being left is not saved on a chapter change: its save and the new chapter's would
 * race to the server (last write wins) and could leave the progress one chapter behind.
 * All saves are keepalive fetches with the bearer header, so they survive the tab closing.
 *
 * Saving waits for `resume` (chapter 1 first checks whether to offer "continue where you left off").
 */
export function useReadingProgress(bookId: number, chapterId: number): ReadingProgressControls {
  const chapterRef = useRef(chapterId);
  // The last scroll position seen, and the chapter it belongs to. Scroll events arrive after the
  // route's scroll-to-top, so a position is only trusted for the chapter it was seen in.
  const positionRef = useRef({ chapterId, scrollY: 0 });
  const pausedRef = useRef(true);
  const restoreRef = useRef<{ chapterId: number; scrollY: number } | null>(null);

  const controls = useMemo(() => {
    const send = (forChapter: number, scrollY: number) => {
      const body: SaveProgressBody = {
        bookId,
        chapterId: forChapter,
        position: { scrollY: Math.max(0, Math.round(scrollY)), timestamp: Date.now() },
      };
      saveProgressKeepalive(body);
    };
    const positionOf = (forChapter: number) =>
      positionRef.current.chapterId === forChapter ? positionRef.current.scrollY : 0;
    return {
      saveCurrent() {
        if (pausedRef.current) return;
        send(chapterRef.current, positionOf(chapterRef.current));
      },
      /** A chapter opened: save it at the top, or at the position being restored. */
      enter(forChapter: number) {
        if (pausedRef.current) return;
        const restore = restoreRef.current;
        if (restore?.chapterId === forChapter) {
          restoreRef.current = null;
          send(forChapter, restore.scrollY);
        } else {
          send(forChapter, 0);
        }
      },
      resume() {
        pausedRef.current = false;
        send(chapterRef.current, 0);
      },
      resumeQuietly() {
        pausedRef.current = false;
      },
      restoreNext(forChapter: number, scrollY: number) {
        restoreRef.current = { chapterId: forChapter, scrollY };
      },
    };
  }, [bookId]);

  // Entering a chapter (the first one too, once saving has resumed).
  useEffect(() => {
    chapterRef.current = chapterId;
    controls.enter(chapterId);
  }, [chapterId, controls]);

  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      positionRef.current = { chapterId: chapterRef.current, scrollY: window.scrollY };
      if (timer === undefined) {
        timer = window.setTimeout(() => {
          timer = undefined;
          controls.saveCurrent();
        }, PROGRESS_SAVE_INTERVAL_MS);
      }
    };
    const onPageHide = () => controls.saveCurrent();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') controls.saveCurrent();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (timer !== undefined) window.clearTimeout(timer);
      // Leaving the reader: the position reached in the open chapter.
      controls.saveCurrent();
    };
  }, [controls]);

  return controls;
}
