import { lazy, Suspense } from 'react';
import type { SearchSuggestionsProps } from './SearchSuggestions';

const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** The suggestion list, fetched as its own chunk the first time a box has text to suggest for. */
export function LazySearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <Suspense fallback={null}>
      <SearchSuggestions {...props} />
    </Suspense>
  );
}
