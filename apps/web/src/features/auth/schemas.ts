import {
  ageOn,
  emailDomainAllowed,
  isCalendarDate,
  LIMITS,
  loginBodySchema,
  MSG,
  registerBodySchema,
  SIGNUP_EMAIL_DOMAINS,
  type RegisterBody,
} from '@okuryazar/shared';
import { z } from 'zod';

/**
 * The sign-up and login forms over the shared request schemas, so the form and the server
 * refuse the same values with the same text. The forms show one message, the first by
 * SPEC §5's order: every field filled, then the rules (see `SIGNUP_MESSAGE_ORDER`). A form
 * with an empty field therefore never reaches the rules (the pipe stops after the first stage).
 */

// Blank counts as empty, but a password keeps its spaces: nothing is trimmed here.
const filled = z.string().refine((value) => value.trim() !== '', MSG.allFieldsRequired);

/** SPEC §5: sign-up and login addresses must be on one of the 14 domains (the server's own list may be wider). */
const signupEmail = registerBodySchema.shape.email.refine((email) => emailDomainAllowed(email, SIGNUP_EMAIL_DOMAINS), MSG.invalidEmail);

const pad = (value: string) => value.padStart(2, '0');

/** 'YYYY-MM-DD' from the three selects, or null while one of them is empty. */
export function birthDateOf(values: { day: string; month: string; year: string }): string | null {
  if (!values.day || !values.month || !values.year) return null;
  return `${values.year}-${pad(values.month)}-${pad(values.day)}`;
}

function birthDateProblem(birthDate: string | null, today: Date): string | null {
  if (!birthDate || !isCalendarDate(birthDate)) return MSG.birthDateInvalid;
  const age = ageOn(birthDate, today);
  if (age < LIMITS.minSignupAge) return MSG.tooYoung;
  if (age > 120) return MSG.birthDateInvalid;
  return null;
}

const signupRequired = z.object({
  email: filled,
  username: filled,
  password: filled,
  passwordConfirm: filled,
  day: filled,
  month: filled,
  year: filled,
  acceptTerms: z.boolean(),
});
export type SignupValues = z.input<typeof signupRequired>;

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

/** The form's values, checked, as the register body (SPEC §7). */
export function signupSchema(today: Date = new Date()) {
  const rules = z
    .object({
      email: signupEmail,
      username: registerBodySchema.shape.username,
      password: registerBodySchema.shape.password,
      passwordConfirm: z.string(),
      day: z.string(),
      month: z.string(),
      year: z.string(),
      acceptTerms: z.literal(true, { error: MSG.acceptTerms }),
    })
    .superRefine(
      (values, ctx) => {
        const dateProblem = birthDateProblem(birthDateOf(values), today);
        if (dateProblem) for (const field of ['day', 'month', 'year']) ctx.addIssue({ code: 'custom', path: [field], message: dateProblem });
        if (values.password !== values.passwordConfirm) {
          for (const field of ['password', 'passwordConfirm']) ctx.addIssue({ code: 'custom', path: [field], message: MSG.passwordsMismatch });
        }
      },
      // Cross-field rules run even when a field already failed: the order picks the message.
      { when: () => true },
    )
    .transform(
      (values): RegisterBody => ({ email: values.email, username: values.username, password: values.password, birthDate: birthDateOf(values) ?? '' }),
    );
  return signupRequired.pipe(rules);
}

/**
 * Which field's message the sign-up form shows when several fail: the address, the birth
 * date, the passwords matching, the terms, then the server's username and password rules.
 */
export const SIGNUP_MESSAGE_ORDER = ['email', 'day', 'month', 'year', 'passwordConfirm', 'acceptTerms', 'username', 'password'] as const;

/** SPEC §5 "Signup and login": both fields, then the same e-mail domain rule as sign-up. */
export const loginSchema = z
  .object({ email: filled, password: filled })
  .pipe(z.object({ email: signupEmail, password: loginBodySchema.shape.password }));
export type LoginValues = z.input<typeof loginSchema>;
