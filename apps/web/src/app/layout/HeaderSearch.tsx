import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components';
import { paths } from '../paths';
import styles from './Header.module.css';

/** SPEC §2: the search box goes to /search-results?query=…; an empty or blank query does nothing. */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
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
      />
    </form>
  );
}
