import { Link } from '../../lib/router';
import { MSG, type AuthorsBooksResponse } from '@okuryazar/shared';
import { Avatar, Button, ErrorState, IconCount, LoadingState } from '../../components';
import { BookCover, formatCount, formatFullCount } from '../../components/books';
import { EyeIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useAuthorsBooks, useDiscoverFollow } from './api';
import styles from './DiscoverPage.module.css';

type Author = AuthorsBooksResponse['authors'][number];
type TrendingBook = AuthorsBooksResponse['books'][number];

/** Suggested authors and trending books (docs/PRODUCT.md#data-shapes): the discover page's sidebar. */
export function DiscoverSidebar({ meId }: { meId: number }) {
  const data = useAuthorsBooks();

  return (
    <aside className={styles.sidebar} aria-label="Öneriler">
      {data.isPending ? (
        <LoadingState compact text="Öneriler yükleniyor..." />
      ) : data.isError ? (
        <div className={styles.panel}>
          <ErrorState compact message={MSG.discoverError} onRetry={() => void data.refetch()} retrying={data.isFetching} />
        </div>
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="discover-authors-title">
            <h2 id="discover-authors-title" className={styles.panelTitle}>
              Önerilen Yazarlar
            </h2>
            {data.data.authors.length === 0 ? (
              <p className={styles.panelEmpty}>Şu an önerilecek yazar yok.</p>
            ) : (
              <ul className={styles.authors} role="list">
                {data.data.authors.map((author) => (
                  <AuthorItem key={author.user_id} author={author} isSelf={author.user_id === meId} />
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="discover-books-title">
            <h2 id="discover-books-title" className={styles.panelTitle}>
              Öne Çıkan Kitaplar
            </h2>
            {data.data.books.length === 0 ? (
              <p className={styles.panelEmpty}>Henüz öne çıkan kitap yok.</p>
            ) : (
              <ol className={styles.books}>
                {data.data.books.map((book, index) => (
                  <BookItem key={book.book_id} book={book} rank={index + 1} />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </aside>
  );
}

function AuthorItem({ author, isSelf }: { author: Author; isSelf: boolean }) {
  const follow = useDiscoverFollow(author.user_id);
  const name = author.full_name.trim() || author.username;

  return (
    <li className={styles.author} data-testid="suggested-author">
      <Link to={paths.profile(author.user_id)} className={styles.authorLink}>
        <Avatar src={author.profile_image_url} name={author.username} size={44} decorative preferInitial />
        <span className={styles.authorText}>
          <span className={styles.authorName}>{name}</span>
          <span className={styles.authorMeta} data-testid="author-followers">
            {formatFullCount(author.followers_count)} takipçi
          </span>
        </span>
      </Link>
      {!isSelf && (
        <Button
          size="sm"
          variant={author.is_following ? 'secondary' : 'primary'}
          onClick={() => follow.mutate(!author.is_following)}
          loading={follow.isPending}
          className={styles.followButton}
        >
          {author.is_following ? 'Takibi Bırak' : 'Takip Et'}
          <span className="visually-hidden">: {name}</span>
        </Button>
      )}
    </li>
  );
}

function BookItem({ book, rank }: { book: TrendingBook; rank: number }) {
  return (
    <li className={styles.book}>
      <Link to={paths.book(book.book_id)} className={styles.bookLink}>
        <span className={styles.rank} aria-hidden="true">
          {rank}
        </span>
        <BookCover src={book.cover_image_url} title="" className={styles.bookCover} />
        <span className={styles.bookText}>
          <span className={styles.bookTitle}>{book.title}</span>
          <span className={styles.bookAuthor}>{book.author}</span>
          <span className={styles.bookViews}>
            <IconCount icon={<EyeIcon className={styles.viewsIcon} />} count={formatCount(book.total_views)} noun="okunma" />
          </span>
        </span>
      </Link>
    </li>
  );
}
