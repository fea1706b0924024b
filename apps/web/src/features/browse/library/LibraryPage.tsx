import { useMemo, useState } from 'react';
import { MSG } from '@okuryazar/shared';
import { EmptyState, ErrorState, LibraryIcon, LinkButton, LoadingState, PageTitle, SearchIcon } from '../../../components';
import { BookPreviewCard } from '../../../components/books';
import { paths } from '../../../app/paths';
import { useLibrary } from '../api';
import { visibleLibrary, type LibrarySort } from './libraryFilter';
import page from '../Page.module.css';
import styles from './LibraryPage.module.css';

const SORTS: { value: LibrarySort; label: string }[] = [
  { value: 'alphabetical', label: 'Alfabetik' },
  { value: 'lastRead', label: 'Son Okunan' },
];

/** /library: the reader's books with a title search and two sort orders (SPEC §2 Library). */
export function LibraryPage() {
  const library = useLibrary();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LibrarySort>('lastRead');
  const books = library.data;
  const visible = useMemo(() => (books ? visibleLibrary(books, query, sort) : []), [books, query, sort]);

  return (
    <>
      <PageTitle title={MSG.libraryTitle} />
      <div className={page.page}>
        <header className={`${page.intro} ${styles.intro}`}>
          <div>
            <p className={page.eyebrow}>Okuma listen</p>
            <h1 className={page.heading}>{MSG.libraryTitle}</h1>
            {books && books.length > 0 && (
              <p className={page.lead}>
                <span className={page.count}>{books.length}</span> kitap kütüphanenizde sizi bekliyor.
              </p>
            )}
          </div>
        </header>

        {library.isPending ? (
          <LoadingState />
        ) : library.isError ? (
          <ErrorState
            message={MSG.libraryError}
            onRetry={() => void library.refetch()}
            retrying={library.isFetching}
          />
        ) : library.data.length === 0 ? (
          <EmptyState
            icon={<LibraryIcon size={28} />}
            title={MSG.emptyLibraryShelf}
            action={
              <>
                <LinkButton to={paths.dashboard}>Kitapları keşfedin</LinkButton>
                <LinkButton to={paths.search} variant="secondary">
                  Kategorilere göz at
                </LinkButton>
              </>
            }
          >
            Beğendiğiniz hikayeleri kitap sayfasındaki “Kütüphaneye Ekle” düğmesiyle buraya toplayın.
          </EmptyState>
        ) : (
          <>
            <div className={styles.toolbar}>
              <form role="search" aria-label="Kütüphane araması" className={styles.search} onSubmit={(e) => e.preventDefault()}>
                <label htmlFor="library-search" className="visually-hidden">
                  Kütüphanenizde arayın
                </label>
                <SearchIcon size={18} className={styles.searchIcon} />
                <input
                  id="library-search"
                  type="search"
                  className={styles.searchInput}
                  placeholder="Kitap adına göre ara"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  autoComplete="off"
                  enterKeyHint="search"
                />
              </form>
              <div className={styles.sorts} role="group" aria-label="Sıralama">
                {SORTS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className={styles.sort}
                    aria-pressed={sort === option.value}
                    onClick={() => setSort(option.value)}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            </div>

            <p className="visually-hidden" role="status">
              {query.trim() ? `${visible.length} kitap bulundu.` : ''}
            </p>

            {visible.length === 0 ? (
              <EmptyState icon={<SearchIcon size={28} />}>{MSG.libraryNoMatch}</EmptyState>
            ) : (
              <section aria-labelledby="library-books-title">
                <h2 id="library-books-title" className="visually-hidden">
                  Kütüphanenizdeki kitaplar
                </h2>
                <ul className={page.grid} role="list">
                  {visible.map((book) => (
                    <li key={book.book_id}>
                      <BookPreviewCard book={book} titleAs="h3" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
