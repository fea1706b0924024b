import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MSG, type TagBooksResponse } from '@okuryazar/shared';
import { useParams } from '../../../lib/router';
import { ErrorState, LinkButton, LoadingState, NotFoundState, PageTitle } from '../../../components';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api';
import { isNotFound } from '../api';
import { FilteredBooks } from '../FilteredBooks';
import { TagFilter, useTagFilter } from '../TagFilter';
import page from '../Page.module.css';

function useTagBooks(tag: string, filter: { tags?: string; exclude?: string }) {
  return useInfiniteQuery({
    queryKey: ['tag', tag, filter] as const,
    queryFn: ({ pageParam, signal }) => call('GET /tags/:tag', { params: { tag }, query: { page: pageParam, ...filter }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: TagBooksResponse) => (last.has_more ? last.page + 1 : undefined),
    // A changed filter keeps the page (and the filter's fields) while the new list arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * /etiket/{tag}: the stories carrying a tag that the reader may see, most read first, narrowed
 * by the tag filter (docs/PRODUCT.md#discovery).
 */
export function TagPage() {
  const tag = useParams().tag ?? '';
  const filter = useTagFilter();
  const books = useTagBooks(tag, filter.query);
  const first = books.data?.pages[0];

  if (books.isPending) {
    return (
      <div className="page-frame">
        <LoadingState />
      </div>
    );
  }
  if (!first && books.isError && isNotFound(books.error)) {
    return (
      <div className="page-frame">
        <NotFoundState title={MSG.tagNotFound} action={<LinkButton to={paths.search}>Hikayelere göz at</LinkButton>}>
          Başka bir etiket deneyin ya da arama yapın.
        </NotFoundState>
      </div>
    );
  }
  if (!first) {
    return (
      <div className="page-frame">
        <ErrorState message={books.error?.message ?? MSG.serverError} onRetry={() => void books.refetch()} retrying={books.isFetching} />
      </div>
    );
  }

  return (
    <>
      <PageTitle title={`#${first.label}`} />
      <div className="page-frame">
        <header className="page-frame-intro">
          <p className="page-frame-eyebrow">Etiket</p>
          <h1 className={page.heading}>#{first.label}</h1>
        </header>
        <TagFilter filter={filter} />
        <FilteredBooks query={books} books={books.data?.pages.flatMap((p) => p.books) ?? []} filter={filter} />
      </div>
    </>
  );
}
