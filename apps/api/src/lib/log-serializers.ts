import type { FastifyRequest } from 'fastify';

/**
 * What the server log may say about an error: its kind, codes and where in the code it
 * happened. Never the message (a drizzle error's message is "Failed query: <sql> params:
 * <values>", a PostgreSQL error's detail repeats the row's values, a JSON SyntaxError quotes
 * the body), so request values (passwords, e-mail addresses, texts) never reach the log.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  /** Generic on purpose: the error's own message may quote request values. */
  message: string;
  /** Fastify's or Node's error code (FST_…, ERR_…), if any. */
  code?: string;
  /** SQLSTATE of the database error in the cause chain (23505, 42P01, …). */
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Stack frames without the message line(s). */
  stack: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function safeError(error: unknown): SafeError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: 'error', stack: '' };
  const top = error as { name?: unknown; constructor?: { name?: string }; code?: unknown; stack?: unknown };
  const result: SafeError = { type: typeof top.name === 'string' ? top.name : (top.constructor?.name ?? 'Object'), message: 'error', stack: '' };
  if (typeof top.code === 'string' && !SQLSTATE.test(top.code)) result.code = top.code;
  // Drizzle wraps the driver's error in `cause`; the SQLSTATE and constraint are there.
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      result.sqlState = e.code;
      result.message = 'database error';
      if (typeof e.constraint === 'string') result.constraint = e.constraint;
      if (typeof e.table === 'string') result.table = e.table;
      if (typeof e.column === 'string') result.column = e.column;
      break;
    }
    current = e.cause;
  }
  if (typeof top.stack === 'string') {
    const frames = top.stack.split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim());
    result.stack = frames.slice(0, 15).join('\n');
  }
  return result;
}

/** The request line without its query string (search terms, cursors) and no headers or body. */
export function safeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
    reqId: request.id,
  };
}

/** Logger serializers: every `err` and `req` anyone logs goes through these. */
export const logSerializers = {
  err: safeError,
  req: safeRequest,
};
