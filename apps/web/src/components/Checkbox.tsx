import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon } from './icons';
import { describedBy } from './fieldIds';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode | boolean;
  describedById?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function Checkbox({ label, hint, error, describedById, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `cb-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const hasErrorText = error !== undefined && error !== false && error !== true && error !== null && error !== '';
  const errorId = hasErrorText ? `${inputId}-error` : undefined;
  const invalid = Boolean(error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hintId, errorId, invalid && describedById)}
          {...rest}
        />
        <label htmlFor={inputId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
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
