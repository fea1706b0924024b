import { z, type ZodType } from 'zod';
import { dbId } from '../ids';
import { MSG } from '../messages';

/**
 * The shape of one API call, declared once and read by both sides: the API registers its
 * route and OpenAPI entry from it, the web's typed client derives params, body and result
 * from its type. A table is keyed "METHOD /path" with Fastify's `:param` placeholders, so
 * the key alone tells the client where to send the call and the web needs no schema code.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `user` needs a valid token (the handler gets `request.user`); `optional`
 * serves visitors too (`request.user` may be null); `session` is for hot reads that check
 * the token in process and the user row inside their own statement (`request.claims`);
 * `public` never looks at a token.
 */
export type AuthMode = 'user' | 'optional' | 'session' | 'public';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The per-user write budgets (the API's lib/write-limits.ts holds their tiers). */
export type WriteLimitName =
  | 'comment'
  | 'message'
  | 'post'
  | 'postComment'
  | 'report'
  | 'follow'
  | 'story'
  | 'publish'
  | 'like'
  | 'autosave'
  | 'chapterOrder'
  | 'commentSettings'
  | 'list';

export interface RouteSpec {
  auth: AuthMode;
  /** One Turkish line for the OpenAPI page. */
  summary: string;
  tags: readonly string[];
  params?: ZodType;
  query?: ZodType;
  /** A JSON body. */
  body?: ZodType;
  /**
   * A multipart form instead of a JSON body: the text fields' schema (the service validates
   * them once the file has streamed) and the name of the file field.
   */
  multipart?: { fields: ZodType; file: string };
  /** Success status, 200 unless said. */
  status?: 200 | 201;
  response: ZodType;
  /** Error statuses this call may answer besides the automatic ones (401 for `user`, 429 for limits). */
  errors: readonly ErrorStatus[];
  /**
   * Error bodies that carry more than {message, code} (a chapter save's 409 with the stored
   * copy); without an entry here the serializer would strip the extra fields.
   */
  errorBodies?: Partial<Record<ErrorStatus, ZodType>>;
  /** A larger JSON body than the server's default allows (bytes). */
  bodyLimit?: number;
  /** Counts the call against the user's write budget of that name. */
  writeLimit?: WriteLimitName;
  /**
   * A limit per caller: the signed-in account on any call but a `public` one (type-ahead),
   * the client address otherwise and for visitors (failed logins, sign-ups, resets).
   */
  rateLimit?: { max: number; timeWindow: string };
}

export type RouteKey<M extends HttpMethod = HttpMethod> = `${M} /${string}`;
export type RouteTable = Record<RouteKey, RouteSpec>;

/** A table of calls, checked against RouteSpec while keeping every schema's own type. */
export const defineRoutes = <const T extends RouteTable>(table: T): T => table;

/** A call as a tagged table declares it: the table's one OpenAPI tag stands for every call. */
export type UntaggedRouteSpec = Omit<RouteSpec, 'tags'>;
type Tagged<T> = { [K in keyof T]: T[K] & { tags: readonly string[] } };

/**
 * A table whose calls all sit under one OpenAPI tag, said once for the table instead of
 * on every call; the result is a RouteTable like defineRoutes gives.
 */
export function defineTaggedRoutes<const T extends Record<RouteKey, UntaggedRouteSpec>>(
  tag: string,
  table: T,
): Tagged<T> {
  const tags = [tag];
  const entries = Object.entries(table).map(([key, spec]) => [key, { ...spec, tags }]);
  // fromEntries loses the keys' literal types; each entry is the table's own plus the tag.
  return Object.fromEntries(entries) as unknown as Tagged<T>;
}

// A malformed or out-of-range id in a path names nothing: "not found".
const pathId = dbId(MSG.notFound);

/** Path parameters that are positive integer ids: `idParams('bookId', 'chapterId')`. */
export function idParams<const K extends string>(...names: K[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, pathId])) as Record<K, typeof pathId>,
  );
}

// ---- what the typed client derives from a table entry (types only) ----

type PathOf<K> = K extends `${HttpMethod} ${infer P}` ? P : never;
type ParamNames<P> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

type ParamsInput<K> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string | number> };
type QueryInput<S> = S extends { query: infer Q extends ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
type BodyInput<S> = S extends { body: infer B extends ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : S extends { multipart: object }
    ? { body: FormData }
    : { body?: undefined };

/** What a call site passes: path params by name, the query and the body, each checked. */
export type CallInput<T extends RouteTable, K extends keyof T> = ParamsInput<K> &
  QueryInput<T[K]> &
  BodyInput<T[K]>;
/** What the call answers on success (the response schema's output). */
export type CallResult<T extends RouteTable, K extends keyof T> = T[K] extends {
  response: infer R extends ZodType;
}
  ? z.output<R>
  : never;
/** What a handler may return for it (the response schema's input, before serialization). */
export type HandlerResult<T extends RouteTable, K extends keyof T> = T[K] extends {
  response: infer R extends ZodType;
}
  ? z.input<R>
  : never;
