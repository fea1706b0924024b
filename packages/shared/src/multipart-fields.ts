import { z } from 'zod';

/**
 * A list in a multipart form (docs/PRODUCT.md#trust-and-safety content warnings, §7 tags): the request carries one
 * field holding the list as JSON text, while the browser's form keeps the list itself, so
 * the same schema reads both.
 */
export function jsonArrayField<T extends z.ZodType>(item: T, max: number, message: string) {
  const list = z.array(item, { error: message }).max(max, message);
  const text = z
    .string({ error: message })
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(list);
  return z.union([list, text], { error: message });
}
