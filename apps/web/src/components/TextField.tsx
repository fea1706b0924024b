import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './Field';
import styles from './Field.module.css';

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>,
    Omit<FieldProps, 'idPrefix' | 'children'> {
  ref?: Ref<HTMLInputElement>;
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
  return (
    <Field idPrefix="tf" {...{ id, label, hideLabel, hint, error, describedById, className }}>
      {(control) => (
        <input ref={ref} {...control} type={type} className={styles.control} {...rest} />
      )}
    </Field>
  );
}
