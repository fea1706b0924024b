import { Link } from '../../../lib/router';
import { formatTurkishDate, type BookPageResponse } from '@okuryazar/shared';
import { formatCount, formatFullCount } from '../../../components/books';
import { EyeIcon } from '../../../components/icons';
import { IconCount } from '../../../components';
import { paths } from '../../../config/paths';
import styles from './ChapterList.module.css';
import page from './BookPage.module.css';

type Chapter = BookPageResponse['chapters'][number];

/** "5 Mar 2024" ('' for a bad date), without Intl on the book page's first paint (shared dates.ts). */
export function formatChapterDate(value: string): string {
  return formatTurkishDate(value, 'short');
}

/** The table of contents: number, title, date and views, each row opening the reader. */
export function ChapterList({ bookId, chapters }: { bookId: number; chapters: readonly Chapter[] }) {
  const ordered = [...chapters].sort((a, b) => a.chapter_number - b.chapter_number);
  return (
    <section className={page.section} aria-labelledby="book-chapters-title">
      <h2 id="book-chapters-title" className="page-frame-section-title">
        İçindekiler <span className={styles.sectionCount}>({formatFullCount(chapters.length)} bölüm)</span>
      </h2>
      {ordered.length === 0 ? (
        <p className={page.muted}>Bu hikayenin henüz yayımlanmış bir bölümü yok.</p>
      ) : (
        <ol className={styles.chapters} role="list">
          {ordered.map((chapter) => (
            <li key={chapter.chapter_id}>
              <Link to={paths.read(bookId, chapter.chapter_id)} className={styles.chapter}>
                <span className={styles.chapterNumber} aria-hidden="true">
                  {chapter.chapter_number}
                </span>
                <span className={styles.chapterMain}>
                  <span className={styles.chapterTitle}>
                    <span className="visually-hidden">Bölüm {chapter.chapter_number}: </span>
                    {chapter.title}
                  </span>
                  <span className={styles.chapterMeta}>
                    <time dateTime={chapter.created_at}>{formatChapterDate(chapter.created_at)}</time>
                    <span className={styles.chapterViews}>
                      <IconCount icon={<EyeIcon width={14} height={14} />} count={formatCount(chapter.views)} noun="okunma" />
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
