import { LIBRARY_STATUSES, LIBRARY_STATUS_LABELS, type LibraryStatus } from '@okuryazar/shared';
import { ToggleGroup } from '../../../components';
import { formatInteger } from '../../../lib/turkishNumbers';
import styles from './LibraryStatusFilter.module.css';

export type StatusCounts = Record<LibraryStatus, number>;

/** The library's filter by reading status, each with how many books it holds: "Tümü", then Okuyorum, Okuyacağım, Bitirdim, Bıraktım. */
export function LibraryStatusFilter({ counts, total, value, onChange }: { counts: StatusCounts; total: number; value: LibraryStatus | undefined; onChange: (next: LibraryStatus | undefined) => void }) {
  const options = [
    { value: undefined, label: 'Tümü', count: total },
    ...LIBRARY_STATUSES.map((status) => ({ value: status, label: LIBRARY_STATUS_LABELS[status], count: counts[status] })),
  ].map((o) => ({
    value: o.value,
    name: `${o.label}, ${formatInteger(o.count)} kitap`,
    label: (
      <>
        {o.label}
        <span className={styles.count} aria-hidden="true">
          {formatInteger(o.count)}
        </span>
      </>
    ),
  }));
  return <ToggleGroup label="Okuma durumu" options={options} value={value} onChange={onChange} className={styles.filter} />;
}
