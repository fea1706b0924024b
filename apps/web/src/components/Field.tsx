import { useId, type ReactNode } from 'react';
import { AlertIcon } from './icons';
import { describedBy } from './fieldIds';
import styles from './Field.module.css';

/** What the control inside a Field takes so that its label, hint and error point at it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The prefix of the generated id when the caller gives none (`tf`, `sel`). */
  idPrefix: string;
  id?: string;
  label: ReactNode;
  /** Hides the label visually; it stays the control's accessible name. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text shown under the control; true marks it invalid without text (the message is elsewhere). */
  error?: ReactNode | boolean;
  /** Extra ids for aria-describedby, such as a form-level alert. */
  describedById?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error around one form control, shared by TextField and Select. */
export function Field({
  idPrefix,
  id,
  label,
  hideLabel,
  hint,
  error,
  describedById,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${idPrefix}-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const hasErrorText =
    error !== undefined && error !== false && error !== true && error !== null && error !== '';
  const errorId = hasErrorText ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy(hintId, errorId, invalid && describedById),
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasErrorText ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
