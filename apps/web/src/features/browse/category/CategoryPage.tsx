import { useEffect, useRef, useState } from 'react';
import { useParams } from '../../../lib/router';
import { MSG, type StoryListFilter } from '@okuryazar/shared';
import { Button, EmptyState, ErrorState, LinkButton, LoadingState, NotFoundState, PageTitle } from '../../../components';
import { BookPreviewCard } from '../../../components/books';
import { paths } from '../../../config/paths';
import { isNotFound, parseId, useCategory, useCategoryBooks } from '../api';
import { CategoryControls } from './CategoryControls';
import { useStoryListFilter } from './useStoryListFilter';
import page from '../Page.module.css';
import styles from './CategoryPage.module.css';

/** /category/{categoryId}: name, description and an endlessly scrolling grid of its books. */
export function CategoryPage() {
  const id = parseId(useParams().categoryId);
  const category = useCategory(id);

  if (id === null || (category.isError && isNotFound(category.error))) {
    return (
      <div className="page-frame">
        <NotFoundState
          title={MSG.categoryNotFound}
          action={<LinkButton to={paths.search}>Kategorilere göz at</LinkButton>}
        >
          Aradığınız kategori yok ya da kaldırılmış olabilir.
        </NotFoundState>
      </div>
    );
  }

  if (category.isPending) {
    return (
      <div className="page-frame">
        <LoadingState />
      </div>
    );
  }

  if (category.isError) {
    return (
      <div className="page-frame">
        <ErrorState
          message={category.error.message}
          onRetry={() => void category.refetch()}
          retrying={category.isFetching}
        />
      </div>
    );
  }

  return (
    <>
      <PageTitle title={category.data?.name} />
      <div className="page-frame">
        <header className="page-frame-intro">
          <p className="page-frame-eyebrow">Kategori</p>
          <h1 className={page.heading}>{category.data.name}</h1>
          {category.data.description && <p className="page-frame-lead">{category.data.description}</p>}
        </header>
        <CategoryBooks key={id} categoryId={id} name={category.data.name} />
      </div>
    </>
  );
}

function CategoryBooks({ categoryId, name }: { categoryId: number; name: string }) {
  const { filter, update, isFiltered, clear } = useStoryListFilter();
  return (
    <>
      <CategoryControls filter={filter} onChange={update} />
      <CategoryGrid categoryId={categoryId} name={name} filter={filter} isFiltered={isFiltered} onClear={clear} />
    </>
  );
}

interface CategoryGridProps {
  categoryId: number;
  name: string;
  filter: StoryListFilter;
  isFiltered: boolean;
  onClear: () => void;
}

function CategoryGrid({ categoryId, name, filter, isFiltered, onClear }: CategoryGridProps) {
  const books = useCategoryBooks(categoryId, true, filter);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = books;
  const sentinel = useRef<HTMLDivElement | null>(null);
  const [inView, setInView] = useState(false);

  // docs/PRODUCT.md#error-messages: a failure loading books leaves the list empty; it is only logged.
  useEffect(() => {
    if (books.error) console.error('Kategori kitapları yüklenemedi:', books.error);
  }, [books.error]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      rootMargin: '600px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage]);

  // While the sentinel stays near the viewport, keep loading; a failed page stops the loop
  // (the button below retries it).
  useEffect(() => {
    if (inView && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [inView, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (books.isPending) return <LoadingState text="Kitaplar yükleniyor..." />;

  const list = books.data?.pages.flat() ?? [];
  if (list.length === 0) {
    return isFiltered ? (
      <EmptyState
        title="Bu seçimlere uyan hikaye yok."
        action={
          <Button variant="secondary" onClick={onClear}>
            Süzgeçleri temizle
          </Button>
        }
      >
        Durum ya da uzunluk seçimini değiştirerek başka hikayeler bulabilirsiniz.
      </EmptyState>
    ) : (
      <EmptyState>{MSG.categoryEmpty}</EmptyState>
    );
  }

  return (
    <section aria-labelledby="category-books-title">
      <h2 id="category-books-title" className="visually-hidden">
        {name} kitapları
      </h2>
      <ul className="page-frame-cover-grid" role="list" aria-busy={isFetchingNextPage || undefined}>
        {list.map((book) => (
          <li key={book.book_id}>
            <BookPreviewCard book={book} titleAs="h3" showChapterCount />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className={styles.more}>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          <Button variant="secondary" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {isFetchingNextPage ? 'Yükleniyor...' : 'Daha fazla yükle'}
          </Button>
        </div>
      )}
    </section>
  );
}
