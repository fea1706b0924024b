import { MSG } from '@okuryazar/shared';
import { useState } from 'react';
import { Button } from '../../components';
import { ApiError } from '../../lib/api';
import styles from './AuthModal.module.css';

/** The e-mail input's settings, the same in both forms. */
export const EMAIL_INPUT = {
  label: 'E-posta',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

interface SingleFlight<B> {
  inFlight: () => boolean;
  mutateAsync: (body: B) => Promise<unknown>;
}

/**
 * Sends a form's body once at a time; on success `onDone` runs, on a refusal the server's text
 * (or the generic one) becomes `serverError` and `onRefused` may mark the field it names.
 */
export function useAuthSubmit<B>(mutation: SingleFlight<B>, onDone: (body: B) => void, onRefused?: (error: unknown) => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (body: B) => {
    if (mutation.inFlight()) return;
    setServerError(null);
    try {
      await mutation.mutateAsync(body);
      onDone(body);
    } catch (error) {
      setServerError(error instanceof ApiError && error.message ? error.message : MSG.genericError);
      onRefused?.(error);
    }
  };
  return { serverError, setServerError, submit };
}

export interface AuthFormFooterProps {
  submitLabel: string;
  loading: boolean;
  question: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** The submit button and the line offering the other form. */
export function AuthFormFooter({ submitLabel, loading, question, switchLabel, onSwitch }: AuthFormFooterProps) {
  return (
    <>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={loading} className={styles.submit}>
        {submitLabel}
      </Button>
      <p className={styles.switch}>
        {question}
        <button type="button" className={styles.linkButton} onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
