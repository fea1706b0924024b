import { useId, useState } from 'react';
import { Link } from '../../lib/router';
import type { BookCard } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { ContentWarningNote } from '../warnings';
import { BookCover } from './BookCover';
import { paths } from '../../config/paths';
import { formatCount, formatFullCount, readLabel, readPath } from './format';
import { StoryFacts } from './StoryFacts';
import { ChevronIcon, EyeIcon, HeartIcon, ListIcon } from '../icons';
import styles from './BookPreviewCard.module.css';

export interface BookPreviewCardProps {
  book: BookCard;
  /**
   * Called when the cover or title is activated (the dashboard opens its detail popup).
   * Without it the cover and title link to the book page, as in plain lists.
   */
  onOpen?: (book: BookCard, trigger: HTMLElement) => void;
  className?: string;
  /** The title's element; h3 under a shelf's h2 by default. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Also show the published chapter count (category and search grids). */
  showChapterCount?: boolean;
  /** The page's LCP image (the first card at the top of a page): loaded with high priority. */
  coverPriority?: boolean;
  /** How wide the cover is shown (`sizes`); a grid card's width by default. */
  coverSizes?: string;
}

/**
 * Book preview card (docs/PRODUCT.md#screens): cover, title, views, likes, a read/continue button and a
 * bottom strip that goes to /book/{bookId}. Shared by the dashboard shelves and the library,
 * category, search and discover grids.
 */
export function BookPreviewCard({
  book,
  onOpen,
  className,
  titleAs = 'h3',
  showChapterCount = false,
  coverPriority = false,
  coverSizes,
}: BookPreviewCardProps) {
  const noteId = useId();
  const [showNoChapters, setShowNoChapters] = useState(false);
  const target = readPath(book);
  const label = readLabel(book);
  const Title = titleAs;

  // The cover control is named by the cover's alt text (the title); its ::after stretches
  // over the title below, so a click on either opens the book with one tab stop per card.
  const cover = (
    <span className={styles.coverFrame}>
      <BookCover className={styles.cover} src={book.cover_image_url} title={book.title} priority={coverPriority} sizes={coverSizes} />
      {book.is_mature_content && (
        <span className={styles.mature}>
          18+<span className={styles.srOnly}> yetişkin içerik</span>
        </span>
      )}
    </span>
  );

  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')} data-testid="book-card">
      <div className={styles.hit}>
        {onOpen ? (
          <button
            type="button"
            className={styles.open}
            aria-haspopup="dialog"
            onClick={(e) => onOpen(book, e.currentTarget)}
          >
            {cover}
          </button>
        ) : (
          <Link to={paths.book(book.book_id)} className={styles.open}>
            {cover}
          </Link>
        )}
        <Title className={styles.title}>{book.title}</Title>
      </div>

      <div className={styles.body}>
        <p className={styles.author}>{book.author_name}</p>
        <ContentWarningNote warnings={book.content_warnings ?? []} />
        <p className={styles.stats}>
          <span className="count-line-item">
            <EyeIcon className={styles.statIcon} />
            {formatCount(book.total_views)}
            <span className={styles.srOnly}> okunma</span>
          </span>
          <span className="count-line-item">
            <HeartIcon className={styles.statIcon} />
            {formatCount(book.total_likes)}
            <span className={styles.srOnly}> beğeni</span>
          </span>
          {showChapterCount && (
            <span className="count-line-item">
              <ListIcon className={styles.statIcon} />
              {formatFullCount(book.published_chapters_count)}
              <span className={styles.srOnly}> bölüm</span>
            </span>
          )}
        </p>
        <StoryFacts book={book} />
        {target ? (
          <Link
            to={target}
            className={[styles.read, book.last_read ? styles.readContinue : ''].join(' ')}
          >
            {label}
            <span className={styles.srOnly}>: {book.title}</span>
          </Link>
        ) : (
          <button
            type="button"
            className={styles.read}
            aria-describedby={showNoChapters ? noteId : undefined}
            onClick={() => setShowNoChapters(true)}
          >
            {label}
            <span className={styles.srOnly}>: {book.title}</span>
          </button>
        )}
        <p className={styles.note} id={noteId} role="status">
          {showNoChapters ? MSG.noChapters : ''}
        </p>
      </div>

      <Link to={paths.book(book.book_id)} className={styles.strip}>
        <span>
          Daha fazla<span className={styles.srOnly}>: {book.title}</span>
        </span>
        <ChevronIcon className={styles.stripIcon} />
      </Link>
    </div>
  );
}
