import { useNavigate } from '../../lib/router';
import { SearchBoxInput, useSearchBox } from '../../components';
import { paths, suggestionPath } from '../../config/paths';
import styles from './Header.module.css';

/**
 * docs/PRODUCT.md#screens: the search box goes to /search-results?query=…; an empty or blank query does nothing.
 * docs/PRODUCT.md#discovery: while typing, stories, authors and tags are suggested (combobox: ↑/↓, Enter, Esc).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const search = useSearchBox({
    onSearch: (text) => void navigate(paths.searchResults(text)),
    onOpen: (s) => void navigate(suggestionPath(s)),
  });
  return (
    <form role="search" className={styles.search} onSubmit={search.onSubmit}>
      <SearchBoxInput
        id="header-search"
        search={search}
        iconSize={18}
        iconClassName={styles.searchIcon}
        className={styles.searchInput}
      />
    </form>
  );
}
