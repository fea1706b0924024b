import { MSG, birthYears } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SIGNUP_MESSAGE_ORDER, birthDateOf, loginSchema, signupSchema, type SignupValues } from './schemas';

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

/** What the form shows: the first message by the form's order, and the fields carrying it. */
function shown(result: z.ZodSafeParseResult<unknown>, order: readonly string[]) {
  if (result.success) return null;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const first = order.find((field) => byField.has(field));
  const message = first ? byField.get(first)! : null;
  return { message, fields: order.filter((field) => byField.get(field) === message) };
}

const signup = (values: SignupValues) => shown(signupSchema(TODAY).safeParse(values), SIGNUP_MESSAGE_ORDER);
const login = (values: { email: string; password: string }) => shown(loginSchema.safeParse(values), ['email', 'password']);

describe('sign-up form schema', () => {
  it('accepts a complete, valid form and gives the register body', () => {
    expect(signupSchema(TODAY).parse({ ...valid, email: ' ayse@gmail.com ', username: ' ayse_okur ' })).toEqual({
      email: 'ayse@gmail.com',
      username: 'ayse_okur',
      password: 'gizli123',
      birthDate: '2000-04-03',
    });
  });

  it.each(['email', 'username', 'password', 'passwordConfirm', 'day', 'month', 'year'] as const)(
    'asks for every field when %s is empty',
    (field) => {
      expect(signup({ ...valid, [field]: '' })).toEqual({ message: MSG.allFieldsRequired, fields: [field] });
    },
  );

  it('treats whitespace as empty', () => {
    expect(signup({ ...valid, username: '   ' })?.message).toBe(MSG.allFieldsRequired);
  });

  it('reports empty fields before anything else', () => {
    expect(signup({ ...valid, email: 'x@example.com', password: '', acceptTerms: false })?.message).toBe(MSG.allFieldsRequired);
  });

  it.each(['ayse@example.com', 'ayse@gmail.co', 'ayse@gmail.com.de', 'aysegmail.com', 'a b@gmail.com'])('rejects the e-mail %s', (email) => {
    expect(signup({ ...valid, email })?.message).toBe(MSG.invalidEmail);
  });

  it.each(['Ayse@GMAIL.COM', 'ayse@hotmail.com.tr', 'ayse@msn.com', 'ayse@yandex.com.tr'])('accepts the e-mail %s', (email) => {
    expect(signup({ ...valid, email })).toBeNull();
  });

  it('refuses readers younger than 12', () => {
    // 12th birthday is tomorrow.
    expect(signup({ ...valid, day: '16', month: '6', year: '2013' })?.message).toBe(MSG.tooYoung);
    expect(signup({ ...valid, day: '15', month: '6', year: '2013' })).toBeNull();
  });

  it('checks age before the passwords and the terms', () => {
    expect(signup({ ...valid, year: '2020', passwordConfirm: 'baska', acceptTerms: false })).toEqual({
      message: MSG.tooYoung,
      fields: ['day', 'month', 'year'],
    });
  });

  it('rejects an impossible date', () => {
    expect(signup({ ...valid, day: '31', month: '2' })?.message).toBe(MSG.birthDateInvalid);
  });

  it('requires matching passwords', () => {
    expect(signup({ ...valid, passwordConfirm: 'gizli124' })).toEqual({ message: MSG.passwordsMismatch, fields: ['passwordConfirm', 'password'] });
  });

  it('requires the terms checkbox', () => {
    expect(signup({ ...valid, acceptTerms: false })?.message).toBe(MSG.acceptTerms);
  });

  it('applies the server username and password rules last', () => {
    expect(signup({ ...valid, username: 'a!' })?.message).toBe(MSG.usernameInvalid);
    expect(signup({ ...valid, username: 'a!', acceptTerms: false })?.message).toBe(MSG.acceptTerms);
    expect(signup({ ...valid, username: 'şükrü.öz' })).toBeNull();
    expect(signup({ ...valid, password: '123', passwordConfirm: '123' })?.message).toBe(MSG.passwordTooShort);
    expect(signup({ ...valid, password: '123', passwordConfirm: '124' })?.message).toBe(MSG.passwordsMismatch);
  });

  it('works with the 101 years of the year select', () => {
    const years = birthYears(TODAY);
    expect(years).toHaveLength(101);
    expect(signup({ ...valid, year: String(years.at(-1)), day: '15', month: '6' })).toBeNull();
  });

  it('pads month and day of the birth date', () => {
    expect(birthDateOf({ day: '3', month: '4', year: '2000' })).toBe('2000-04-03');
    expect(birthDateOf({ day: '', month: '4', year: '2000' })).toBeNull();
  });
});

describe('login form schema', () => {
  it('requires both fields', () => {
    expect(login({ email: '', password: 'x' })?.message).toBe(MSG.allFieldsRequired);
    expect(login({ email: 'a@gmail.com', password: '' })?.fields).toEqual(['password']);
    expect(login({ email: 'a@gmail.com', password: 'x' })).toBeNull();
    expect(login({ email: 'a@firma.com', password: '' })?.message).toBe(MSG.allFieldsRequired);
  });

  it('applies the sign-up e-mail domain rule (SPEC §5 "Signup and login")', () => {
    expect(login({ email: 'ayse@firma.com', password: 'gizli123' })).toEqual({ message: MSG.invalidEmail, fields: ['email'] });
    expect(login({ email: 'ayse@gmail', password: 'gizli123' })?.message).toBe(MSG.invalidEmail);
    expect(loginSchema.parse({ email: ' Ayse@GMAIL.com.tr ', password: 'gizli123' })).toEqual({ email: 'Ayse@GMAIL.com.tr', password: 'gizli123' });
  });
});
