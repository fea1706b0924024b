import { emailDomainAllowed, MSG, RESET_EMAIL_DOMAINS, resetRequestBodySchema } from '@okuryazar/shared';
import { z } from 'zod';

/** docs/PRODUCT.md#validation-rules: the reset request takes the shared request schema, on the 12 reset domains only. */
export const resetRequestSchema = z.object({
  email: resetRequestBodySchema.shape.email.refine((email) => emailDomainAllowed(email, RESET_EMAIL_DOMAINS), MSG.invalidEmail),
});
