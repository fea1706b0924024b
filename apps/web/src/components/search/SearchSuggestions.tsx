import { useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@okuryazar/shared';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Highlight } from '../Highlight';
import styles from './SearchSuggestions.module.css';

export interface SearchSuggestionsProps {
  query: string;
  listId: string;
  active: number;
  optionId: (index: number) => string;
  onItems: (items: Suggestion[]) => void;
  onOpen: (suggestion: Suggestion) => void;
}

const KIND: Record<Suggestion['type'], string> = { story: 'Hikaye', author: 'Yazar', tag: 'Etiket' };

function mainText(s: Suggestion): string {
  if (s.type === 'story') return s.title;
  if (s.type === 'author') return s.full_name || s.username;
  return s.label;
}

function detailText(s: Suggestion): string {
  if (s.type === 'story') return s.author;
  if (s.type === 'author') return `@${s.username}`;
  return '';
}

/**
 * The suggestion list under a search box (GET /search/suggest, docs/PRODUCT.md#discovery): asked 200 ms after
 * typing stops, the last answer kept on screen while the next one comes, the matched part of
 * each name marked. Loaded lazily (components/search/LazySearchSuggestions).
 */
export default function SearchSuggestions({ query, listId, active, optionId, onItems, onOpen }: SearchSuggestionsProps) {
  const settled = useDebouncedValue(query.trim(), 200);
  const { data } = useQuery({
    queryKey: ['search', 'suggest', settled] as const,
    queryFn: ({ signal }) => call('GET /search/suggest', { query: { q: settled }, signal }),
    enabled: settled.length >= 2,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
  const items = settled.length >= 2 ? (data?.suggestions ?? []) : [];

  useEffect(() => {
    onItems(items);
    // The list's identity changes with each answer, which is what should be reported.
  }, [data, settled]); // eslint-disable-line react-hooks/exhaustive-deps

  if (items.length === 0) return null;
  return (
    <ul id={listId} role="listbox" aria-label="Arama önerileri" className={styles.list}>
      {items.map((item, index) => (
        <li
          key={`${item.type}-${index}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={styles.option}
          // Keeps focus in the box (the list closes on blur) until the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onOpen(item)}
        >
          <span className={styles.kind}>{KIND[item.type]}</span>
          <span className={styles.text}>
            <span className={styles.main}>
              {item.type === 'tag' && '#'}
              <Highlight text={mainText(item)} query={query} />
            </span>
            {detailText(item) && (
              <span className={styles.detail}>
                <Highlight text={detailText(item)} query={query} />
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
