import { LIBRARY_STATUSES, LIBRARY_STATUS_LABELS, type LibraryStatus } from '@okuryazar/shared';
import { formatInteger } from '../../../lib/turkishNumbers';
import styles from './LibraryStatusFilter.module.css';

export type StatusCounts = Record<LibraryStatus, number>;

/**
 * The library's filter by reading status, each with how many books it holds: "Tümü", then
 * Okuyorum, Okuyacağım, Bitirdim, Bıraktım. Toggle buttons in one group, so a keyboard reaches
 * them in order and a screen reader hears which one is on.
 */
export function LibraryStatusFilter({ counts, total, value, onChange }: { counts: StatusCounts; total: number; value: LibraryStatus | undefined; onChange: (next: LibraryStatus | undefined) => void }) {
  const options: { value: LibraryStatus | undefined; label: string; count: number }[] = [
    { value: undefined, label: 'Tümü', count: total },
    ...LIBRARY_STATUSES.map((status) => ({ value: status, label: LIBRARY_STATUS_LABELS[status], count: counts[status] })),
  ];
  return (
    <div className={styles.filter} role="group" aria-label="Okuma durumu">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className={styles.chip}
          aria-pressed={value === option.value}
          aria-label={`${option.label}, ${formatInteger(option.count)} kitap`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          <span className={styles.count} aria-hidden="true">
            {formatInteger(option.count)}
          </span>
        </button>
      ))}
    </div>
  );
}
