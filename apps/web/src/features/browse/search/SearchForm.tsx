import { useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { MSG } from '@okuryazar/shared';
import { AlertIcon, Button, SearchBoxInput, useSearchBox } from '../../../components';
import { paths, suggestionPath } from '../../../config/paths';
import styles from './Search.module.css';

interface SearchFormProps {
  initialQuery?: string;
}

/**
 * Query box of the mobile search page and of the results page (docs/PRODUCT.md#validation-rules): an empty or blank
 * query shows 'Arama yapılacak kelime girmelisiniz.' under the box (an announced inline alert
 * tied to the input, not a native alert() that blocks the page); otherwise →
 * /search-results?query=…. While typing, stories, authors and tags are suggested (docs/PRODUCT.md#discovery).
 */
export function SearchForm({ initialQuery = '' }: SearchFormProps) {
  const [empty, setEmpty] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const search = useSearchBox({
    initialQuery,
    onSearch: (text) => void navigate(paths.searchResults(text)),
    onOpen: (s) => void navigate(suggestionPath(s)),
    onBlank: () => {
      setEmpty(true);
      inputRef.current?.focus();
    },
  });

  return (
    <form
      role="search"
      aria-label="Kitap ve yazar araması"
      className={styles.form}
      onSubmit={search.onSubmit}
      noValidate
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <SearchBoxInput
            id="search-query"
            search={search}
            iconSize={20}
            iconClassName={styles.fieldIcon}
            className={styles.input}
            ref={inputRef}
            onQueryChange={(text) => {
              if (text.trim()) setEmpty(false);
            }}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? 'search-query-error' : undefined}
          />
        </div>
        <Button type="submit" className={styles.submit}>
          Ara
        </Button>
      </div>
      {empty && (
        <p id="search-query-error" role="alert" className={styles.error}>
          <AlertIcon size={16} />
          {MSG.searchEmptyQuery}
        </p>
      )}
    </form>
  );
}
