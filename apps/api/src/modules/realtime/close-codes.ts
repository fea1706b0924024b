/**
 * Close codes of GET /ws (docs/PRODUCT.md#operator-and-tool-contracts). Each has one meaning, so the client knows whether
 * to reconnect: the web client stops on 4401 until it holds a new token, waits for the
 * tab to be shown again after 4409, and reconnects with back-off after the others.
 */
export const CLOSE_CODES = {
  /** The server is shutting down (SIGTERM, a deploy): the client reconnects with back-off, to another instance or this one restarted. */
  goingAway: 1001,
  /** No valid auth frame within 10 s, a bad token, or the session ended (password change). */
  unauthorized: 4401,
  /** The user opened more sockets than the per-user cap on this instance; this was the oldest. */
  replaced: 4409,
  /** The client sent more frames or bytes than the per-socket budget allows. */
  flood: 4413,
  /** Too many sockets from this client address are still unauthenticated; this one is refused. */
  tooManyPending: 4429,
} as const;

export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];
