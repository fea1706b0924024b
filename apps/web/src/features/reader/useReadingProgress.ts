import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { saveProgressKeepalive, type SaveProgressBody } from './api';

/** While the reader scrolls, the position is saved at most once per this interval. */
export const PROGRESS_SAVE_INTERVAL_MS = 5_000;

export interface ReadingProgressControls {
  /** Start saving (saving waits until the "continue where you left off" check is done). */
  resume(): void;
  /** The next chapter change must not save the chapter being left (it was never really read). */
  skipNextChapterSave(): void;
  /** Save a position now (e.g. "start over" saves the first chapter at the top). */
  saveNow(chapterId: number, scrollY: number): void;
}

/**
 * SPEC §4: reading progress is saved whenever the chapter changes (the chapter being left, at
 * its last scroll position), when the page is hidden or unloaded, when the reader is left, and
 * every few seconds while scrolling. All saves are keepalive fetches with the bearer header, so
 * the last one still reaches the server when the tab closes.
 */
export function useReadingProgress(bookId: number, chapterId: number): ReadingProgressControls {
  const chapterRef = useRef(chapterId);
  // The last scroll position seen, and the chapter it belongs to. Scroll events arrive after the
  // route's scroll-to-top, so the chapter being left keeps its real position here.
  const positionRef = useRef({ chapterId, scrollY: 0 });
  const pausedRef = useRef(true);
  const skipChangeRef = useRef(false);

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
      send,
      positionOf,
      saveCurrent() {
        if (pausedRef.current) return;
        send(chapterRef.current, positionOf(chapterRef.current));
      },
      resume() {
        pausedRef.current = false;
      },
      skipNextChapterSave() {
        skipChangeRef.current = true;
      },
      saveNow(forChapter: number, scrollY: number) {
        send(forChapter, scrollY);
      },
    };
  }, [bookId]);

  // Chapter change (and leaving the reader): save the chapter being left. A layout effect, so
  // its clean-up runs in the same commit as the navigation, before any new scroll event.
  useLayoutEffect(() => {
    chapterRef.current = chapterId;
    return () => {
      if (skipChangeRef.current) {
        skipChangeRef.current = false;
        return;
      }
      if (pausedRef.current) return;
      controls.send(chapterId, controls.positionOf(chapterId));
    };
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
    };
  }, [controls]);

  return controls;
}
