import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import type { BookCard } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import { LinkButton } from '../../components';
import { useContinueReadingShelf, useDashboard, useTrendingShelf } from './api';
import { BookDetailDialog } from './BookDetailDialog';
import { ContinueShelf } from './ContinueShelf';
import { DashboardIntro } from './DashboardIntro';
import intro from './DashboardIntro.module.css';
import { Shelf } from './Shelf';
import { ShelvesSkeleton } from './ShelvesSkeleton';
import { SHELF_TITLES } from './shelfTitles';
import styles from './DashboardPage.module.css';

export { DASHBOARD_HEADING } from './DashboardIntro';

export { SHELF_TITLES };

/** "Tümünü gör" beside a shelf with books: its full page (the library, or a shelf's list). */
function seeAll(books: BookCard[], to: string, name: string) {
  if (books.length === 0) return undefined;
  return (
    <Link to={to} className={styles.seeAll} aria-label={`Tümünü gör: ${name}`}>
      Tümünü gör
    </Link>
  );
}

/** "Yükselenler": its own call, so the ranking never holds the other shelves back. */
function TrendingShelf({ onOpen }: { onOpen: (book: BookCard, trigger: HTMLElement) => void }) {
  const trending = useTrendingShelf();
  const books = trending.data ?? [];
  return (
    <Shelf
      title={SHELF_TITLES.trending}
      books={books}
      emptyText={trending.isPending ? 'Yükselenler yükleniyor...' : 'Bu hafta henüz yükselen bir hikaye yok.'}
      onOpen={onOpen}
      action={seeAll(books, paths.trending(), SHELF_TITLES.trending)}
    />
  );
}

/** /dashboard: the stories the reader is in, then the four shelves (docs/PRODUCT.md#dashboard). */
export function DashboardPage() {
  const { data, error, isPending: dashboardPending, isError, isFetching, refetch } = useDashboard();
  // Asked beside the shelves and shown with them (nothing moves in above them later); if it
  // fails the page goes on without it.
  const continueReading = useContinueReadingShelf();
  const isPending = dashboardPending || continueReading.isPending;
  useEffect(() => {
    if (continueReading.error) console.error('Okumaya devam et rafı yüklenemedi:', continueReading.error);
  }, [continueReading.error]);
  const [selected, setSelected] = useState<BookCard | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openBook = useCallback((book: BookCard, trigger: HTMLElement) => {
    opener.current = trigger;
    setSelected(book);
    setOpen(true);
  }, []);

  return (
    <div className={intro.page}>
      <DashboardIntro />

      {isPending ? (
        <ShelvesSkeleton />
      ) : isError ? (
        <div className={styles.error}>
          <p role="alert" className={styles.errorText}>
            {MSG.dashboardError}
            {error.message}
          </p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {isFetching ? 'Yükleniyor...' : 'Tekrar dene'}
          </button>
        </div>
      ) : (
        <div className={styles.shelves}>
          <Shelf
            title={SHELF_TITLES.yourLibrary}
            books={data.yourLibrary}
            emptyText={MSG.emptyLibraryShelf}
            emptyHint="Beğendiğiniz bir hikayeyi sayfasındaki “Kütüphaneye Ekle” düğmesiyle buraya ekleyin; hep elinizin altında olsun."
            emptyAction={
              <LinkButton to={paths.popular()} variant="secondary" size="sm">
                Popüler hikayelere göz atın
              </LinkButton>
            }
            onOpen={openBook}
            priority={data.yourLibrary.length > 0}
            action={seeAll(data.yourLibrary, paths.library, 'Kütüphanem')}
          />
          {/* After the library, so its first books stand where the loading shapes stood. */}
          <ContinueShelf items={continueReading.data ?? []} />
          <Shelf
            title={SHELF_TITLES.recommended}
            books={data.recommended}
            emptyText={MSG.emptyShelf}
            onOpen={openBook}
            priority={data.yourLibrary.length === 0}
          />
          <Shelf
            title={SHELF_TITLES.newReleases}
            books={data.newReleases}
            emptyText={MSG.emptyShelf}
            onOpen={openBook}
            action={seeAll(data.newReleases, paths.newReleases(), SHELF_TITLES.newReleases)}
          />
          <Shelf
            title={SHELF_TITLES.popular}
            books={data.popular}
            emptyText={MSG.emptyShelf}
            onOpen={openBook}
            action={seeAll(data.popular, paths.popular(), SHELF_TITLES.popular)}
          />
          <TrendingShelf onOpen={openBook} />
        </div>
      )}

      <BookDetailDialog book={selected} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </div>
  );
}
