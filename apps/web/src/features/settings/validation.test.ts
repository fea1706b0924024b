import { describe, expect, it } from 'vitest';
import { MSG } from '@okuryazar/shared';
import { ApiError } from '../../lib/api';
import { classifySaveError, passwordWillBeSent, validateSettings } from './validation';

const values = { username: 'okur', email: 'okur@gmail.com', full_name: '', bio: '' };
const base = { values, editing: {}, originalEmail: 'okur@gmail.com', passwordOpen: false, newPassword: '', confirmPassword: '' };

describe('settings validation', () => {
  it('sends the password only when the edit is open and not blank', () => {
    expect(passwordWillBeSent(false, 'yenisifre')).toBe(false);
    expect(passwordWillBeSent(true, '   ')).toBe(false);
    expect(passwordWillBeSent(true, 'yenisifre')).toBe(true);
  });

  it('checks only the rows being edited', () => {
    const bad = { ...values, username: 'x' };
    expect(validateSettings({ ...base, values: bad })).toEqual({});
    expect(validateSettings({ ...base, values: bad, editing: { username: true } }).username).toBe(MSG.usernameInvalid);
  });

  it('refuses a changed e-mail outside the signup domains', () => {
    const changed = { ...values, email: 'okur@ornek.com' };
    expect(validateSettings({ ...base, values: changed, editing: { email: true } }).email).toBe(MSG.invalidEmail);
    expect(validateSettings({ ...base, values: { ...values, email: 'yeni@yandex.com.tr' }, editing: { email: true } })).toEqual({});
  });

  it('applies the new-password rules', () => {
    expect(validateSettings({ ...base, passwordOpen: true, newPassword: '12345', confirmPassword: '12345' }).newPassword).toBe(
      'Şifre en az 6 karakter olmalıdır',
    );
    expect(validateSettings({ ...base, passwordOpen: true, newPassword: '123456', confirmPassword: '1234567' }).confirmPassword).toBe(
      'Şifreler eşleşmiyor',
    );
    expect(validateSettings({ ...base, passwordOpen: true, newPassword: '', confirmPassword: 'x' })).toEqual({});
  });

  it('classifies save failures as SPEC §8 describes', () => {
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
