import { EmptyState, ErrorState, LinkButton, LoadingState, LoadMore, PageTitle } from '../../components';
import { paths } from '../../config/paths';
import { useContinueReadingPages } from './api';
import { ContinueCard } from './ContinueCard';
import { SHELF_TITLES } from './shelfTitles';
import styles from './ContinueReadingPage.module.css';

const TITLE = SHELF_TITLES.continueReading;

/**
 * /okumaya-devam-et: the dashboard's "Okumaya devam et" shelf in full: every story the reader
 * is in, the last read first, each opening at the saved place; the next page loads as the
 * list's end nears (or with the button).
 */
export function ContinueReadingPage() {
  const query = useContinueReadingPages();
  const items = query.data?.pages.flat() ?? [];

  return (
    <>
      <PageTitle title={TITLE} />
      <div className="page-frame">
        <header className="page-frame-intro">
          <p className="page-frame-eyebrow">Raf</p>
          <h1 className="page-frame-heading">{TITLE}</h1>
          <p className="page-frame-lead">Okuduğunuz hikayeler, en son okuduğunuz önce. Her biri kaldığınız yerden açılır.</p>
        </header>

        {query.isPending ? (
          <LoadingState text="Hikayeler yükleniyor..." />
        ) : query.isError && items.length === 0 ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState title="Henüz okumaya başladığınız bir hikaye yok." action={<LinkButton to={paths.popular()}>Popüler hikayelere göz atın</LinkButton>}>
            Bir bölüm okuduğunuzda hikaye burada, kaldığınız yerle birlikte görünür.
          </EmptyState>
        ) : (
          <>
            <ul className={styles.grid} role="list">
              {items.map((item) => (
                <li key={item.book.book_id}>
                  <ContinueCard item={item} titleAs="h2" />
                </li>
              ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </div>
    </>
  );
}
