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
 * refuse the same values with the same text (docs/PRODUCT.md#validation-rules). Sign-up checks every field at once
 * and gives each its own message, shown beside it (issue 28 item 9): an empty field says what
 * it lacks, a filled one the rule it breaks. The login form shows one message.
 */

// Blank counts as empty, but a password keeps its spaces: nothing is trimmed here.
const filled = z.string().refine((value) => value.trim() !== '', MSG.allFieldsRequired);

/** What an empty sign-up field says; the form's summary then asks for every field. */
export const SIGNUP_REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  MSG.emailRequired,
  MSG.usernameRequired,
  MSG.newPasswordRequired,
  MSG.passwordConfirmRequired,
  MSG.birthDateRequired,
]);

/**
 * A field that says `message` when empty and stops there: the rules piped after it run on
 * something typed only. (Not an aborting check: that would stop the form's cross-field rules.)
 */
const required = (message: string) => z.string().refine((value) => value.trim() !== '', message);

/** docs/PRODUCT.md#validation-rules: sign-up and login addresses must be on one of the 14 domains (the server's own list may be wider). */
const signupEmail = registerBodySchema.shape.email.refine((email) => emailDomainAllowed(email, SIGNUP_EMAIL_DOMAINS), MSG.invalidEmail);

const pad = (value: string) => value.padStart(2, '0');

/** 'YYYY-MM-DD' from the three selects, or null while one of them is empty. */
export function birthDateOf(values: { day: string; month: string; year: string }): string | null {
  if (!values.day || !values.month || !values.year) return null;
  return `${values.year}-${pad(values.month)}-${pad(values.day)}`;
}

function birthDateProblem(birthDate: string, today: Date): string | null {
  if (!isCalendarDate(birthDate)) return MSG.birthDateInvalid;
  const age = ageOn(birthDate, today);
  if (age < LIMITS.minSignupAge) return MSG.tooYoung;
  if (age > 120) return MSG.birthDateInvalid;
  return null;
}

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

export const BIRTH_DATE_FIELDS = ['day', 'month', 'year'] as const;

/** The form's values, checked field by field, as the register body (docs/PRODUCT.md#api). */
export function signupSchema(today: Date = new Date()) {
  return z
    .object({
      email: required(MSG.emailRequired).pipe(signupEmail),
      username: required(MSG.usernameRequired).pipe(registerBodySchema.shape.username),
      password: required(MSG.newPasswordRequired).pipe(registerBodySchema.shape.password),
      passwordConfirm: required(MSG.passwordConfirmRequired),
      day: z.string(),
      month: z.string(),
      year: z.string(),
      acceptTerms: z.boolean().refine((accepted) => accepted, MSG.acceptTerms),
    })
    .superRefine(
      (values, ctx) => {
        // The birth date is one answer in three selects: the empty ones, or all three when
        // the date breaks a rule, carry its message.
        const birthDate = birthDateOf(values);
        const dateProblem = birthDate === null ? MSG.birthDateRequired : birthDateProblem(birthDate, today);
        if (dateProblem) {
          for (const field of BIRTH_DATE_FIELDS) {
            if (birthDate !== null || !values[field]) ctx.addIssue({ code: 'custom', path: [field], message: dateProblem });
          }
        }
        // The repeat says it differs once both are typed (an empty one says it is empty).
        if (values.password !== '' && values.passwordConfirm.trim() !== '' && values.password !== values.passwordConfirm) {
          ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: MSG.passwordsMismatch });
        }
      },
      // The cross-field rules run even when a field failed: every message shows at once.
    )
    .transform(
      (values): RegisterBody => ({ email: values.email, username: values.username, password: values.password, birthDate: birthDateOf(values) ?? '' }),
    );
}

/** The sign-up fields in the form's order (the first invalid one takes the focus). */
export const SIGNUP_FIELDS = ['email', 'username', 'password', 'passwordConfirm', 'day', 'month', 'year', 'acceptTerms'] as const;

/** docs/PRODUCT.md#validation-rules "Signup and login": both fields, then the same e-mail domain rule as sign-up. */
export const loginSchema = z
  .object({ email: filled, password: filled })
  .pipe(z.object({ email: signupEmail, password: loginBodySchema.shape.password }));
export type LoginValues = z.input<typeof loginSchema>;
