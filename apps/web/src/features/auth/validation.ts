import {
  ageOn,
  emailDomainAllowed,
  isCalendarDate,
  LIMITS,
  MSG,
  SIGNUP_EMAIL_DOMAINS,
  USERNAME_PATTERN,
} from '@okuryazar/shared';

/** The signup form as the user fills it in (selects hold strings, '' when not chosen). */
export interface SignupValues {
  email: string;
  username: string;
  password: string;
  passwordConfirm: string;
  day: string;
  month: string;
  year: string;
  acceptTerms: boolean;
}

export type SignupField = keyof SignupValues;

export interface ValidationError<F extends string> {
  /** The Turkish message to show (letter for letter from MSG). */
  message: string;
  /** The fields the message is about, to mark them invalid. */
  fields: F[];
}

export const EMPTY_SIGNUP: SignupValues = {
  email: '',
  username: '',
  password: '',
  passwordConfirm: '',
  day: '',
  month: '',
  year: '',
  acceptTerms: false,
};

const pad = (value: string) => value.padStart(2, '0');

/** 'YYYY-MM-DD' from the three selects, or null while one of them is empty. */
export function birthDateOf(values: Pick<SignupValues, 'day' | 'month' | 'year'>): string | null {
  if (!values.day || !values.month || !values.year) return null;
  return `${values.year}-${pad(values.month)}-${pad(values.day)}`;
}


const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address of the shape x@y.z on one of the 14 domains of SPEC §5 (signup and login). */
function validEmail(value: string): boolean {
  const email = value.trim();
  return EMAIL_SHAPE.test(email) && emailDomainAllowed(email, SIGNUP_EMAIL_DOMAINS);
}

/**
 * Client-side signup checks in a fixed order; returns the first problem or null.
 * Order: every field filled → e-mail domain → real date → age ≥ 12 → passwords match →
 * terms accepted → the server's own username and password rules.
 */
export function validateSignup(
  values: SignupValues,
  today: Date = new Date(),
): ValidationError<SignupField> | null {
  const required: SignupField[] = ['email', 'username', 'password', 'passwordConfirm', 'day', 'month', 'year'];
  const empty = required.filter((field) => String(values[field] ?? '').trim() === '');
  if (empty.length > 0) return { message: MSG.allFieldsRequired, fields: empty };

  if (!validEmail(values.email)) return { message: MSG.invalidEmail, fields: ['email'] };

  const birthDate = birthDateOf(values);
  if (!birthDate || !isCalendarDate(birthDate)) {
    return { message: MSG.birthDateInvalid, fields: ['day', 'month', 'year'] };
  }
  const age = ageOn(birthDate, today);
  if (age < LIMITS.minSignupAge) return { message: MSG.tooYoung, fields: ['day', 'month', 'year'] };
  if (age > 120) return { message: MSG.birthDateInvalid, fields: ['day', 'month', 'year'] };

  if (values.password !== values.passwordConfirm) {
    return { message: MSG.passwordsMismatch, fields: ['password', 'passwordConfirm'] };
  }

  if (!values.acceptTerms) return { message: MSG.acceptTerms, fields: ['acceptTerms'] };

  const username = values.username.trim();
  if (
    username.length < LIMITS.usernameMin ||
    username.length > LIMITS.usernameMax ||
    !USERNAME_PATTERN.test(username)
  ) {
    return { message: MSG.usernameInvalid, fields: ['username'] };
  }
  if (values.password.length < LIMITS.minPasswordLength) {
    return { message: MSG.passwordTooShort, fields: ['password', 'passwordConfirm'] };
  }
  if (values.password.length > LIMITS.maxPasswordLength) {
    return { message: MSG.passwordTooLong, fields: ['password', 'passwordConfirm'] };
  }
  return null;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** SPEC §5 "Signup and login": both fields, then the same e-mail domain rule as signup. */
export function validateLogin(values: LoginValues): ValidationError<keyof LoginValues> | null {
  const empty = (['email', 'password'] as const).filter((f) => String(values[f] ?? '').trim() === '');
  if (empty.length > 0) return { message: MSG.allFieldsRequired, fields: [...empty] };
  if (!validEmail(values.email)) return { message: MSG.invalidEmail, fields: ['email'] };
  return null;
}

/** The register request body (SPEC §7) from valid form values. */
export function toRegisterBody(values: SignupValues) {
  return {
    email: values.email.trim(),
    username: values.username.trim(),
    password: values.password,
    birthDate: birthDateOf(values) ?? '',
  };
}
