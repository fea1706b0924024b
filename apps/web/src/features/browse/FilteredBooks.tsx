import type { BookCard } from '@okuryazar/shared';
import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, LoadMore } from '../../components';
import { BookPreviewCard } from '../../components/books';
import type { PagedQuery } from '../../components/LoadMore';
import type { useTagFilter } from './TagFilter';
import styles from './TagFilter.module.css';

interface FilteredBooksProps {
  /** The list's query (a paged one brings LoadMore). */
  query: { isError: boolean; error: Error | null; isPlaceholderData: boolean; refetch: () => unknown; isFetching: boolean } & Partial<PagedQuery>;
  books: BookCard[];
  filter: ReturnType<typeof useTagFilter>;
  /** Under each card (search: why it matched). */
  renderNote?: (book: BookCard) => ReactNode;
  /** What an empty list says when no filter is set. */
  empty?: ReactNode;
}

/**
 * A grid of stories under a tag filter: the list the filter gives (dimmed and marked busy
 * while a changed filter's list arrives), a way out when it leaves nothing, and an error in
 * place of the list, so the filter's fields stay where they are.
 */
export function FilteredBooks({ query, books, filter, renderNote, empty }: FilteredBooksProps) {
  if (query.isError && !query.isPlaceholderData) {
    return <ErrorState message={query.error?.message ?? ''} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (books.length === 0) {
    if (!filter.active) return empty ?? null;
    return (
      <EmptyState compact action={<Button variant="secondary" onClick={() => filter.set({ tags: [], exclude: [] })}>Süzgeci temizleyin</Button>}>
        Bu süzgeçle eşleşen hikaye yok.
      </EmptyState>
    );
  }
  return (
    <div className={styles.results} aria-busy={query.isPlaceholderData || undefined}>
      <ul className="page-frame-cover-grid" role="list">
        {books.map((book) => (
          <li key={book.book_id}>
            <BookPreviewCard book={book} titleAs="h2" showChapterCount />
            {renderNote?.(book)}
          </li>
        ))}
      </ul>
      {query.fetchNextPage ? <LoadMore query={query as PagedQuery} /> : null}
    </div>
  );
}
