import { useId, type ReactNode } from 'react';
import { AlertIcon } from './icons';
import { describedBy } from './fieldIds';

/** What a form control takes so that its label, hint and error point at it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldWiring {
  id?: string;
  hint?: ReactNode;
  /** Error text shown under the control; true marks it invalid without text (the message is elsewhere). */
  error?: ReactNode | boolean;
  /** Extra ids for aria-describedby, such as a form-level alert. */
  describedById?: string;
}

/** The ids of a control's hint and error and the aria attributes that tie them to it. */
export function useFieldControl(idPrefix: string, { id, hint, error, describedById }: FieldWiring) {
  const autoId = useId();
  const controlId = id ?? `${idPrefix}-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const hasErrorText =
    error !== undefined && error !== false && error !== true && error !== null && error !== '';
  const errorId = hasErrorText ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hintId, errorId, invalid && describedById),
  };
  return { control, messages: { hint, hintId, error, errorId } };
}

/** A control's props split into its field wiring and the rest, which go to the control element. */
export function splitFieldWiring<T extends FieldWiring>({
  id,
  hint,
  error,
  describedById,
  ...rest
}: T) {
  return [{ id, hint, error, describedById }, rest] as const;
}

/** An error under a control, with the alert icon; `className` replaces the default look. */
export function FieldError({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} className={className ?? 'form-error'}>
      <AlertIcon size={16} />
      {children}
    </p>
  );
}

/** The hint and the error under a control; each is shown when it has an id. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hintId ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}

export interface FieldProps extends FieldWiring {
  /** The prefix of the generated id when the caller gives none (`tf`, `sel`). */
  idPrefix: string;
  label: ReactNode;
  /** Hides the label visually; it stays the control's accessible name. */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error, shared by TextField and Select. */
export function Field({ idPrefix, label, hideLabel, className, children, ...wiring }: FieldProps) {
  const { control, messages } = useFieldControl(idPrefix, wiring);
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={control.id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      {children(control)}
      <FieldMessages {...messages} />
    </div>
  );
}
