import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import type { ShelfList } from '@okuryazar/shared';
import { EmptyState, ErrorState, LinkButton, LoadingState, PageTitle } from '../../components';
import { ChevronIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useShelfPage } from './api';
import { ShelfGrid } from './ShelfGrid';
import { SHELF_TITLES } from './shelfTitles';
import styles from './ShelfPage.module.css';

const SHELVES: Record<ShelfList, { title: string; lead: string; path: (page?: number) => string }> = {
  new: {
    title: SHELF_TITLES.newReleases,
    lead: 'En son yayımlanan hikayeler, en yenisi önce.',
    path: paths.newReleases,
  },
  popular: {
    title: SHELF_TITLES.popular,
    lead: 'Okurların en çok okuduğu hikayeler.',
    path: paths.popular,
  },
};

/** The page a URL asks for (`?page=N`); anything else is the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), 10_000);
}

/**
 * /yeni-cikanlar and /populer: a dashboard shelf in full (docs/PRODUCT.md#discovery "Tümünü gör"), in the
 * shelf's own order, a page at a time with the page in the URL, so a link, a reload and the
 * back button show the same books.
 */
export function ShelfPage({ shelf }: { shelf: ShelfList }) {
  const { title, lead, path } = SHELVES[shelf];
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const query = useShelfPage(shelf, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new page starts at the top, with focus on the heading for keyboard and screen readers.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const data = query.data;
  const showing = data && !query.isPlaceholderData ? data : undefined;
  const books = data?.books ?? [];

  return (
    <>
      <PageTitle title={page > 1 ? `${title} (sayfa ${page})` : title} />
      <div className="page-frame">
        <header className="page-frame-intro">
          <p className="page-frame-eyebrow">Raf</p>
          <h1 ref={heading} tabIndex={-1} className={styles.heading}>
            {title}
          </h1>
          <p className="page-frame-lead">{lead}</p>
        </header>

        {query.isPending ? (
          <LoadingState text="Kitaplar yükleniyor..." />
        ) : query.isError && !data ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : books.length === 0 ? (
          page > 1 ? (
            <EmptyState title="Bu sayfada hikaye yok." action={<LinkButton to={path()}>İlk sayfaya dönün</LinkButton>}>
              Liste daha kısa: ilk sayfadan başlayabilirsiniz.
            </EmptyState>
          ) : (
            <EmptyState action={<LinkButton to={paths.dashboard}>Ana sayfaya dönün</LinkButton>}>
              Henüz burada gösterilecek hikaye yok.
            </EmptyState>
          )
        ) : (
          <section aria-labelledby="shelf-books-title">
            <h2 id="shelf-books-title" className="visually-hidden">
              {title}, sayfa {page}
            </h2>
            <ShelfGrid books={books} stale={query.isPlaceholderData} titleAs="h3" />
            {query.isError ? (
              <ErrorState compact message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : null}
            <Pager page={page} hasMore={showing?.has_more ?? false} path={path} loading={query.isPlaceholderData} />
          </section>
        )}
      </div>
    </>
  );
}

function Pager({ page, hasMore, path, loading }: { page: number; hasMore: boolean; path: (page?: number) => string; loading: boolean }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className={styles.pager} aria-label="Sayfalar">
      {page > 1 ? (
        <Link to={path(page - 1)} className={styles.pagerLink} rel="prev" aria-label="Önceki sayfa">
          <ChevronIcon direction="left" size={16} />
          Önceki<span className={styles.pagerWord}>&nbsp;sayfa</span>
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pagerCurrent} aria-current="page">
        {loading ? 'Yükleniyor...' : `Sayfa ${page}`}
      </span>
      {hasMore ? (
        <Link to={path(page + 1)} className={styles.pagerLink} rel="next" aria-label="Sonraki sayfa">
          Sonraki<span className={styles.pagerWord}>&nbsp;sayfa</span>
          <ChevronIcon direction="right" size={16} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
