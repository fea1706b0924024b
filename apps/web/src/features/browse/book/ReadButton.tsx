import { useEffect, useId, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { BookPageResponse } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { Button } from '../../../components';
import { paths } from '../../../config/paths';
import { getToken } from '../../../lib/session';
import { useProgress } from '../../reader';
import { useStartReading } from '../api';
import styles from './ReadButton.module.css';

type Chapter = BookPageResponse['chapters'][number];

/** The chapter a new reader starts at: the lowest chapter number. */
export function firstChapter(chapters: readonly Chapter[]): Chapter | null {
  return chapters.reduce<Chapter | null>(
    (first, c) => (first === null || c.chapter_number < first.chapter_number ? c : first),
    null,
  );
}

/**
 * docs/PRODUCT.md#behaviour-and-states Book read button: disabled '...' while progress loads; 'Devam et' to the last
 * chapter; otherwise 'Okumaya başla', which saves progress at the first chapter (scroll 0)
 * and opens it; with no chapters a note says so.
 */
export function ReadButton({ bookId, chapters }: { bookId: number; chapters: readonly Chapter[] }) {
  const navigate = useNavigate();
  const start = useStartReading(bookId);
  const noteId = useId();
  const progress = useProgress(bookId);
  const [noChapters, setNoChapters] = useState(false);

  useEffect(() => {
    if (progress.error) console.error('Okuma ilerlemesi alınamadı:', progress.error);
  }, [progress.error]);

  if (progress.isPending) {
    // In the same frame as the loaded button (its note below it), so nothing moves when it arrives.
    return (
      <div className={styles.readWrap}>
        <Button size="lg" className={styles.readButton} disabled aria-label="Okuma durumu yükleniyor">
          ...
        </Button>
        <p className={styles.readNote} />
      </div>
    );
  }

  const lastChapterId = progress.data?.last_chapter_id ?? null;
  // A saved chapter that is no longer published cannot be continued; start over instead.
  const canContinue = lastChapterId !== null && chapters.some((c) => c.chapter_id === lastChapterId);

  const onClick = () => {
    if (!getToken()) {
      void navigate(paths.login);
      return;
    }
    if (canContinue) {
      // At the place saved in that chapter (the reader scrolls there after the spec's 0.5 s).
      void navigate(paths.readResume(bookId, lastChapterId));
      return;
    }
    const first = firstChapter(chapters);
    if (!first) {
      setNoChapters(true);
      return;
    }
    // docs/PRODUCT.md#error-messages: a failed progress save is only logged; reading starts anyway.
    start.mutate(first.chapter_id, { onSettled: () => void navigate(paths.read(bookId, first.chapter_id)) });
  };

  return (
    <div className={styles.readWrap}>
      <Button
        size="lg"
        className={styles.readButton}
        onClick={() => void onClick()}
        loading={start.isPending}
        aria-describedby={noChapters ? noteId : undefined}
      >
        {canContinue ? 'Devam et' : 'Okumaya başla'}
      </Button>
      <p id={noteId} role="status" className={styles.readNote}>
        {noChapters ? MSG.noChapters : ''}
      </p>
    </div>
  );
}
