/**
 * The Turkish message catalogue (messageCatalogue/, one file per topic) as one namespace,
 * `MSG.key`. A namespace and not an object: bundlers drop the members no code reads and put each
 * topic's file with the chunks that read it, so the web app's first load carries only the few
 * texts its first screens show, not the whole catalogue (DESIGN §5).
 */
import type * as MessageCatalogue from './messageCatalogue/index';

export * as MSG from './messageCatalogue/index';

export type MessageKey = keyof typeof MessageCatalogue;

/** Machine-readable error codes sent beside the Turkish message. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  INVALID_EMAIL: 'INVALID_EMAIL',
  TOO_YOUNG: 'TOO_YOUNG',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** The other person blocked the caller, or the caller blocked them (DESIGN §6). */
  BLOCKED: 'BLOCKED',
  /** An under-18 reader can be messaged only by people they follow (DESIGN §6). */
  MINOR_PROTECTED: 'MINOR_PROTECTED',
  /** The recipient's "who may message me" setting refuses the sender. */
  MESSAGES_RESTRICTED: 'MESSAGES_RESTRICTED',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_IMAGE: 'INVALID_IMAGE',
  CHARACTER_LIMIT: 'CHARACTER_LIMIT',
  /** A schedule for a chapter that is already published (DESIGN §8). */
  ALREADY_PUBLISHED: 'ALREADY_PUBLISHED',
  /** A chapter save or publish whose base_updated_at is no longer the stored version. */
  CHAPTER_CONFLICT: 'CHAPTER_CONFLICT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
