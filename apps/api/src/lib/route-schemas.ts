import { dbId, MSG } from '@okuryazar/shared';
import { z } from 'zod';

// A malformed or out-of-range id in a path names nothing: "not found".
const idSchema = dbId(MSG.notFound);

/** A positive integer id in a path. */
export const idParam = <K extends string>(name: K) => z.object({ [name]: idSchema } as Record<K, typeof idSchema>);

export const bearerSecurity = [{ bearerAuth: [] }];
