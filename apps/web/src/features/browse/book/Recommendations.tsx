import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { LIMITS, truncate } from '@okuryazar/shared';
import { IconCount, SkeletonBlock, SkeletonLine, SkeletonRegion } from '../../../components';
import { BookCover, formatCount } from '../../../components/books';
import { EyeIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useRecommendations } from '../api';
import styles from './Recommendations.module.css';
import page from './BookPage.module.css';

/** "Bunları da sevebilirsiniz": recommended books, descriptions cut at 100 characters (docs/PRODUCT.md#constants-and-limits). */
export function Recommendations({ bookId }: { bookId: number }) {
  const { data, error, isPending } = useRecommendations(bookId);

  useEffect(() => {
    if (error) console.error('Öneriler yüklenemedi:', error);
  }, [error]);

  // Their room is kept while they load, so what is below (the site's footer) does not jump.
  if (isPending) return <RecommendationsSkeleton />;

  const books = (data ?? []).filter((b) => b.book_id !== bookId);
  if (books.length === 0) return null;

  return (
    <section className={page.section} aria-labelledby="book-recs-title">
      <h2 id="book-recs-title" className="page-frame-section-title">
        Bunları da sevebilirsiniz
      </h2>
      <ul className={styles.recs} role="list">
        {books.map((book) => {
          const description = (book.description ?? '').replace(/\s+/g, ' ').trim();
          return (
            <li key={book.book_id}>
              <article className={styles.rec}>
                <div className={styles.recCover}>
                  <BookCover src={book.cover_image_url} title="" />
                </div>
                <div className={styles.recBody}>
                  <h3 className={styles.recTitle}>
                    <Link to={paths.book(book.book_id)} className={styles.recLink}>
                      {book.title}
                    </Link>
                  </h3>
                  <p className={styles.recAuthor}>{book.author_name}</p>
                  {description && (
                    <p className={styles.recDescription}>
                      {truncate(description, LIMITS.recommendationDescriptionChars)}
                    </p>
                  )}
                  <p className={styles.recStats}>
                    <IconCount icon={<EyeIcon width={14} height={14} />} count={formatCount(book.total_views)} noun="okunma" />
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Placeholder cards where the (up to six) recommendations will be, as BookPageSkeleton draws them. */
function RecommendationsSkeleton() {
  return (
    <SkeletonRegion label="Öneriler yükleniyor..." className={page.section}>
      <div className="page-frame-section-title">
        <SkeletonLine width="11em" />
      </div>
      <div className={styles.recs}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className={styles.rec}>
            <SkeletonBlock className={styles.recCover} />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
