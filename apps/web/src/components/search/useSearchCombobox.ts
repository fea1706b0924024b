import type { Suggestion } from '@okuryazar/shared';
import { useCallback, useId, useState, type KeyboardEvent } from 'react';

/** The shortest text the API suggests for (suggest.service.ts MIN_QUERY). */
export const SUGGEST_MIN_CHARS = 2;

/**
 * The keyboard and ARIA side of a search box with suggestions (the WAI-ARIA combobox pattern:
 * focus stays in the box, ↑/↓ move the active option named by aria-activedescendant, Enter
 * opens it, Esc closes the list). Small on purpose: it is in the first bundle with the header,
 * while the list itself (SearchSuggestions) loads the first time there is something to suggest.
 */
export function useSearchCombobox({ query, onOpen }: { query: string; onOpen: (suggestion: Suggestion) => void }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [items, setItems] = useState<Suggestion[]>([]);
  const showing = open && query.trim().length >= SUGGEST_MIN_CHARS;
  const expanded = showing && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onItems = useCallback((next: Suggestion[]) => {
    setItems(next);
    setActive(-1);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showing) {
        setOpen(true);
        return;
      }
      if (items.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: past either end the text is the choice again.
      setActive((current) => ((current + step + 1 + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const chosen = items[active];
      setOpen(false);
      if (chosen) onOpen(chosen);
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return {
    showing,
    active,
    listId,
    optionId,
    onItems,
    close: () => setOpen(false),
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
      onInput: () => setOpen(true),
    },
  };
}
