import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { LazySearchSuggestions, SearchIcon, useSearchCombobox } from '../../components';
import { paths, suggestionPath } from '../paths';
import styles from './Header.module.css';

/**
 * SPEC §2: the search box goes to /search-results?query=…; an empty or blank query does nothing.
 * DESIGN §7: while typing, stories, authors and tags are suggested (combobox: ↑/↓, Enter, Esc).
 */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const combobox = useSearchCombobox({ query, onOpen: (s) => void navigate(suggestionPath(s)) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    combobox.close();
    void navigate(paths.searchResults(text));
  };
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">
        Hikaye veya yazar ara
      </label>
      <SearchIcon size={18} className={styles.searchIcon} />
      <input
        id="header-search"
        type="search"
        className={styles.searchInput}
        placeholder="Hikaye veya yazar ara"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        {...combobox.inputProps}
      />
      {combobox.showing && (
        <LazySearchSuggestions
          query={query}
          listId={combobox.listId}
          active={combobox.active}
          optionId={combobox.optionId}
          onItems={combobox.onItems}
          onOpen={(s) => {
            combobox.close();
            void navigate(suggestionPath(s));
          }}
        />
      )}
    </form>
  );
}
