import { LIBRARY_STATUSES, LIBRARY_STATUS_LABELS, MSG, type LibraryStatus } from '@okuryazar/shared';
import { useToast } from '../../../components';
import { ApiError } from '../../../lib/api';
import { useSavedChoice } from '../../../lib/useSavedChoice';
import { useSetLibraryStatus } from '../api';
import styles from './BookPage.module.css';

/**
 * The story's status in the reader's library (Okuyorum, Okuyacağım, Bitirdim, Bıraktım), shown
 * once it is there; reading sets it until the reader chooses one here.
 */
export function LibraryStatusSelect({ bookId, status }: { bookId: number; status: LibraryStatus }) {
  const { toast } = useToast();
  const mutation = useSetLibraryStatus(bookId);
  const choice = useSavedChoice<LibraryStatus>((next, settled) =>
    mutation.mutate(next, {
      onSuccess: () => toast({ title: `Durum: ${LIBRARY_STATUS_LABELS[next]}`, tone: 'success' }),
      onError: (error) => toast({ title: error instanceof ApiError ? error.message : MSG.tryAgain, tone: 'error' }),
      onSettled: settled,
    }),
  );

  return (
    <label className={styles.status}>
      <span className="visually-hidden">Okuma durumu</span>
      <select value={choice.shown(status)} disabled={choice.saving} onChange={(e) => choice.choose(e.target.value as LibraryStatus)} className={styles.statusSelect}>
        {LIBRARY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {LIBRARY_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
