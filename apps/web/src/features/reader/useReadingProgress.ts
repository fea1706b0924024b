import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { saveProgressKeepalive, type SaveProgressBody } from './api';
import type { ReadingPlace } from './readingPlace';
import { whenPageHides } from '../../lib/pageHide';

/** While the reader scrolls, the position is saved at most once per this interval. */
export const PROGRESS_SAVE_INTERVAL_MS = 5_000;

export interface ReadingProgressControls {
  /**
   * The open chapter is entered: save it now, at `place` (its top unless it was restored), and
   * save the place while reading from here on.
   */
  enter(place: ReadingPlace): void;
  /** Save the place while reading from here on, without saving now (the "continue" question was closed). */
  resumeQuietly(): void;
}

/**
 * docs/PRODUCT.md#behaviour-and-states: reading progress follows the chapter being read. A chapter is saved as soon as it
 * is entered, so "Devam et" finds it even when the page never unloads cleanly (mobile browsers
 * often skip unload). While reading, the place (scrollY, and the paragraph with the offset
 * into it) is saved at most every few seconds, and again when the page is hidden or unloaded
 * and when the reader is left.
 *
 * The chapter being left is not saved on a chapter change: its save and the new chapter's would
 * race to the server (last write wins) and could leave the progress one chapter behind.
 * All saves are keepalive fetches with the bearer header, so they survive the tab closing.
 *
 * Nothing is saved for a chapter until the reader page has entered it (`enter`): chapter 1 first
 * checks whether to offer "continue where you left off", a restore first waits for its place.
 */
export function useReadingProgress(bookId: number, chapterId: number, placeOf: (chapterId: number) => ReadingPlace): ReadingProgressControls {
  const chapterRef = useRef(chapterId);
  const enteredRef = useRef<number | null>(null);
  const placeOfRef = useRef(placeOf);

  useLayoutEffect(() => {
    chapterRef.current = chapterId;
    placeOfRef.current = placeOf;
  }, [chapterId, placeOf]);

  const controls = useMemo(() => {
    let sentScrollY: number | null = null;
    const send = (forChapter: number, place: ReadingPlace) => {
      sentScrollY = place.scrollY;
      const position: SaveProgressBody['position'] = { scrollY: Math.max(0, Math.round(place.scrollY)), timestamp: Date.now() };
      if (place.paragraph !== undefined && place.offset !== undefined) {
        position.paragraph = place.paragraph;
        position.offset = place.offset;
      }
      saveProgressKeepalive({ bookId, chapterId: forChapter, position });
    };
    return {
      saveCurrent() {
        const current = chapterRef.current;
        if (enteredRef.current !== current) return;
        send(current, placeOfRef.current(current));
      },
      enter(place: ReadingPlace) {
        enteredRef.current = chapterRef.current;
        send(chapterRef.current, place);
      },
      resumeQuietly() {
        enteredRef.current = chapterRef.current;
      },
      movedSinceSent: () => sentScrollY !== null && Math.abs(window.scrollY - sentScrollY) >= 1,
    };
  }, [bookId]);

  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      if (timer === undefined) {
        timer = window.setTimeout(() => {
          timer = undefined;
          controls.saveCurrent();
        }, PROGRESS_SAVE_INTERVAL_MS);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopOnHide = whenPageHides(() => controls.saveCurrent());
    // A scroll between the chapter's entry and this listener (a page the server rendered is read
    // while the app starts) would otherwise wait for the next one.
    if (controls.movedSinceSent()) onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      stopOnHide();
      if (timer !== undefined) window.clearTimeout(timer);
      // Leaving the reader: the place reached in the open chapter.
      controls.saveCurrent();
    };
  }, [controls]);

  return useMemo(() => ({ enter: controls.enter, resumeQuietly: controls.resumeQuietly }), [controls]);
}
