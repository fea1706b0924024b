import { AlertIcon } from '../../components';
import styles from './PasswordReset.module.css';

/** The form's message area: always present so screen readers announce new text. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" className={styles.alert}>
      {message ? (
        <p className={styles.alertBox}>
          <AlertIcon size={18} />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
