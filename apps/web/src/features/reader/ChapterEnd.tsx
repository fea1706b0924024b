import type { ReaderChapter } from '@okuryazar/shared';
import { paths } from '../../app/paths';
import { LinkButton, LoadingState } from '../../components';
import { deferredModule, preload } from '../../lib/deferred';
import { ReportButton } from '../safety';
import { focusCommentForm } from './focusCommentForm';
import { ChevronRightIcon, CommentIcon } from './icons';
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
 * Under the chapter text: like, comment and go on. A middle chapter gets a compact row with the
 * next chapter; the last published chapter says that the story ends here for now (the data has
 * no "finished" flag), how the reader hears of a new chapter, and what to read next.
 */
export function ChapterEnd(props: ChapterEndProps) {
  const loaded = storyEnd.useModule();
  const { bookId, authorId, chapter, next, commentsAnchorId, onToggleLike, likePending } = props;
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

  if (next) {
    return (
      <aside className={`${styles.card} ${styles.compact}`} aria-label="Bölüm sonu">
        {reactions}
        <LinkButton to={paths.read(bookId, next.chapter_id)} variant="primary" className={styles.nextButton}>
          <span className={styles.nextText}>Sonraki bölüm: {next.title}</span>
          <ChevronRightIcon size={18} />
        </LinkButton>
      </aside>
    );
  }
  if (!loaded) {
    preload(storyEnd);
    return <LoadingState />;
  }
  return <loaded.StoryEnd {...props} reactions={reactions} />;
}

