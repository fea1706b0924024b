import { AlertIcon, CheckCircleIcon } from '../../components';
import type { Status, StatusTone } from './useStatusMessage';
import styles from './SettingsPage.module.css';

/**
 * Two live regions that always exist (so screen readers announce new text): successes in
 * role=status, failures in role=alert.
 */
export function StatusMessage({ status, className }: { status: Status | null; className?: string }) {
  return (
    <div className={[styles.statusSlot, className].filter(Boolean).join(' ')}>
      <div role="status" aria-live="polite">
        <StatusLine status={status} tone="success" />
      </div>
      <div role="alert">
        <StatusLine status={status} tone="error" />
      </div>
    </div>
  );
}

const LOOK = {
  success: { className: styles.statusSuccess, Icon: CheckCircleIcon },
  error: { className: styles.statusError, Icon: AlertIcon },
} as const;

/** The status's text with its mark, in the region of its tone only. */
function StatusLine({ status, tone }: { status: Status | null; tone: StatusTone }) {
  if (status?.tone !== tone) return null;
  const { className, Icon } = LOOK[tone];
  return (
    <p className={className}>
      <Icon size={18} />
      <span>{status.text}</span>
    </p>
  );
}
