import { MSG, birthYears } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { birthDateOf, toRegisterBody, validateLogin, validateSignup, type SignupValues } from './validation';

const TODAY = new Date(Date.UTC(2025, 5, 15)); // 15 June 2025

const valid: SignupValues = {
  email: 'ayse@gmail.com',
  username: 'ayse_okur',
  password: 'gizli123',
  passwordConfirm: 'gizli123',
  day: '3',
  month: '4',
  year: '2000',
  acceptTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignup(valid, TODAY)).toBeNull();
  });

  it.each(['email', 'username', 'password', 'passwordConfirm', 'day', 'month', 'year'] as const)(
    'asks for every field when %s is empty',
    (field) => {
      const result = validateSignup({ ...valid, [field]: '' }, TODAY);
      expect(result?.message).toBe(MSG.allFieldsRequired);
      expect(result?.fields).toEqual([field]);
    },
  );

  it('treats whitespace as empty', () => {
    expect(validateSignup({ ...valid, username: '   ' }, TODAY)?.message).toBe(MSG.allFieldsRequired);
  });

  it('reports empty fields before anything else', () => {
    const result = validateSignup({ ...valid, email: 'x@example.com', password: '', acceptTerms: false }, TODAY);
    expect(result?.message).toBe(MSG.allFieldsRequired);
  });

  it.each(['ayse@example.com', 'ayse@gmail.co', 'ayse@gmail.com.de', 'aysegmail.com', 'a b@gmail.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateSignup({ ...valid, email }, TODAY)?.message).toBe(MSG.invalidEmail);
    },
  );

  it.each(['Ayse@GMAIL.COM', 'ayse@hotmail.com.tr', 'ayse@msn.com', 'ayse@yandex.com.tr'])(
    'accepts the e-mail %s',
    (email) => {
      expect(validateSignup({ ...valid, email }, TODAY)).toBeNull();
    },
  );

  it('refuses readers younger than 12', () => {
    // 12th birthday is tomorrow.
    const young = { ...valid, day: '16', month: '6', year: '2013' };
    expect(validateSignup(young, TODAY)?.message).toBe(MSG.tooYoung);
    const twelveToday = { ...valid, day: '15', month: '6', year: '2013' };
    expect(validateSignup(twelveToday, TODAY)).toBeNull();
  });

  it('checks age before the passwords and the terms', () => {
    const result = validateSignup(
      { ...valid, year: '2020', passwordConfirm: 'baska', acceptTerms: false },
      TODAY,
    );
    expect(result?.message).toBe(MSG.tooYoung);
  });

  it('rejects an impossible date', () => {
    expect(validateSignup({ ...valid, day: '31', month: '2' }, TODAY)?.message).toBe(MSG.birthDateInvalid);
  });

  it('requires matching passwords', () => {
    const result = validateSignup({ ...valid, passwordConfirm: 'gizli124' }, TODAY);
    expect(result?.message).toBe(MSG.passwordsMismatch);
    expect(result?.fields).toEqual(['password', 'passwordConfirm']);
  });

  it('requires the terms checkbox', () => {
    const result = validateSignup({ ...valid, acceptTerms: false }, TODAY);
    expect(result?.message).toBe(MSG.acceptTerms);
  });

  it('applies the server username and password rules last', () => {
    expect(validateSignup({ ...valid, username: 'a!' }, TODAY)?.message).toBe(MSG.usernameInvalid);
    expect(validateSignup({ ...valid, username: 'şükrü.öz' }, TODAY)).toBeNull();
    expect(validateSignup({ ...valid, password: '123', passwordConfirm: '123' }, TODAY)?.message).toBe(
      MSG.passwordTooShort,
    );
  });

  it('works with the 101 years of the year select', () => {
    const years = birthYears(TODAY);
    expect(years).toHaveLength(101);
    expect(validateSignup({ ...valid, year: String(years.at(-1)), day: '15', month: '6' }, TODAY)).toBeNull();
  });
});

describe('birth date and body', () => {
  it('pads month and day', () => {
    expect(birthDateOf({ day: '3', month: '4', year: '2000' })).toBe('2000-04-03');
    expect(birthDateOf({ day: '', month: '4', year: '2000' })).toBeNull();
  });

  it('builds the register body with a trimmed e-mail and username', () => {
    expect(toRegisterBody({ ...valid, email: ' ayse@gmail.com ', username: ' ayse_okur ' })).toEqual({
      email: 'ayse@gmail.com',
      username: 'ayse_okur',
      password: 'gizli123',
      birthDate: '2000-04-03',
    });
  });
});

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })?.message).toBe(MSG.allFieldsRequired);
    expect(validateLogin({ email: 'a@gmail.com', password: '' })?.fields).toEqual(['password']);
    expect(validateLogin({ email: 'a@gmail.com', password: 'x' })).toBeNull();
  });

  it('applies the signup e-mail domain rule (SPEC §5 "Signup and login")', () => {
    expect(validateLogin({ email: 'ayse@firma.com', password: 'gizli123' })).toEqual({
      message: MSG.invalidEmail,
      fields: ['email'],
    });
    expect(validateLogin({ email: 'ayse@gmail', password: 'gizli123' })?.message).toBe(MSG.invalidEmail);
    expect(validateLogin({ email: ' Ayse@GMAIL.com.tr ', password: 'gizli123' })).toBeNull();
  });
});

