import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy } from './fieldIds';
import { FieldMessages } from './Field';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text shown under the field. */
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line field with TextField's hint and error wiring. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  ref,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? `ta-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== '' && error !== false;
  const errorId = hasError ? `${inputId}-error` : undefined;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className="form-control form-textarea"
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
