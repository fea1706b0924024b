import { AlertIcon, CheckCircleIcon } from '../../components';
import type { Status } from './useStatusMessage';
import styles from './SettingsPage.module.css';

/**
 * Two live regions that always exist (so screen readers announce new text): successes in
 * role=status, failures in role=alert.
 */
export function StatusMessage({ status, className }: { status: Status | null; className?: string }) {
  return (
    <div className={[styles.statusSlot, className].filter(Boolean).join(' ')}>
      <div role="status" aria-live="polite">
        {status?.tone === 'success' ? (
          <p className={styles.statusSuccess}>
            <CheckCircleIcon size={18} />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status?.tone === 'error' ? (
          <p className={styles.statusError}>
            <AlertIcon size={18} />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
