import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { rememberPlace } from './placeMemory';
import { measurePlace, placeTop, type ReadingPlace } from './readingPlace';
import { whenPageHides } from '../../lib/pageHide';

export interface ReadingPlaceControls {
  /** Give to the chapter's text element (ChapterArticle's `textRef`). */
  textRef: (element: HTMLElement | null) => void;
  /** The place last seen in `chapterId`, or its top when it has not been scrolled yet. */
  placeOf(chapterId: number): ReadingPlace;
  /** The place on screen in the open chapter, measured now (a page the server rendered may have been scrolled before the app ran), and kept as its place. */
  placeNow(): ReadingPlace;
  /** Moves the window to `place` in the open chapter (held there while the text settles); answers the place as now on screen. */
  restore(place: ReadingPlace): ReadingPlace;
}

const TOP: ReadingPlace = { scrollY: 0 };

/**
 * Follows where the reader is in the open chapter (the paragraph at the top of the window and
 * how far into it, readingPlace.ts) and keeps that paragraph at the top when the text's size
 * changes under them: a new font size or line height, a rotated phone, the web font arriving
 * after a restore. The place of this history entry is remembered (placeMemory.ts) when the
 * entry or the page is left, for a return by back/forward, a reload or an unloaded tab.
 */
export function useReadingPlace(bookId: number, chapterId: number, entryKey: string): ReadingPlaceControls {
  // The last place seen in each chapter opened here: a scroll event is only trusted for the
  // chapter open when it arrived, so the scroll to the top of a new chapter never overwrites
  // the place just left.
  const places = useRef(new Map<number, ReadingPlace>());
  const chapterRef = useRef(chapterId);
  useLayoutEffect(() => {
    chapterRef.current = chapterId;
    // A chapter entered again starts from its top, until it is scrolled or a place restored.
    places.current.set(chapterId, TOP);
  }, [chapterId]);
  const textElement = useRef<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  // Where the app itself last scrolled the window (a restore, a place held through a relayout).
  // The scroll event of that move arrives a frame later, and the text may have been laid out
  // again in between (the web font, the reader's settings): the same scrollY is then another
  // place, and measuring it would replace the place being restored with the one beside it.
  const ownScrollY = useRef<number | null>(null);
  // A restore is a jump, never an animation.
  const scrollToPlace = useCallback((element: Element | null, place: ReadingPlace) => {
    const top = placeTop(element, place);
    ownScrollY.current = top;
    window.scrollTo({ top, left: 0, behavior: 'instant' as ScrollBehavior });
  }, []);

  const placeOf = useCallback((forChapter: number) => places.current.get(forChapter) ?? TOP, []);
  const placeNow = useCallback(() => {
    const place = textElement.current?.isConnected ? measurePlace(textElement.current) : TOP;
    places.current.set(chapterRef.current, place);
    return place;
  }, []);

  const textRef = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    textElement.current = element;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let initial = true;
    const resized = new ResizeObserver(() => {
      // The first call only reports the size the text was laid out at.
      if (initial) {
        initial = false;
        return;
      }
      const place = places.current.get(chapterRef.current);
      if (place?.paragraph !== undefined) scrollToPlace(element, place);
    });
    resized.observe(element);
    observer.current = resized;
  }, [scrollToPlace]);

  useEffect(() => () => observer.current?.disconnect(), []);

  // The reader manages its own place: the browser's restoration would jump to a pixel offset
  // in text that may not be there yet, or is laid out differently now.
  useEffect(() => {
    if (!('scrollRestoration' in history)) return;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = before;
    };
  }, []);

  // Measured on every scroll event (browsers send at most one a frame; the measure reads a
  // handful of boxes), so the place saved on leaving is the one on screen at that moment.
  useEffect(() => {
    const onScroll = () => {
      // No text on screen (a chapter loading, or the reader being left: the app's scroll to the
      // top of the next page can arrive before the reader's listeners are gone): nothing to measure.
      if (!textElement.current?.isConnected) return;
      const own = ownScrollY.current;
      ownScrollY.current = null;
      if (own !== null && Math.round(window.scrollY) === own) return;
      places.current.set(chapterRef.current, measurePlace(textElement.current));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // This entry's place, kept for a return: when the entry is left (another chapter, another
  // page) and when the page is hidden or unloaded (a reload, a phone unloading the tab).
  useEffect(() => {
    const remember = () => rememberPlace(entryKey, { bookId, chapterId, place: placeOf(chapterId) });
    const stop = whenPageHides(remember);
    return () => {
      stop();
      remember();
    };
  }, [bookId, chapterId, entryKey, placeOf]);

  return useMemo(
    () => ({
      textRef,
      placeOf,
      placeNow,
      restore(place: ReadingPlace) {
        scrollToPlace(textElement.current, place);
        // The paragraph is the place; its scrollY is this layout's (another screen's differs).
        // Without a paragraph the saved scrollY stays as it was, even if the page is not yet
        // tall enough to reach it (the comments still loading).
        const kept = place.paragraph === undefined ? place : { ...place, scrollY: Math.max(0, Math.round(window.scrollY)) };
        places.current.set(chapterRef.current, kept);
        return kept;
      },
    }),
    [textRef, placeOf, placeNow, scrollToPlace],
  );
}
