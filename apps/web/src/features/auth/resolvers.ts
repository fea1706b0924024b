import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first invalid field in the given order (the forms show one message). */
export function firstMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T)[]): string | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/**
 * Whether a field is marked invalid: it failed with the message on show, or the server
 * named it (a taken username). Fields failing a rule whose message is not shown stay
 * unmarked, so the marks always match the one message.
 */
export function isMarked<T extends FieldValues>(errors: FieldErrors<T>, field: keyof T, message: string | null): boolean {
  const error = errors[field];
  return Boolean(error) && (error?.type === 'server' || error?.message === message);
}
