import { MSG, type ReadingSettings } from '@okuryazar/shared';
import { useId, type ReactNode } from 'react';
import { useSavedChoice } from '../../lib/useSavedChoice';
import { ErrorState, LoadingState } from '../../components';
import { useReadingSettings } from '../reader';
import { StatusMessage } from './StatusMessage';
import { useStatusMessage } from './useStatusMessage';
import styles from './SettingsPage.module.css';

interface ReadingChoiceSectionProps<T> {
  testId: string;
  title: string;
  lead: ReactNode;
  /** Shown once a choice is saved. */
  savedText: string;
  save: {
    mutate: (next: T, callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void }) => void;
  };
  /** The stored choice, from the reading settings. */
  stored: (settings: ReadingSettings) => T;
  /** The control: the choice as last made (shown while it is being saved), its change, and whether it waits. */
  children: (choice: { value: T; onChange: (next: T) => void; disabled: boolean }) => ReactNode;
}

/**
 * A settings card holding one choice of the reading settings (hidden tags, hidden warnings):
 * loading and failure states, each change saved at once and confirmed in the status line.
 */
export function ReadingChoiceSection<T>({ testId, title, lead, savedText, save, stored, children }: ReadingChoiceSectionProps<T>) {
  const query = useReadingSettings();
  const titleId = useId();
  const { status, show } = useStatusMessage();

  const choice = useSavedChoice<T>((next, settled) =>
    save.mutate(next, {
      onSuccess: () => show(savedText, 'success'),
      onError: (error) => show(error.message || MSG.genericError, 'error'),
      onSettled: settled,
    }),
  );

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardLead}>{lead}</p>
      {query.isPending ? (
        <LoadingState text="Okuma ayarları yükleniyor..." />
      ) : query.isError ? (
        <ErrorState message={MSG.genericError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children({ value: choice.shown(stored(query.data)), onChange: choice.choose, disabled: choice.saving })
      )}
      <StatusMessage status={status} />
    </section>
  );
}
