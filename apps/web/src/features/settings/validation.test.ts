import { describe, expect, it } from 'vitest';
import { LIMITS, MSG } from '@okuryazar/shared';
import { ApiError } from '../../lib/api';
import { classifySaveError, passwordWillBeSent, settingsFormSchema, type RowKey } from './validation';

const values = { username: 'okur', email: 'okur@gmail.com', full_name: '', bio: '', new_password: '', confirm_password: '' };

/** The messages the form shows, by field: the first issue of each, as zodResolver takes them. */
function check(editing: Partial<Record<RowKey, boolean>>, change: Partial<typeof values> = {}) {
  const result = settingsFormSchema(editing, 'okur@gmail.com').safeParse({ ...values, ...change });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('settings validation', () => {
  it('sends the password only when the edit is open and not blank', () => {
    expect(passwordWillBeSent(false, 'yenisifre')).toBe(false);
    expect(passwordWillBeSent(true, '   ')).toBe(false);
    expect(passwordWillBeSent(true, 'yenisifre')).toBe(true);
  });

  it('checks only the rows being edited, with the shared schema', () => {
    expect(check({}, { username: 'x', bio: 'ç'.repeat(LIMITS.bioMax + 1) })).toEqual({});
    expect(check({ username: true }, { username: 'x' })).toEqual({ username: MSG.usernameInvalid });
    expect(check({ bio: true }, { bio: 'ç'.repeat(LIMITS.bioMax + 1) })).toEqual({ bio: MSG.bioTooLong });
    expect(check({ username: true, email: true, full_name: true, bio: true })).toEqual({});
  });

  it('refuses a changed e-mail outside the signup domains, but keeps an unchanged one', () => {
    expect(check({ email: true }, { email: 'okur@ornek.com' })).toEqual({ email: MSG.invalidEmail });
    expect(check({ email: true }, { email: 'yok' })).toEqual({ email: MSG.invalidEmail });
    expect(check({ email: true }, { email: ' yeni@yandex.com.tr ' })).toEqual({});
    expect(settingsFormSchema({ email: true }, 'eski@ornek.com').safeParse({ ...values, email: 'ESKI@ornek.com' }).success).toBe(true);
  });

  it('applies the new-password rules only while the password row is open', () => {
    expect(check({ password: true }, { new_password: '12345', confirm_password: '12345' })).toEqual({ new_password: 'Şifre en az 6 karakter olmalıdır' });
    expect(check({ password: true }, { new_password: '123456', confirm_password: '1234567' })).toEqual({ confirm_password: 'Şifreler eşleşmiyor' });
    expect(check({ password: true }, { new_password: '', confirm_password: 'x' })).toEqual({});
    expect(check({}, { new_password: '12345', confirm_password: 'x' })).toEqual({});
    // Both at once: a bad row and a bad password are reported together.
    expect(check({ username: true, password: true }, { username: 'x', new_password: '123456', confirm_password: '1' })).toEqual({
      username: MSG.usernameInvalid,
      confirm_password: 'Şifreler eşleşmiyor',
    });
  });

  it('classifies save failures as docs/PRODUCT.md#error-messages describes', () => {
    expect(classifySaveError(new ApiError('Girdiğiniz şifre hatalı', 401, 'INVALID_PASSWORD'))).toBe('wrongPassword');
    expect(classifySaveError(new ApiError('whatever', 401, undefined))).toBe('wrongPassword');
    expect(classifySaveError(new ApiError('Girdiğiniz şifre hatalı', 400, undefined))).toBe('wrongPassword');
    expect(classifySaveError(new ApiError('InvalidPassword', 500, undefined))).toBe('wrongPassword');
    expect(classifySaveError(new ApiError('Bu kullanıcı adı zaten mevcut', 409, undefined))).toBe('usernameTaken');
    expect(classifySaveError(new ApiError('x', 409, 'USERNAME_TAKEN'))).toBe('usernameTaken');
    expect(classifySaveError(new ApiError(MSG.emailTaken, 409, 'EMAIL_TAKEN'))).toBe('emailTaken');
    expect(classifySaveError(new ApiError('Çok fazla deneme', 429, 'RATE_LIMITED'))).toBe('other');
  });
});
