import { MSG, SIGNUP_EMAIL_DOMAINS, emailDomainAllowed, newPasswordPairSchema, updateSettingsBodySchema, type Settings } from '@okuryazar/shared';
import { z } from 'zod';
import { ApiError } from '../../lib/api';

export const EDITABLE_FIELDS = ['username', 'email', 'full_name', 'bio'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type RowKey = EditableField | 'password';

/** The account form's values: the four profile fields and the new password twice. */
export interface SettingsFormValues {
  username: string;
  email: string;
  full_name: string;
  bio: string;
  new_password: string;
  confirm_password: string;
}

/** The form as the stored settings fill it: no new password. */
export function accountFormValues(s: Settings): SettingsFormValues {
  return { username: s.username ?? '', email: s.email ?? '', full_name: s.full_name ?? '', bio: s.bio ?? '', new_password: '', confirm_password: '' };
}

const profileFields = updateSettingsBodySchema.shape;
const unchecked = z.string();

/**
 * The client's checks before the current-password modal opens, for zodResolver: the shared
 * schema for the profile fields whose rows are open (closed rows keep the stored value and are
 * not checked), the signup e-mail domains for a changed address, and the shared new-password
 * pair rules (only when the password edit is open and non-blank, docs/PRODUCT.md#validation-rules).
 */
export function settingsFormSchema(editing: Partial<Record<RowKey, boolean>>, originalEmail: string) {
  const changedEmailAllowed = (email: string) =>
    email.toLowerCase() === originalEmail.trim().toLowerCase() || emailDomainAllowed(email, SIGNUP_EMAIL_DOMAINS);
  return z
    .object({
      username: editing.username ? profileFields.username : unchecked,
      email: editing.email ? profileFields.email.refine(changedEmailAllowed, MSG.invalidEmail) : unchecked,
      // A form field is never missing: the shared defaults for a missing one do not apply.
      full_name: editing.full_name ? profileFields.full_name.unwrap() : unchecked,
      bio: editing.bio ? profileFields.bio.unwrap() : unchecked,
      new_password: unchecked,
      confirm_password: unchecked,
    })
    .superRefine((values, ctx) => {
      if (!passwordWillBeSent(Boolean(editing.password), values.new_password)) return;
      const pair = newPasswordPairSchema.safeParse({ newPassword: values.new_password, confirm: values.confirm_password });
      const issue = pair.error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.path[0] === 'confirm' ? 'confirm_password' : 'new_password'], message: issue.message });
    });
}

/** docs/PRODUCT.md#validation-rules: the new password is sent only when its edit is open and it is not blank. */
export function passwordWillBeSent(passwordOpen: boolean, newPassword: string): boolean {
  return passwordOpen && newPassword.trim() !== '';
}

/** The confirmation of a save, for what it changed: a new password is said to be changed. */
export function savedMessage(passwordChanged: boolean, profileChanged: boolean): string {
  if (!passwordChanged) return MSG.profileUpdated;
  return profileChanged ? MSG.profileAndPasswordUpdated : MSG.passwordChanged;
}

export type SaveFailure = 'wrongPassword' | 'usernameTaken' | 'emailTaken' | 'other';

/** docs/PRODUCT.md#error-messages: how a failed PUT /setting is shown. */
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
