import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { USERNAME_PATTERN } from './usernames';

export const settingsSchema = z.object({
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  bio: z.string(),
  profile_image_url: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /setting: the new password travels as password_hash (docs/PRODUCT.md#api), only when it changes. */
export const updateSettingsBodySchema = z.object({
  username: z
    .string({ error: MSG.allFieldsRequired })
    .trim()
    .min(LIMITS.usernameMin, MSG.usernameInvalid)
    .max(LIMITS.usernameMax, MSG.usernameInvalid)
    .regex(USERNAME_PATTERN, MSG.usernameInvalid),
  email: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .max(LIMITS.emailMax, MSG.invalidEmail)
    .pipe(z.email({ error: MSG.invalidEmail })),
  full_name: z.string().trim().max(LIMITS.fullNameMax, MSG.fullNameTooLong).default(''),
  bio: z.string().trim().max(LIMITS.bioMax, MSG.bioTooLong).default(''),
  current_password: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(LIMITS.maxPasswordLength),
  password_hash: z
    .string()
    .max(LIMITS.maxPasswordLength, MSG.passwordTooLong)
    .optional()
    .transform((v) => (v && v.trim() ? v : undefined))
    .refine((v) => v === undefined || v.length >= LIMITS.minPasswordLength, MSG.passwordTooShort),
});

export const updateSettingsResponseSchema = settingsSchema.extend({
  message: z.string(),
  /** A fresh token when the password changed: every other session has ended. */
  token: z.string().optional(),
});

/** PUT /setting/image's text fields (the file travels as profile_image_url): removeImage=true drops the photo. */
export const profileImageFieldsSchema = z.object({ removeImage: z.string().optional() });
export const profileImageResponseSchema = z.object({ profile_image_url: z.string().nullable(), message: z.string() });

export const resetRequestBodySchema = z.object({
  email: z.string({ error: MSG.invalidEmail }).trim().min(1, MSG.invalidEmail).max(LIMITS.emailMax, MSG.invalidEmail).pipe(z.email({ error: MSG.invalidEmail })),
});
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: MSG.resetLinkInvalid }).min(10, MSG.resetLinkInvalid).max(200, MSG.resetLinkInvalid),
  newPassword: z
    .string({ error: MSG.passwordTooShort })
    .min(LIMITS.minPasswordLength, MSG.passwordTooShort)
    .max(LIMITS.maxPasswordLength, MSG.passwordTooLong),
});

/** A new password typed twice (the reset and settings forms): the shared length rules, then both entries equal. */
export const newPasswordPairSchema = z
  .object({ newPassword: resetPasswordBodySchema.shape.newPassword, confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, { path: ['confirm'], message: MSG.newPasswordsMismatch });
export type NewPasswordPair = z.input<typeof newPasswordPairSchema>;

/** GET /reset-password/{token}/status: whether the link can still set a password (nothing is used up). */
export const resetTokenParamsSchema = z.object({ token: z.string().max(200) });
export const resetTokenStatusResponseSchema = z.object({ valid: z.boolean() });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusResponseSchema>;

export const AGREEMENT_KEYS = ['privacy', 'terms', 'kvkk'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];
export const agreementSchema = z.object({ key: z.enum(AGREEMENT_KEYS), title: z.string(), html: z.string(), updated_at: z.string() });
export const agreementsResponseSchema = z.object({ privacy: agreementSchema, terms: agreementSchema, kvkk: agreementSchema });
export type AgreementsResponse = z.infer<typeof agreementsResponseSchema>;
export const agreementDocumentParamsSchema = z.object({ key: z.enum(AGREEMENT_KEYS) });
