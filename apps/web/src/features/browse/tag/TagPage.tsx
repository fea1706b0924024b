import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG, type TagBooksResponse } from '@okuryazar/shared';
import { useParams } from '../../../lib/router';
import { ErrorState, LinkButton, LoadingState, LoadMore, NotFoundState, PageTitle } from '../../../components';
import { BookPreviewCard } from '../../../components/books';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api';
import { isNotFound } from '../api';
import page from '../Page.module.css';

function useTagBooks(tag: string) {
  return useInfiniteQuery({
    queryKey: ['tag', tag] as const,
    queryFn: ({ pageParam, signal }) => call('GET /tags/:tag', { params: { tag }, query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: TagBooksResponse) => (last.has_more ? last.page + 1 : undefined),
  });
}

/** /etiket/{tag}: the stories carrying a tag that the reader may see, most read first (docs/PRODUCT.md#discovery). */
export function TagPage() {
  const tag = useParams().tag ?? '';
  const books = useTagBooks(tag);
  const first = books.data?.pages[0];

  if (books.isPending) {
    return (
      <div className="page-frame">
        <LoadingState />
      </div>
    );
  }
  if (books.isError && isNotFound(books.error)) {
    return (
      <div className="page-frame">
        <NotFoundState title={MSG.tagNotFound} action={<LinkButton to={paths.search}>Hikayelere göz at</LinkButton>}>
          Başka bir etiket deneyin ya da arama yapın.
        </NotFoundState>
      </div>
    );
  }
  if (books.isError) {
    return (
      <div className="page-frame">
        <ErrorState message={books.error.message} onRetry={() => void books.refetch()} retrying={books.isFetching} />
      </div>
    );
  }

  const all = books.data.pages.flatMap((p) => p.books);
  return (
    <>
      <PageTitle title={first ? `#${first.label}` : null} />
      <div className="page-frame">
        <header className="page-frame-intro">
          <p className="page-frame-eyebrow">Etiket</p>
          <h1 className={page.heading}>#{first!.label}</h1>
        </header>
        <ul className="page-frame-cover-grid" role="list">
          {all.map((book) => (
            <li key={book.book_id}>
              <BookPreviewCard book={book} titleAs="h2" showChapterCount />
            </li>
          ))}
        </ul>
        <LoadMore query={books} />
      </div>
    </>
  );
}
