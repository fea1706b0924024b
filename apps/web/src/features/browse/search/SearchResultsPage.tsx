import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { MSG } from '@okuryazar/shared';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  SearchIcon,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  UsersIcon,
} from '../../../components';
import { getSession } from '../../../lib/session';
import { useSearch } from '../api';
import { AuthorRow } from './AuthorRow';
import { MatchReason } from './MatchReason';
import { SearchForm } from './SearchForm';
import { FilteredBooks } from '../FilteredBooks';
import { TagFilter, useTagFilter } from '../TagFilter';
import page from '../Page.module.css';
import styles from './Search.module.css';

/** docs/PRODUCT.md#screens search tab ids (kept as the tabs' values); people read the labels below. */
export const SEARCH_TABS = { books: 'kitaplar', users: 'kullanicilar' } as const;
type SearchTab = (typeof SEARCH_TABS)[keyof typeof SEARCH_TABS];
const SEARCH_TAB_LABELS: Record<SearchTab, string> = { kitaplar: 'Kitaplar', kullanicilar: 'Kullanıcılar' };

/** /search-results?query=…: books and users in two tabs. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();

  return (
    <>
      <PageTitle title={query ? `“${query}” araması` : 'Arama sonuçları'} />
      <div className="page-frame">
        <header className={`page-frame-intro ${styles.resultsIntro}`}>
          <p className="page-frame-eyebrow">Arama sonuçları</p>
          <h1 className={page.heading}>{query ? `“${query}”` : 'Arama'}</h1>
          {/* Keyed so the box shows a new query after navigation. */}
          <SearchForm key={query} initialQuery={query} />
        </header>
        {query ? (
          <Results key={query} query={query} />
        ) : (
          <EmptyState icon={<SearchIcon size={28} />}>{MSG.searchEmptyQuery}</EmptyState>
        )}
      </div>
    </>
  );
}

function Results({ query }: { query: string }) {
  const filter = useTagFilter();
  const search = useSearch(query, filter.query);
  const [tab, setTab] = useState<SearchTab>(SEARCH_TABS.books);
  const me = getSession()?.userId ?? null;

  if (search.isPending) return <LoadingState text="Aranıyor..." />;
  if (search.isError && !search.data) {
    return (
      <ErrorState
        message={search.error.message}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }

  const { booksByTitle: books, authors } = search.data;

  return (
    <TabsRoot value={tab} onValueChange={(v) => setTab(v as SearchTab)}>
      <TabsList aria-label="Arama sonuçları">
        <TabsTrigger value={SEARCH_TABS.books}>
          {SEARCH_TAB_LABELS[SEARCH_TABS.books]}
          <span className={styles.tabCount}>{books.length}</span>
        </TabsTrigger>
        <TabsTrigger value={SEARCH_TABS.users}>
          {SEARCH_TAB_LABELS[SEARCH_TABS.users]}
          <span className={styles.tabCount}>{authors.length}</span>
        </TabsTrigger>
      </TabsList>

      {/* Both panels stay mounted so follow changes survive a tab switch. */}
      <TabsContent value={SEARCH_TABS.books} forceMount hidden={tab !== SEARCH_TABS.books}>
        <TagFilter filter={filter} />
        <FilteredBooks
          query={search}
          books={books}
          filter={filter}
          renderNote={(book) => <MatchReason book={book} query={query} />}
          empty={<EmptyState compact>&quot;{query}&quot; için kitap bulunamadı.</EmptyState>}
        />
      </TabsContent>

      <TabsContent value={SEARCH_TABS.users} forceMount hidden={tab !== SEARCH_TABS.users}>
        {authors.length === 0 ? (
          <EmptyState compact icon={<UsersIcon size={28} />}>
            &quot;{query}&quot; için kullanıcı bulunamadı.
          </EmptyState>
        ) : (
          <ul className={styles.authors} role="list">
            {authors.map((author) => (
              <AuthorRow key={author.user_id} author={author} me={me} />
            ))}
          </ul>
        )}
      </TabsContent>
    </TabsRoot>
  );
}
