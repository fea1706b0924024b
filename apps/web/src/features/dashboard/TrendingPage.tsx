import { CATEGORIES, MSG } from '@okuryazar/shared';
import { EmptyState, ErrorState, LinkButton, LoadMore, LoadingState, PageTitle, Select } from '../../components';
import { paths } from '../../config/paths';
import { useSearchParams } from '../../lib/router';
import { useTrendingPages } from './api';
import { ShelfGrid } from './ShelfGrid';
import { SHELF_TITLES } from './shelfTitles';
import styles from './ShelfPage.module.css';

const CATEGORY_PARAM = 'kategori';

/** The category the address asks for (`?kategori=`), or null for all. */
function categoryFromParams(params: URLSearchParams): number | null {
  const id = Number(params.get(CATEGORY_PARAM));
  return CATEGORIES.some((c) => c.id === id) ? id : null;
}

/**
 * /yukselenler (docs/PRODUCT.md#rising-stories): the stories whose readers of the last seven
 * days were most taken with them, new stories lifted, one story an author; all categories or
 * one, kept in the address.
 */
export function TrendingPage() {
  const [params, setParams] = useSearchParams();
  const category = categoryFromParams(params);
  const query = useTrendingPages(category);
  const books = query.data?.pages.flatMap((page) => page.books) ?? [];
  const categoryName = CATEGORIES.find((c) => c.id === category)?.name;
  const title = categoryName ? `${SHELF_TITLES.trending}: ${categoryName}` : SHELF_TITLES.trending;

  return (
    <>
      <PageTitle title={title} />
      <div className="page-frame">
        <header className="page-frame-intro">
          <p className="page-frame-eyebrow">Raf</p>
          <h1 className={styles.heading}>{title}</h1>
          <p className="page-frame-lead">
            Son yedi günde okurlarını en çok bağlayan hikayeler: ilk bölümden sonra da okunan, beğenilen ve yorumlanan. Yeni hikayeler öne çıkar, her yazardan bir hikaye yer alır.
          </p>
          <Select
            label="Kategori"
            className={styles.categorySelect}
            value={category === null ? '' : String(category)}
            onChange={(event) => setParams(event.target.value ? { [CATEGORY_PARAM]: event.target.value } : {})}
            options={[{ value: '', label: 'Tüm kategoriler' }, ...CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }))]}
          />
        </header>

        {query.isPending ? (
          <LoadingState text="Kitaplar yükleniyor..." />
        ) : query.isError && books.length === 0 ? (
          <ErrorState message={query.error.message || MSG.serverError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : books.length === 0 ? (
          <EmptyState action={category === null ? <LinkButton to={paths.newReleases()}>Yeni çıkanlara göz atın</LinkButton> : <LinkButton to={paths.trending()}>Tüm kategorilere bakın</LinkButton>}>
            {category === null ? 'Bu hafta henüz yükselen bir hikaye yok.' : 'Bu kategoride bu hafta yükselen bir hikaye yok.'}
          </EmptyState>
        ) : (
          <section aria-label={title}>
            <ShelfGrid books={books} stale={query.isPlaceholderData} titleAs="h2" />
            <LoadMore query={query} />
          </section>
        )}
      </div>
    </>
  );
}
