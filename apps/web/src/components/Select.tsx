import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import { Field, type FieldProps } from './Field';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>,
    Omit<FieldProps, 'idPrefix' | 'children'> {
  options: readonly SelectOption[];
  /** A first, empty option such as "Seçin". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
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
  return (
    <Field idPrefix="sel" {...{ id, label, hideLabel, hint, error, describedById, className }}>
      {(control) => (
        <div className={styles.selectWrap}>
          <select ref={ref} {...control} className={`${styles.control} ${styles.select}`} {...rest}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={18} className={styles.selectChevron} />
        </div>
      )}
    </Field>
  );
}
