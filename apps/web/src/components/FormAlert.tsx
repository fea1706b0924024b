import { AlertIcon } from './icons';
import styles from './FormAlert.module.css';

export interface FormAlertProps {
  /** The text to announce; nothing is shown while it is empty. */
  message: string | null;
  id?: string;
  className?: string;
  /**
   * Keep the announcing region in the page while it is empty (forms that check on submit):
   * a screen reader then reads the first message as it appears, not only later ones.
   */
  live?: boolean;
}

/** An inline form error, announced to screen readers as it appears. */
export function FormAlert({ message, id, className, live = false }: FormAlertProps) {
  const classes = className ? `${styles.alert} ${className}` : styles.alert;
  if (live) {
    return (
      <div id={id} role="alert" className={styles.live}>
        {message ? (
          <p className={classes}>
            <AlertIcon size={16} />
            {message}
          </p>
        ) : null}
      </div>
    );
  }
  if (!message) return null;
  return (
    <p id={id} role="alert" className={classes}>
      <AlertIcon size={16} />
      {message}
    </p>
  );
}
