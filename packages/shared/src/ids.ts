import { z } from 'zod';
import { MSG } from './messages';

/** The largest value of a PostgreSQL `integer` (every id and serial column). */
export const DB_INT_MAX = 2_147_483_647;

/**
 * An id in a request (path, query, JSON or form field): a positive whole number the
 * database's integer columns can hold. Text is coerced; anything else, 2147483648 and
 * beyond included, fails validation here instead of as a database error.
 */
export const dbId = (message: string = MSG.badRequest) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(DB_INT_MAX, message);

/** Latest instant a client may send as a millisecond timestamp (9999-12-31, what Date and bigint columns both hold). */
export const MAX_TIMESTAMP_MS = 253_402_300_799_999;

/** A client-sent millisecond timestamp: finite, not negative, within MAX_TIMESTAMP_MS. */
export const timestampMs = (message: string = MSG.badRequest) => z.number({ error: message }).finite(message).min(0, message).max(MAX_TIMESTAMP_MS, message);

/** The shape of a paragraph's stable id, the `data-pid` on each `<p>` of a chapter's text. */
export const PARAGRAPH_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * A fresh paragraph id: about 10 base36 characters of randomness, unique enough within one
 * chapter (callers re-draw on a collision). The editor gives every new paragraph one, so the
 * text it saves is the text stored; the server fills in any paragraph that still lacks one.
 */
export function freshParagraphId(): string {
  const [high, low] = globalThis.crypto.getRandomValues(new Uint32Array(2));
  // 48 bits: 16 of one word and 32 of the other, exactly representable as a number.
  return ((high! & 0xffff) * 0x1_0000_0000 + low!).toString(36);
}

/** A paragraph id in a request: the shape alone; whether the chapter has it is the server's question. */
export const paragraphIdSchema = z.string({ error: MSG.paragraphInvalid }).regex(PARAGRAPH_ID_PATTERN, MSG.paragraphInvalid);
