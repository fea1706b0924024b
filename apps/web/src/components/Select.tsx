import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import { Field, splitFieldWiring, type FieldProps } from './Field';
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
  className,
  ref,
  options,
  placeholder,
  ...props
}: SelectProps) {
  const [wiring, rest] = splitFieldWiring(props);
  return (
    <Field idPrefix="sel" label={label} hideLabel={hideLabel} className={className} {...wiring}>
      {(control) => (
        <div className={styles.selectWrap}>
          <select ref={ref} {...control} className={`form-control ${styles.select}`} {...rest}>
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
