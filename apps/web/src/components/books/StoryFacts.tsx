import type { BookCard } from '@okuryazar/shared';
import { useNow } from '../../lib/useNow';
import { readingTimeLabel, statusLabel, updatedLabel } from './storyFacts';
import styles from './StoryFacts.module.css';

export interface StoryFactsProps {
  book: Pick<BookCard, 'is_completed' | 'reading_minutes' | 'updated_at' | 'published_chapters_count'>;
  className?: string;
}

/**
 * docs/PRODUCT.md#discovery story facts: the author's status, the reading time and when a chapter was last
 * published. A story with no published chapter shows only its status (nothing to read yet).
 */
export function StoryFacts({ book, className }: StoryFactsProps) {
  // As of the server's clock on a page it rendered (lib/useNow.ts); not renewed: a card's age moves by days.
  const updated = updatedLabel(book.updated_at, new Date(useNow(null)));
  const hasText = book.published_chapters_count > 0;
  return (
    <p className={[styles.facts, className].filter(Boolean).join(' ')} data-testid="story-facts">
      <span className={[styles.status, book.is_completed ? styles.completed : ''].join(' ')}>{statusLabel(book)}</span>
      {hasText && <span className={styles.fact}>{readingTimeLabel(book.reading_minutes)}</span>}
      {hasText && updated && <span className={styles.fact}>{updated}</span>}
    </p>
  );
}
