/** The caps of GET /ws (registerWebSocket takes others, e.g. smaller ones in a test). */
export interface SocketLimits {
  /** Authenticated sockets per user on one API instance; the oldest gives way to a new one. */
  perUser: number;
  /** Sockets per client address (request.ip, which honours TRUST_PROXY) still authenticating. */
  pendingPerAddress: number;
  /** Frames (messages and pings) a client may send per window; the protocol needs one. */
  framesPerWindow: number;
  /** Bytes a client may send per window (one frame is at most 16 KiB: maxPayload). */
  bytesPerWindow: number;
  windowMs: number;
  /** A socket that has not authenticated within this time is closed with 4401. */
  authTimeoutMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  // Twenty tabs of one account is far beyond real use; a newer tab is the one being looked at.
  perUser: 20,
  // A school or office behind one NAT opens many tabs at once; authentication takes
  // milliseconds, so 50 sockets in that state at once still leaves room for a classroom.
  pendingPerAddress: 50,
  framesPerWindow: 10,
  bytesPerWindow: 32 * 1024,
  windowMs: 10_000,
  authTimeoutMs: 10_000,
};
