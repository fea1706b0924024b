import type { ReaderChapter } from '@okuryazar/shared';
import { LoadingState } from '../../components';
import { deferredModule, preload } from '../../lib/deferred';
import { ReportButton } from '../safety';
import { focusCommentForm } from './focusCommentForm';
import { CommentIcon } from '../../components/icons';
import { LikeButton } from './LikeButton';
import styles from './ChapterEnd.module.css';

const storyEnd = deferredModule(() => import('./StoryEnd'));

/** Starts loading the end-of-story card's code (tests await it). */
export const loadStoryEnd = storyEnd.load;

export interface ChapterEndProps {
  bookId: number;
  bookTitle: string;
  authorId: number;
  authorName: string;
  /** The story is in the reader's library (they hear of new chapters). */
  isInLibrary: boolean;
  chapter: ReaderChapter;
  /** The next published chapter; none on the story's last one. */
  next: ReaderChapter | undefined;
  commentsAnchorId: string;
  onToggleLike: () => void;
  likePending: boolean;
}

/**
 * Under the chapter text: like and comment. A middle chapter gets a compact row (the next
 * chapter follows in ChapterNav); the last published chapter says that the story ends here for
 * now (the data has no "finished" flag), how the reader hears of a new chapter, and what to
 * read next.
 */
export function ChapterEnd(props: ChapterEndProps) {
  const loaded = storyEnd.useModule();
  const { authorId, chapter, next, commentsAnchorId, onToggleLike, likePending } = props;
  const reactions = (
    <div className={styles.reactions}>
      <LikeButton label="Bu bölümü beğen" liked={chapter.is_liked} count={chapter.likes} pending={likePending} onToggle={onToggleLike} />
      <a
        href={`#${commentsAnchorId}`}
        className={styles.comment}
        onClick={(event) => {
          event.preventDefault();
          focusCommentForm(commentsAnchorId);
        }}
      >
        <CommentIcon size={16} />
        Yorum yapın
      </a>
      <ReportButton target={{ type: 'chapter', id: chapter.chapter_id }} authorId={authorId} className={styles.report} />
    </div>
  );

  // The way on is the chapter navigation right under this card (ChapterNav): one "next chapter"
  // per page, with its whole title.
  if (next) {
    return (
      <aside className={`${styles.card} ${styles.compact}`} aria-label="Bölüm sonu">
        {reactions}
      </aside>
    );
  }
  if (!loaded) {
    preload(storyEnd);
    return <LoadingState />;
  }
  return <loaded.StoryEnd {...props} reactions={reactions} />;
}

