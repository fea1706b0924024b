import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon } from './icons';
import { describedBy } from './fieldIds';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Hides the label visually; it stays the input's accessible name. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text shown under the field; true marks the field invalid without text (the message is elsewhere). */
  error?: ReactNode | boolean;
  /** Extra ids for aria-describedby, such as a form-level alert. */
  describedById?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function TextField({
  label,
  hideLabel,
  hint,
  error,
  describedById,
  id,
  className,
  ref,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const hasErrorText = error !== undefined && error !== false && error !== true && error !== null && error !== '';
  const errorId = hasErrorText ? `${inputId}-error` : undefined;
  const invalid = Boolean(error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        className={styles.control}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, errorId, invalid && describedById)}
        {...rest}
      />
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
