import { MSG } from '@okuryazar/shared';
import { z } from 'zod';

const idSchema = z.coerce
  .number({ error: MSG.notFound })
  .int(MSG.notFound)
  .positive(MSG.notFound)
  .max(2_147_483_647, MSG.notFound);

/** A positive integer id in a path. */
export const idParam = <K extends string>(name: K) => z.object({ [name]: idSchema } as Record<K, typeof idSchema>);

export const bearerSecurity = [{ bearerAuth: [] }];
