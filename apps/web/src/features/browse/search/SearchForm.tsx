import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { MSG } from '@okuryazar/shared';
import { AlertIcon, Button, LazySearchSuggestions, SearchIcon, useSearchCombobox } from '../../../components';
import { paths, suggestionPath } from '../../../app/paths';
import styles from './Search.module.css';

interface SearchFormProps {
  initialQuery?: string;
}

/**
 * Query box of the mobile search page and of the results page (SPEC §5): an empty or blank
 * query shows 'Arama yapılacak kelime girmelisiniz.' under the box (an announced inline alert
 * tied to the input, not a native alert() that blocks the page); otherwise →
 * /search-results?query=…. While typing, stories, authors and tags are suggested (DESIGN §7).
 */
export function SearchForm({ initialQuery = '' }: SearchFormProps) {
  const [query, setQuery] = useState(initialQuery);
  const [empty, setEmpty] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const combobox = useSearchCombobox({ query, onOpen: (s) => void navigate(suggestionPath(s)) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    combobox.close();
    void navigate(paths.searchResults(text));
  };

  return (
    <form role="search" aria-label="Kitap ve yazar araması" className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="search-query" className="visually-hidden">
            Hikaye veya yazar ara
          </label>
          <SearchIcon size={20} className={styles.fieldIcon} />
          <input
            id="search-query"
            type="search"
            className={styles.input}
            placeholder="Hikaye veya yazar ara"
            ref={inputRef}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              if (e.target.value.trim()) setEmpty(false);
            }}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? 'search-query-error' : undefined}
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
