import type { InputHTMLAttributes, Ref } from 'react';
import { Field, splitFieldWiring, type FieldProps } from './Field';

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>,
    Omit<FieldProps, 'idPrefix' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hideLabel,
  className,
  ref,
  type = 'text',
  ...props
}: TextFieldProps) {
  const [wiring, rest] = splitFieldWiring(props);
  return (
    <Field idPrefix="tf" label={label} hideLabel={hideLabel} className={className} {...wiring}>
      {(control) => (
        <input ref={ref} {...control} type={type} className="form-control" {...rest} />
      )}
    </Field>
  );
}
