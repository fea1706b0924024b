import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { CommentIcon } from '../../../components/icons';
import { deferredModule, preload } from '../../../lib/deferred';
import { useQueryClient } from '@tanstack/react-query';
import { useChapterWatch } from '../../live';
import { readerKeys, useParagraphCounts } from '../api';
import { formatCount } from '../likes';
import styles from './Paragraphs.module.css';

/*
 * The thread's code (list, composer, sheet) loads when a thread is first opened, not with the
 * chapter: the reader's first load carries only the markers (docs/PRODUCT.md#budgets).
 */
const thread = deferredModule(() => import('./ParagraphThread'));

/**
 * Counts refresh this long at most after someone commented on a paragraph (a random moment
 * within it, once for a burst): a popular chapter's readers do not all ask at the same instant.
 */
export const COUNTS_REFRESH_SPREAD_MS = 3_000;

/** The chapter's counts, asked again shortly after others comment on its paragraphs. */
function useLiveCounts(chapterId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const pending = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(pending.current);
      pending.current = undefined;
    },
    [chapterId],
  );
  useChapterWatch(chapterId, () => {
    if (pending.current !== undefined) return;
    pending.current = window.setTimeout(() => {
      pending.current = undefined;
      void queryClient.invalidateQueries({ queryKey: readerKeys.paragraphCounts(chapterId) });
    }, Math.random() * COUNTS_REFRESH_SPREAD_MS);
  });
  return useParagraphCounts(chapterId, enabled).data;
}

/** Starts loading the thread's code (idempotent); tests await it. */
export const loadParagraphThread = thread.load;

export interface ParagraphCommentsProps {
  bookId: number;
  chapterId: number;
  commentsClosed: boolean;
  storyAuthorId: number;
  /** Opened from a link to a paragraph (`?paragraph=<id>`): scrolled to, its thread open. */
  linkedParagraph: string | null;
  /** With the link, a comment of that thread to find and mark (`#yorum-42`). */
  linkedComment: number | null;
}

interface Spot {
  pid: string;
  /** Offset of the paragraph's top and bottom in the text's box (px). */
  top: number;
  bottom: number;
}

/** Paragraph ids are of PARAGRAPH_ID's shape (sanitize.ts, the link's check): safe in a quoted selector as they are. */
const markerSelector = (pid: string) => `[data-paragraph-marker="${pid}"]`;
const paragraphSelector = (pid: string) => `p[data-pid="${pid}"]`;

/** Where each paragraph with an id sits in the text's box, in reading order. */
function measure(text: HTMLElement): Spot[] {
  const spots: Spot[] = [];
  for (const p of text.querySelectorAll<HTMLElement>('p[data-pid]')) {
    const pid = p.dataset.pid;
    if (pid) spots.push({ pid, top: p.offsetTop, bottom: p.offsetTop + p.offsetHeight });
  }
  return spots;
}

/**
 * Paragraph comments beside the text (docs/PRODUCT.md#paragraph-comments-in-the-reader): a quiet count next to each
 * commented paragraph and, on hover or keyboard focus, a faint "+" for the others. The markers are
 * buttons laid over the text's margin (absolutely placed, so nothing moves when the counts arrive), one
 * tab stop moved with ↑/↓ (Home/End) between paragraphs; a marker opens its paragraph's thread.
 */
export function ParagraphComments({ text, html, ...props }: ParagraphCommentsProps & { text: HTMLElement | null; html: string }) {
  const { bookId, chapterId, commentsClosed, storyAuthorId, linkedParagraph, linkedComment } = props;
  const counts = useLiveCounts(chapterId, text !== null && html !== '');
  const [spots, setSpots] = useState<Spot[]>([]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(linkedParagraph);
  const focusAfterRender = useRef<string | null>(null);
  const Thread = thread.useModule();

  // Measured before paint and again whenever the text's box changes size (width, font, size, leading).
  useLayoutEffect(() => {
    if (!text) return;
    const update = () => setSpots(measure(text));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(text);
    return () => observer.disconnect();
  }, [text, html]);

  // The pointer over a paragraph shows its "+" (a tap does the same on a touch screen).
  useEffect(() => {
    const box = text?.parentElement;
    if (!box) return;
    const over = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const p = target?.closest<HTMLElement>('p[data-pid]');
      if (p && text.contains(p)) setHovered(p.dataset.pid ?? null);
      else if (!target?.closest('[data-paragraph-marker]')) setHovered(null);
    };
    const leave = () => setHovered(null);
    box.addEventListener('pointerover', over);
    box.addEventListener('pointerleave', leave);
    return () => {
      box.removeEventListener('pointerover', over);
      box.removeEventListener('pointerleave', leave);
    };
  }, [text]);

  // Opened by a link: once the text is laid out, the paragraph comes into view and its thread's code loads.
  const scrolledRef = useRef(false);
  useEffect(() => {
    if (!linkedParagraph || scrolledRef.current || spots.length === 0) return;
    scrolledRef.current = true;
    setActive(linkedParagraph);
    preload(thread);
    const p = text?.querySelector(paragraphSelector(linkedParagraph));
    p?.scrollIntoView?.({ block: 'center' });
  }, [linkedParagraph, spots, text]);

  useEffect(() => {
    const pid = focusAfterRender.current;
    if (pid === null) return;
    focusAfterRender.current = null;
    text?.parentElement?.querySelector<HTMLElement>(markerSelector(pid))?.focus();
  });

  const openThread = (pid: string) => {
    setActive(pid);
    setOpen(pid);
    preload(thread);
  };
  const closeThread = useCallback(() => {
    const pid = open;
    setOpen(null);
    // Back to the marker that opened it (it stays rendered: it is the active one).
    if (pid !== null) focusAfterRender.current = pid;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = spots.length - 1;
    const to =
      event.key === 'ArrowDown' ? Math.min(last, index + 1)
      : event.key === 'ArrowUp' ? Math.max(0, index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (to === null) return;
    event.preventDefault();
    const pid = spots[to]?.pid;
    if (!pid) return;
    focusAfterRender.current = pid;
    setActive(pid);
  };

  if (spots.length === 0) return null;
  // One tab stop: the active paragraph's marker, else the first commented one, else the first.
  const tabStop = active ?? spots.find((s) => (counts?.[s.pid] ?? 0) > 0)?.pid ?? spots[0]!.pid;
  return (
    <>
      <div className={styles.markers} role="toolbar" aria-orientation="vertical" aria-label="Paragraf yorumları">
        {spots.map((spot, index) => {
          const count = counts?.[spot.pid] ?? 0;
          const shown = count > 0 || spot.pid === hovered || spot.pid === tabStop || spot.pid === open;
          if (!shown) return null;
          const style = { '--p-top': `${spot.top}px`, '--p-end': `${spot.bottom}px` } as CSSProperties;
          return (
            <button
              key={spot.pid}
              type="button"
              className={styles.marker}
              style={style}
              data-paragraph-marker={spot.pid}
              data-count={count > 0 || undefined}
              data-quiet={(count === 0 && spot.pid !== hovered && spot.pid !== open) || undefined}
              tabIndex={spot.pid === tabStop ? 0 : -1}
              aria-label={count > 0 ? `Bu paragrafa ${count} yorum` : 'Bu paragrafa yorum yazın'}
              aria-haspopup="dialog"
              aria-expanded={spot.pid === open}
              aria-busy={spot.pid === open && !Thread ? true : undefined}
              onClick={() => (open === spot.pid ? closeThread() : openThread(spot.pid))}
              onFocus={() => setActive(spot.pid)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {count > 0 ? (
                <>
                  <CommentIcon size={14} />
                  <span aria-hidden="true">{formatCount(count)}</span>
                </>
              ) : (
                <span aria-hidden="true">+</span>
              )}
            </button>
          );
        })}
      </div>
      {open !== null && Thread ? (
        <Thread.ParagraphThread
          key={open}
          bookId={bookId}
          chapterId={chapterId}
          commentsClosed={commentsClosed}
          storyAuthorId={storyAuthorId}
          paragraph={open}
          count={counts?.[open] ?? 0}
          excerpt={text?.querySelector(paragraphSelector(open))?.textContent ?? ''}
          focusCommentId={open === linkedParagraph ? linkedComment : null}
          onClose={closeThread}
        />
      ) : null}
    </>
  );
}
