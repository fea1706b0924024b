import { Link } from '../../lib/router';
import type { ReaderChapter } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import styles from './ChapterNav.module.css';

export interface ChapterNavProps {
  bookId: number;
  previous: ReaderChapter | undefined;
  next: ReaderChapter | undefined;
}

/**
 * 'Önceki Bölüm' / 'Sonraki Bölüm' with the chapters' whole titles; at either end the missing
 * side is left out. The only way to the next chapter at a chapter's end (ChapterEnd has none).
 */
export function ChapterNav({ bookId, previous, next }: ChapterNavProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.nav} aria-label="Bölümler arası gezinme">
      {previous ? (
        <Link to={paths.read(bookId, previous.chapter_id)} className={`${styles.link} ${styles.previous}`} rel="prev">
          <span className={styles.direction}>
            <ChevronLeftIcon size={18} />
            Önceki Bölüm
          </span>{' '}
          {/* The space keeps "Önceki Bölüm" and the title apart in the link's spoken name. */}
          <span className={styles.title}>{previous.title}</span>
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
      {next ? (
        <Link to={paths.read(bookId, next.chapter_id)} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.direction}>
            Sonraki Bölüm
            <ChevronRightIcon size={18} />
          </span>{' '}
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
