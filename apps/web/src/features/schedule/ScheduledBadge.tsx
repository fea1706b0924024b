import { ClockIcon } from '../../components/icons';
import { formatScheduleTime } from './time';
import styles from './Schedule.module.css';

/** "Zamanlandı · 25 Kasım 20:00": a draft the scheduler will publish (shown to its author). */
export function ScheduledBadge({ publishAt }: { publishAt: string }) {
  return (
    <span className={styles.badge} data-testid="scheduled-badge">
      <ClockIcon size={14} />
      Zamanlandı · <time dateTime={publishAt}>{formatScheduleTime(publishAt)}</time>
    </span>
  );
}
