import type { ContinueReadingItem } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { BookCover } from '../../components/books/BookCover';
import styles from './ContinueCard.module.css';

/** The cover is drawn 64 px wide (ContinueCard.module.css). */
const COVER_SIZES = '64px';

interface ContinueCardProps {
  item: ContinueReadingItem;
  /** The title's element; h3 under a shelf's or a page's h2. */
  titleAs?: 'h2' | 'h3';
  /** The page's LCP image (the first card of the first shelf). */
  coverPriority?: boolean;
}

/**
 * One story of "Okumaya devam et": cover, title, author, the chapter the reader is in and how
 * far into the story that is. The whole card is one link that opens the chapter at the place
 * saved in it (a resume link: the reader scrolls there after the spec's 0.5 s).
 */
export function ContinueCard({ item, titleAs = 'h3', coverPriority = false }: ContinueCardProps) {
  const { book, chapter } = item;
  const Title = titleAs;
  const total = Math.max(book.published_chapters_count, chapter.chapter_number);
  const share = Math.round((chapter.chapter_number / total) * 100);
  return (
    <Link
      to={paths.readResume(book.book_id, chapter.chapter_id)}
      className={styles.card}
      data-testid="continue-card"
    >
      <span className={styles.coverFrame}>
        <BookCover
          src={book.cover_image_url}
          title=""
          sizes={COVER_SIZES}
          priority={coverPriority}
        />
      </span>
      <span className={styles.body}>
        <Title className={styles.title}>{book.title}</Title>
        <span className={styles.author}>{book.author_name}</span>
        <span className={styles.chapter}>
          <span className={styles.chapterNumber}>
            {chapter.chapter_number}. bölüm / {total}
          </span>
          <span className={styles.chapterTitle}>{chapter.title}</span>
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ width: `${share}%` }} />
        </span>
        <span className={styles.action}>Devam et</span>
      </span>
    </Link>
  );
}
