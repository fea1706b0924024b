import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import styles from './LoadMore.module.css';

/** What LoadMore reads from a useInfiniteQuery result (pass the result itself). */
export interface PagedQuery {
  /** Whether the server may have another page. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A failed page stops the automatic loading; the button retries it. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreOptions {
  /** Button text; default 'Daha fazla yükle'. */
  label?: string;
  /** Load when the sentinel comes near the viewport (default true); the button always works. */
  auto?: boolean;
  /** How far ahead of the viewport the sentinel triggers. */
  rootMargin?: string;
  className?: string;
}

/**
 * The list's infinite query as `query`. (The query's four fields one by one are still taken
 * while the reader's comment list passes them so; new callers pass the query.)
 */
export type LoadMoreProps = LoadMoreOptions & ({ query: PagedQuery } | PagedQuery);

/**
 * The end of a paged list: an IntersectionObserver sentinel loads the next page as the end
 * comes near (infinite scroll), and a 'Daha fazla yükle' button does the same for keyboard
 * and screen-reader users, browsers without the observer, and retrying a failed page.
 * Renders nothing once the last page is in.
 */
export function LoadMore(props: LoadMoreProps) {
  const { label = 'Daha fazla yükle', auto = true, rootMargin = '600px 0px', className } = props;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = 'query' in props ? props.query : props;
  const sentinel = useRef<HTMLDivElement | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), { rootMargin });
    observer.observe(node);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [auto, hasNextPage, rootMargin]);

  useEffect(() => {
    if (inView && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [inView, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div className={[styles.more, className].filter(Boolean).join(' ')}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" data-testid="load-more-sentinel" />
      <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
        {isFetchingNextPage ? 'Yükleniyor...' : label}
      </Button>
    </div>
  );
}
