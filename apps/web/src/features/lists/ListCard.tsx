import type { ReadingList } from '@okuryazar/shared';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { BookCover } from '../../components/books';
import { ListVisibility } from './ListVisibility';
import styles from './ListCard.module.css';

/** The covers' `sizes` inside a card: a quarter of a card's width. */
const MOSAIC_SIZES = '(max-width: 639px) 23vw, 110px';

/**
 * A reading list as a card: its first covers fanned as a shelf, its name (the link to its page),
 * how many stories it holds and, for its owner, whether others may open it.
 */
export function ListCard({ list, titleAs: Title = 'h3' }: { list: ReadingList; titleAs?: 'h2' | 'h3' }) {
  const covers = list.covers.slice(0, 4);
  return (
    <article className={`${styles.card} raised-card`}>
      <div className={styles.mosaic} aria-hidden="true">
        {covers.length === 0 ? (
          <span className={styles.emptyShelf} />
        ) : (
          covers.map((cover, index) => (
            <span key={index} className={`${styles.cover} book-cover-frame`}>
              <BookCover src={cover} title="" className="book-cover-image" sizes={MOSAIC_SIZES} />
            </span>
          ))
        )}
      </div>
      <div className={styles.body}>
        <Title className={`${styles.title} line-clamp`}>
          <Link to={paths.list(list.id)} className={styles.link}>
            {list.title}
          </Link>
        </Title>
        <p className={styles.meta}>
          <span>{list.book_count.toLocaleString('tr-TR')} hikaye</span>
          {list.is_owner ? <ListVisibility isPublic={list.is_public} /> : <span>{list.owner.username}</span>}
        </p>
      </div>
    </article>
  );
}
