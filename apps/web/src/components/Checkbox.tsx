import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, splitFieldWiring, useFieldControl, type FieldWiring } from './Field';
import styles from './Field.module.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>, FieldWiring {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function Checkbox({ label, className, ref, ...props }: CheckboxProps) {
  const [wiring, rest] = splitFieldWiring(props);
  const { control, messages } = useFieldControl('cb', wiring);
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input ref={ref} {...control} type="checkbox" className={styles.checkbox} {...rest} />
        <label htmlFor={control.id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}
