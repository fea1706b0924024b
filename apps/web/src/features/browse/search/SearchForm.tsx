import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@okuryazar/shared';
import { Button, SearchIcon } from '../../../components';
import { paths } from '../../../app/paths';
import styles from './Search.module.css';

interface SearchFormProps {
  initialQuery?: string;
}

/**
 * Query box of the mobile search page and of the results page (SPEC §5): an empty or blank
 * query alerts 'Arama yapılacak kelime girmelisiniz.'; otherwise → /search-results?query=….
 */
export function SearchForm({ initialQuery = '' }: SearchFormProps) {
  const [query, setQuery] = useState(initialQuery);
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      window.alert(MSG.searchEmptyQuery);
      return;
    }
    void navigate(paths.searchResults(text));
  };

  return (
    <form role="search" aria-label="Kitap ve yazar araması" className={styles.form} onSubmit={onSubmit} noValidate>
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
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <Button type="submit" className={styles.submit}>
        Ara
      </Button>
    </form>
  );
}
