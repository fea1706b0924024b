import { AlertIcon } from './icons';
import styles from './FormAlert.module.css';

export interface FormAlertProps {
  /** The text to announce; nothing is rendered while it is empty. */
  message: string | null;
  id?: string;
  className?: string;
}

/** An inline error under a composer, announced to screen readers as it appears. */
export function FormAlert({ message, id, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className ? `${styles.alert} ${className}` : styles.alert}>
      <AlertIcon size={16} />
      {message}
    </p>
  );
}
