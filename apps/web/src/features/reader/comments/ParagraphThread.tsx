import { useEffect, useState } from 'react';
import * as Primitive from '@radix-ui/react-dialog';
import { CloseIcon } from '../../../components/icons';
import { CommentThreads } from './CommentSection';
import styles from './Paragraphs.module.css';

export interface ParagraphThreadProps {
  bookId: number;
  chapterId: number;
  /** The paragraph's `data-pid`. */
  paragraph: string;
  /** Its comment count (replies included), from the counts call. */
  count: number;
  /** The paragraph's text, quoted (shortened) at the top of the thread. */
  excerpt: string;
  commentsClosed: boolean;
  storyAuthorId: number;
  /** Opened from a link to a comment of this thread: found, scrolled to and marked. */
  focusCommentId: number | null;
  onClose: () => void;
}

/** From this width the thread stands beside the text; below it, a bottom sheet over the page. */
export const SIDE_PANEL_QUERY = '(min-width: 1024px)';
const EXCERPT_CHARS = 140;

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(SIDE_PANEL_QUERY).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(SIDE_PANEL_QUERY);
    if (!list) return;
    const change = () => setWide(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return wide;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS).trimEnd()}…` : flat;
}

/**
 * One paragraph's thread (docs/PRODUCT.md#paragraph-comments-in-the-reader): from 1024 px a panel on the right beside the text
 * (a dialog that leaves the page usable: the text moves aside, Esc closes it), narrower a bottom sheet (a modal
 * dialog: focus kept inside, Esc closes it). Either way the focus goes back to the marker that opened it. The
 * list, the composer (sending the paragraph's id), the closed notice and the live arrival are the chapter comments' own.
 */
export function ParagraphThread({ bookId, chapterId, paragraph, count, excerpt, commentsClosed, storyAuthorId, focusCommentId, onClose }: ParagraphThreadProps) {
  const wide = useWide();
  // Beside the text, the text makes room for the panel (ReaderPage.module.css).
  useEffect(() => {
    if (!wide) return;
    const root = document.documentElement;
    root.dataset.paragraphThread = 'open';
    return () => {
      delete root.dataset.paragraphThread;
    };
  }, [wide]);
  const quote = shorten(excerpt);
  return (
    <Primitive.Root open modal={!wide} onOpenChange={(open) => !open && onClose()}>
      <Primitive.Portal>
        {wide ? null : <Primitive.Overlay className={styles.overlay} />}
        <Primitive.Content
          className={wide ? `${styles.thread} ${styles.panel}` : `${styles.thread} ${styles.sheet}`}
          data-testid="paragraph-thread"
          data-layout={wide ? 'panel' : 'sheet'}
          aria-describedby={quote ? `paragraph-thread-quote-${paragraph}` : undefined}
          // Beside the text, reading and clicking on stay possible: only Esc or the close button closes it.
          onInteractOutside={wide ? (event) => event.preventDefault() : undefined}
          // The marker takes the focus back (ParagraphComments).
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className={styles.threadHeader}>
            <Primitive.Title className={styles.threadTitle}>
              Paragraf yorumları
              {count > 0 ? <span className={styles.threadCount}>{count}</span> : null}
            </Primitive.Title>
            <Primitive.Close className={styles.threadClose} aria-label="Paragraf yorumlarını kapat">
              <CloseIcon size={20} />
            </Primitive.Close>
          </div>
          <div className={styles.threadBody}>
            {quote ? (
              <blockquote id={`paragraph-thread-quote-${paragraph}`} className={styles.quote} lang="tr">
                {quote}
              </blockquote>
            ) : null}
            <CommentThreads
              bookId={bookId}
              chapterId={chapterId}
              paragraph={paragraph}
              commentsClosed={commentsClosed}
              storyAuthorId={storyAuthorId}
              focusCommentId={focusCommentId}
              composer={{ label: 'Bu paragraf hakkındaki yorumunuz', placeholder: 'Bu paragraf hakkında ne düşünüyorsunuz?' }}
            />
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
