import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ValidationError } from './validation';

/** A react-hook-form resolver from a validator that returns the first problem only. */
export function firstErrorResolver<T extends FieldValues>(
  validate: (values: T) => ValidationError<Extract<keyof T, string>> | null,
): Resolver<T> {
  return async (values) => {
    const error = validate(values);
    if (!error) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const field of error.fields) errors[field] = { type: 'validate', message: error.message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The message of the first invalid field, in form order (all carry the same first message). */
export function firstMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T)[]): string | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}
