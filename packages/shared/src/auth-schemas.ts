import { z } from 'zod';
import { isCalendarDate } from './dates';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { USERNAME_PATTERN } from './usernames';


export const registerBodySchema = z.object({
  email: z
    .string({ error: MSG.allFieldsRequired })
    .trim()
    .min(1, MSG.allFieldsRequired)
    .max(LIMITS.emailMax, MSG.invalidEmail)
    .pipe(z.email({ error: MSG.invalidEmail })),
  username: z
    .string({ error: MSG.allFieldsRequired })
    .trim()
    .min(1, MSG.allFieldsRequired)
    .min(LIMITS.usernameMin, MSG.usernameInvalid)
    .max(LIMITS.usernameMax, MSG.usernameInvalid)
    .regex(USERNAME_PATTERN, MSG.usernameInvalid),
  password: z
    .string({ error: MSG.allFieldsRequired })
    .min(1, MSG.allFieldsRequired)
    .min(LIMITS.minPasswordLength, MSG.passwordTooShort)
    .max(LIMITS.maxPasswordLength, MSG.passwordTooLong),
  birthDate: z
    .string({ error: MSG.allFieldsRequired })
    .min(1, MSG.allFieldsRequired)
    .refine(isCalendarDate, MSG.birthDateInvalid),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: z.string({ error: MSG.loginFailed }).trim().min(1, MSG.allFieldsRequired).max(LIMITS.emailMax),
  password: z.string({ error: MSG.loginFailed }).min(1, MSG.allFieldsRequired).max(LIMITS.maxPasswordLength),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user_id: z.number().int(),
  username: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user_id: z.number().int(),
});

export const headerInfoSchema = z.object({
  username: z.string(),
  profile_image_url: z.string().nullable(),
  /** `user`, `moderator` or `admin`: the web shows the moderation page to the last two. */
  role: z.enum(['user', 'moderator', 'admin']),
});
export type HeaderInfo = z.infer<typeof headerInfoSchema>;

export const errorBodySchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
