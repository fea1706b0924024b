import { MSG, SIGNUP_EMAIL_DOMAINS, emailDomainAllowed, newPasswordPairSchema, updateSettingsBodySchema } from '@okuryazar/shared';
import { ApiError } from '../../lib/api';

export const EDITABLE_FIELDS = ['username', 'email', 'full_name', 'bio'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type RowKey = EditableField | 'password';
export type FieldErrors = Partial<Record<EditableField | 'newPassword' | 'confirmPassword', string>>;

const profileFields = updateSettingsBodySchema.pick({ username: true, email: true, full_name: true, bio: true });

/**
 * Client checks before the current-password modal opens: the shared schema for the profile
 * fields, the signup e-mail domains for a changed address, and the shared new-password
 * pair rules (only when the password edit is open and non-blank, SPEC §5).
 */
export function validateSettings(input: {
  values: Record<EditableField, string>;
  /** Rows whose edit is open; closed rows keep the stored value and are not checked. */
  editing: Partial<Record<EditableField, boolean>>;
  originalEmail: string;
  passwordOpen: boolean;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = profileFields.safeParse(input.values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EditableField;
      if (input.editing[field] && !errors[field]) errors[field] = issue.message;
    }
  }
  const email = input.values.email.trim();
  if (
    input.editing.email &&
    !errors.email &&
    email.toLowerCase() !== input.originalEmail.trim().toLowerCase() &&
    !emailDomainAllowed(email, SIGNUP_EMAIL_DOMAINS)
  ) {
    errors.email = MSG.invalidEmail;
  }
  if (passwordWillBeSent(input.passwordOpen, input.newPassword)) {
    const pair = newPasswordPairSchema.safeParse({ newPassword: input.newPassword, confirm: input.confirmPassword });
    const issue = pair.error?.issues[0];
    if (issue) errors[issue.path[0] === 'confirm' ? 'confirmPassword' : 'newPassword'] = issue.message;
  }
  return errors;
}

/** SPEC §5: the new password is sent only when its edit is open and it is not blank. */
export function passwordWillBeSent(passwordOpen: boolean, newPassword: string): boolean {
  return passwordOpen && newPassword.trim() !== '';
}

export type SaveFailure = 'wrongPassword' | 'usernameTaken' | 'emailTaken' | 'other';

/** SPEC §8: how a failed PUT /setting is shown. */
export function classifySaveError(error: unknown): SaveFailure {
  const message = error instanceof Error ? error.message.trim() : '';
  const status = error instanceof ApiError ? error.status : undefined;
  const code = error instanceof ApiError ? error.code : undefined;
  if (status === 401 || code === 'INVALID_PASSWORD' || message === MSG.wrongPassword || message === 'InvalidPassword') {
    return 'wrongPassword';
  }
  if (code === 'USERNAME_TAKEN' || message.replace(/\.$/, '') === MSG.usernameTaken) return 'usernameTaken';
  if (code === 'EMAIL_TAKEN') return 'emailTaken';
  return 'other';
}
