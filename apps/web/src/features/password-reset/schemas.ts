import { emailDomainAllowed, MSG, RESET_EMAIL_DOMAINS, resetPasswordBodySchema, resetRequestBodySchema } from '@okuryazar/shared';
import { z } from 'zod';

/** SPEC §5: the reset request takes the shared request schema, on the 12 reset domains only. */
export const resetRequestSchema = z.object({
  email: resetRequestBodySchema.shape.email.refine((email) => emailDomainAllowed(email, RESET_EMAIL_DOMAINS), MSG.invalidEmail),
});

/** SPEC §5: the shared new-password rule, and both entries equal (checked once the length is right). */
export const newPasswordSchema = z
  .object({ newPassword: resetPasswordBodySchema.shape.newPassword, confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, { path: ['confirm'], message: MSG.newPasswordsMismatch });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
