import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { AlertIcon, ChevronDownIcon } from './icons';
import { describedBy } from './fieldIds';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first, empty option such as "Seçin". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode | boolean;
  describedById?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  hint,
  error,
  describedById,
  id,
  className,
  ref,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `sel-${autoId}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const hasErrorText = error !== undefined && error !== false && error !== true && error !== null && error !== '';
  const errorId = hasErrorText ? `${selectId}-error` : undefined;
  const invalid = Boolean(error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={selectId}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hintId, errorId, invalid && describedById)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.selectChevron} />
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
