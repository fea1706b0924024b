import { useState } from 'react';
import { MSG, type LibrarySort, type LibraryStatus } from '@okuryazar/shared';
import { EmptyState, ErrorState, LibraryIcon, LinkButton, LoadingState, LoadMore, PageTitle, SearchIcon } from '../../../components';
import { BookPreviewCard } from '../../../components/books';
import { paths } from '../../../config/paths';
import { formatInteger } from '../../../lib/turkishNumbers';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useLibraryPages } from '../api';
import { LibrarySkeleton } from './LibrarySkeleton';
import { LibraryStatusFilter } from './LibraryStatusFilter';
import page from '../Page.module.css';
import styles from './LibraryPage.module.css';

const SORTS: { value: LibrarySort; label: string }[] = [
  { value: 'alphabetical', label: 'Alfabetik' },
  { value: 'lastRead', label: 'Son Okunan' },
];

/** The search waits for a pause in typing before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * /library: the reader's books with a title search and two sort orders (docs/PRODUCT.md#library).
 * A library may hold tens of thousands of books, so the server searches, sorts and pages it
 * (GET /library/books); the grid loads the next page as its end comes near, or with the
 * "Daha fazla yükle" button.
 */
export function LibraryPage() {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LibrarySort>('lastRead');
  const [status, setStatus] = useState<LibraryStatus | undefined>();
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // The whole library (no search, no filter) says whether there is anything to search at all, and how much.
  const library = useLibraryPages('', sort);
  const filtered = search !== '' || status !== undefined;
  const found = useLibraryPages(search, sort, filtered, status);
  const list = filtered ? found : library;
  const statusCounts = library.data?.pages[0]?.status_counts;
  const total = library.data?.pages[0]?.total ?? 0;
  const matches = list.data?.pages[0]?.total ?? 0;
  const books = list.data?.pages.flatMap((p) => p.books) ?? [];

  if (library.isPending) {
    return (
      <>
        <PageTitle title={MSG.libraryTitle} />
        <LibrarySkeleton />
      </>
    );
  }

  return (
    <>
      <PageTitle title={MSG.libraryTitle} />
      <div className="page-frame">
        <header className={`page-frame-intro ${styles.intro}`}>
          <div>
            <p className="page-frame-eyebrow">Okuma listeniz</p>
            <h1 className={page.heading}>{MSG.libraryTitle}</h1>
            {total > 0 && (
              <p className="page-frame-lead">
                <span className={page.count}>{formatInteger(total)}</span> kitap kütüphanenizde sizi bekliyor.
              </p>
            )}
          </div>
        </header>

        {library.isError && !library.data ? (
          <ErrorState message={MSG.libraryError} onRetry={() => void library.refetch()} retrying={library.isFetching} />
        ) : total === 0 ? (
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
                <SearchIcon size={18} className="search-pill-icon" />
                <input
                  id="library-search"
                  type="search"
                  className="search-pill-input"
                  placeholder="Kitap adına göre ara"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  autoComplete="off"
                  enterKeyHint="search"
                  maxLength={100}
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

            {statusCounts ? <LibraryStatusFilter counts={statusCounts} total={total} value={status} onChange={setStatus} /> : null}

            <p className="visually-hidden" role="status">
              {filtered && list.data && !list.isPlaceholderData ? `${formatInteger(matches)} kitap bulundu.` : ''}
            </p>

            {list.isPending ? (
              <LoadingState />
            ) : list.isError && !list.data ? (
              <ErrorState message={MSG.libraryError} onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : books.length === 0 ? (
              <EmptyState icon={<SearchIcon size={28} />}>{search ? MSG.libraryNoMatch : MSG.libraryNoStatus}</EmptyState>
            ) : (
              <section aria-labelledby="library-books-title" aria-busy={list.isPlaceholderData || list.isFetchingNextPage || undefined}>
                <h2 id="library-books-title" className="visually-hidden">
                  Kütüphanenizdeki kitaplar
                </h2>
                <ul className={`page-frame-cover-grid ${list.isPlaceholderData ? styles.stale : ''}`} role="list">
                  {books.map((book) => (
                    <li key={book.book_id}>
                      <BookPreviewCard book={book} titleAs="h3" />
                    </li>
                  ))}
                </ul>
                <LoadMore query={list} />
                {list.isFetchNextPageError && (
                  <p role="alert" className={styles.pageError}>
                    {MSG.libraryError}
                  </p>
                )}
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
