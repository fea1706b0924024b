import type { Suggestion } from '@okuryazar/shared';
import { useState, type FormEvent, type InputHTMLAttributes, type Ref } from 'react';
import { SearchIcon } from '../icons';
import { LazySearchSuggestions } from './LazySearchSuggestions';
import { useSearchCombobox } from './useSearchCombobox';

/**
 * The query, suggestions and submit of a site search box (the header's and the search page's).
 * Where a query or a suggestion leads is the caller's: the route table lives in app/.
 */
export function useSearchBox({
  initialQuery = '',
  onSearch,
  onOpen,
  onBlank,
}: {
  initialQuery?: string;
  /** A submitted query, trimmed and not blank. */
  onSearch: (text: string) => void;
  onOpen: (suggestion: Suggestion) => void;
  /** A submitted empty or blank query; without it such a submit does nothing. */
  onBlank?: () => void;
}) {
  const [query, setQuery] = useState(initialQuery);
  const combobox = useSearchCombobox({ query, onOpen });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      onBlank?.();
      return;
    }
    combobox.close();
    onSearch(text);
  };
  const openSuggestion = (suggestion: Suggestion) => {
    combobox.close();
    onOpen(suggestion);
  };
  return { query, setQuery, combobox, onSubmit, openSuggestion };
}

export type SearchBox = ReturnType<typeof useSearchBox>;

export interface SearchBoxInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'children'
> {
  id: string;
  search: SearchBox;
  iconSize: number;
  iconClassName?: string;
  ref?: Ref<HTMLInputElement>;
  /** Called after the query changes, with the new text. */
  onQueryChange?: (text: string) => void;
}

/** The labelled query input of a search box and its suggestion list (docs/PRODUCT.md#discovery), inside the caller's form. */
export function SearchBoxInput({
  id,
  search,
  iconSize,
  iconClassName,
  className,
  ref,
  onQueryChange,
  ...rest
}: SearchBoxInputProps) {
  const { combobox } = search;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Hikaye veya yazar ara
      </label>
      <SearchIcon size={iconSize} className={iconClassName} />
      <input
        id={id}
        type="search"
        className={className}
        placeholder="Hikaye veya yazar ara"
        ref={ref}
        value={search.query}
        onChange={(e) => {
          search.setQuery(e.target.value);
          onQueryChange?.(e.target.value);
        }}
        {...rest}
        autoComplete="off"
        enterKeyHint="search"
        {...combobox.inputProps}
      />
      {combobox.showing && (
        <LazySearchSuggestions
          query={search.query}
          listId={combobox.listId}
          active={combobox.active}
          optionId={combobox.optionId}
          onItems={combobox.onItems}
          onOpen={search.openSuggestion}
        />
      )}
    </>
  );
}
