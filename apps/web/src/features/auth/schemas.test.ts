import { MSG, birthYears } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { birthDateOf, loginSchema, signupSchema, type SignupValues } from './schemas';

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

/** What the login form shows: the first message by the form's order, and the fields carrying it. */
function shown(result: z.ZodSafeParseResult<unknown>, order: readonly string[]) {
  if (result.success) return null;
  const byField = firstByField(result);
  const first = order.find((field) => byField[field] !== undefined);
  const message = first ? byField[first]! : null;
  return { message, fields: order.filter((field) => byField[field] === message) };
}

/** The first message of each field, as react-hook-form's resolver keeps them. */
function firstByField(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const byField: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

/** What the sign-up form shows: every failing field with its own message (issue 28 item 9). */
const signup = (values: SignupValues) => firstByField(signupSchema(TODAY).safeParse(values));
const login = (values: { email: string; password: string }) => shown(loginSchema.safeParse(values), ['email', 'password']);

describe('sign-up form schema', () => {
  it('accepts a complete, valid form and gives the register body', () => {
    expect(signupSchema(TODAY).parse({ ...valid, email: ' ayse@gmail.com ', username: ' ayse_okur ' })).toEqual({
      email: 'ayse@gmail.com',
      username: 'ayse_okur',
      password: 'gizli123',
      birthDate: '2000-04-03',
    });
    expect(signup(valid)).toEqual({});
  });

  it('gives every field of an empty form its own message at once, the unchecked terms box included', () => {
    expect(signup({ email: '', username: '', password: '', passwordConfirm: '', day: '', month: '', year: '', acceptTerms: false })).toEqual({
      email: MSG.emailRequired,
      username: MSG.usernameRequired,
      password: MSG.newPasswordRequired,
      passwordConfirm: MSG.passwordConfirmRequired,
      day: MSG.birthDateRequired,
      month: MSG.birthDateRequired,
      year: MSG.birthDateRequired,
      acceptTerms: MSG.acceptTerms,
    });
  });

  it('shows a bad domain, a 2018 birth year and mismatched passwords together (the issue 28 case)', () => {
    expect(signup({ ...valid, email: 'x@protonmail.com', day: '1', month: '1', year: '2018', passwordConfirm: 'baska123' })).toEqual({
      email: MSG.invalidEmail,
      day: MSG.tooYoung,
      month: MSG.tooYoung,
      year: MSG.tooYoung,
      passwordConfirm: MSG.passwordsMismatch,
    });
  });

  it.each([
    ['email', MSG.emailRequired],
    ['username', MSG.usernameRequired],
    ['password', MSG.newPasswordRequired],
    ['passwordConfirm', MSG.passwordConfirmRequired],
  ] as const)('says what an empty %s lacks, and nothing else about it', (field, message) => {
    const result = signup({ ...valid, [field]: '' });
    expect(result[field]).toBe(message);
    // An empty password is not also "too short", nor an empty repeat "different".
    expect(Object.keys(result)).toEqual([field]);
  });

  it('marks only the empty parts of the birth date', () => {
    expect(signup({ ...valid, month: '' })).toEqual({ month: MSG.birthDateRequired });
  });

  it('treats whitespace as empty', () => {
    expect(signup({ ...valid, username: '   ' })).toEqual({ username: MSG.usernameRequired });
  });

  it.each(['ayse@example.com', 'ayse@gmail.co', 'ayse@gmail.com.de', 'aysegmail.com', 'a b@gmail.com'])('rejects the e-mail %s', (email) => {
    expect(signup({ ...valid, email })).toEqual({ email: MSG.invalidEmail });
  });

  it.each(['Ayse@GMAIL.COM', 'ayse@hotmail.com.tr', 'ayse@msn.com', 'ayse@yandex.com.tr'])('accepts the e-mail %s', (email) => {
    expect(signup({ ...valid, email })).toEqual({});
  });

  it('refuses readers younger than 12', () => {
    // 12th birthday is tomorrow.
    expect(signup({ ...valid, day: '16', month: '6', year: '2013' })).toEqual({ day: MSG.tooYoung, month: MSG.tooYoung, year: MSG.tooYoung });
    expect(signup({ ...valid, day: '15', month: '6', year: '2013' })).toEqual({});
  });

  it('rejects an impossible date', () => {
    expect(signup({ ...valid, day: '31', month: '2' }).day).toBe(MSG.birthDateInvalid);
  });

  it('requires matching passwords, said under the repeat', () => {
    expect(signup({ ...valid, passwordConfirm: 'gizli124' })).toEqual({ passwordConfirm: MSG.passwordsMismatch });
  });

  it('requires the terms checkbox', () => {
    expect(signup({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: MSG.acceptTerms });
  });

  it("applies the server's username and password rules beside the other messages", () => {
    expect(signup({ ...valid, username: 'a!' })).toEqual({ username: MSG.usernameInvalid });
    expect(signup({ ...valid, username: 'a!', acceptTerms: false })).toEqual({ username: MSG.usernameInvalid, acceptTerms: MSG.acceptTerms });
    expect(signup({ ...valid, username: 'şükrü.öz' })).toEqual({});
    expect(signup({ ...valid, password: '123', passwordConfirm: '123' })).toEqual({ password: MSG.passwordTooShort });
    expect(signup({ ...valid, password: '123', passwordConfirm: '124' })).toEqual({ password: MSG.passwordTooShort, passwordConfirm: MSG.passwordsMismatch });
  });

  it('works with the 101 years of the year select', () => {
    const years = birthYears(TODAY);
    expect(years).toHaveLength(101);
    expect(signup({ ...valid, year: String(years.at(-1)), day: '15', month: '6' })).toEqual({});
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

  it('applies the sign-up e-mail domain rule (docs/PRODUCT.md#validation-rules "Signup and login")', () => {
    expect(login({ email: 'ayse@firma.com', password: 'gizli123' })).toEqual({ message: MSG.invalidEmail, fields: ['email'] });
    expect(login({ email: 'ayse@gmail', password: 'gizli123' })?.message).toBe(MSG.invalidEmail);
    expect(loginSchema.parse({ email: ' Ayse@GMAIL.com.tr ', password: 'gizli123' })).toEqual({ email: 'Ayse@GMAIL.com.tr', password: 'gizli123' });
  });
});
