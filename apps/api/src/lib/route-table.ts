import {
  apiRoutes,
  errorBodySchema,
  splitRouteKey,
  type ApiHandlerResult,
  type ApiKey,
  type ApiRoutes,
  type ErrorStatus,
  type RouteSpec,
} from '@okuryazar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preHandlerHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from './context';
import { accountOrAddressKey, optionalUser, requireClaims, requireUser, type AuthUser } from './session';
import { Outcome } from './outcome';
import type { TokenClaims } from './tokens';

/**
 * Registers every call of the shared table (`apiRoutes`) with its handler: schemas,
 * OpenAPI entry, success status, who may call, limits, and the delivery of live effects
 * after the write committed all come from the table entry and this one place. A module only
 * writes `{ 'METHOD /path': handler }`.
 */

type Entry<K extends ApiKey> = ApiRoutes[K];
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type AuthOf<A> = A extends 'user'
  ? { user: AuthUser }
  : A extends 'optional'
    ? { user: AuthUser | null }
    : A extends 'session'
      ? { claims: TokenClaims }
      : unknown;

/** The request a handler gets: validated params, query and body, and who is calling. */
export type RouteRequest<K extends ApiKey> = FastifyRequest<{
  Params: Entry<K> extends { params: infer P } ? Parsed<P> : Record<string, never>;
  Querystring: Entry<K> extends { query: infer Q } ? Parsed<Q> : Record<string, never>;
  Body: Entry<K> extends { body: infer B } ? Parsed<B> : unknown;
}> &
  AuthOf<Entry<K>['auth']>;

type Answer<K extends ApiKey> = ApiHandlerResult<K> | Outcome<ApiHandlerResult<K>> | FastifyReply;
export type RouteHandler<K extends ApiKey> = (request: RouteRequest<K>, reply: FastifyReply) => Answer<K> | Promise<Answer<K>>;
/** Handlers for the keys K, each typed by its own entry. */
export type RouteHandlers<K extends ApiKey> = { [P in K]: RouteHandler<P> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the route table for `user` and `optional` calls. */
    user: AuthUser | null;
    /** The token's claims, set by the route table for `session` calls. */
    claims: TokenClaims | null;
  }
}

// Multipart fields are documented in OpenAPI as the body; the service validates them once
// the file has streamed, so the body validator lets the (absent) parsed body through.
const multipartFields = new WeakSet<object>();

export const tableValidatorCompiler: typeof validatorCompiler = (route) =>
  multipartFields.has(route.schema as object) ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

function authStep(ctx: AppContext, spec: RouteSpec): preHandlerHookHandler | undefined {
  switch (spec.auth) {
    case 'user':
      return async (request) => {
        request.user = await requireUser(ctx, request);
      };
    case 'optional':
      return async (request) => {
        request.user = await optionalUser(ctx, request);
      };
    case 'session':
      return async (request) => {
        request.claims = await requireClaims(ctx, request);
      };
    case 'public':
      return undefined;
  }
}

/** A call that knows its caller counts a signed-in caller's account; the others count the address. */
function rateLimitOf(ctx: AppContext, spec: RouteSpec) {
  if (!spec.rateLimit) return undefined;
  if (spec.auth === 'public') return spec.rateLimit;
  return { ...spec.rateLimit, keyGenerator: (request: FastifyRequest) => accountOrAddressKey(ctx, request) };
}

function schemaOf(spec: RouteSpec): FastifySchema {
  const errors = new Set<ErrorStatus>(spec.errors);
  if (spec.params || spec.query || spec.body || spec.multipart) errors.add(400);
  if (spec.auth === 'user' || spec.auth === 'session') errors.add(401);
  if (spec.writeLimit || spec.rateLimit) errors.add(429);
  const body = spec.body ?? spec.multipart?.fields;
  if (spec.multipart) multipartFields.add(spec.multipart.fields);
  return {
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(body ? { body } : {}),
    ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      [spec.status ?? 200]: spec.response,
      ...Object.fromEntries([...errors].sort().map((status) => [status, spec.errorBodies?.[status] ?? errorBodySchema])),
    },
  };
}

/**
 * A body whose every field is optional may be left out: no body, an empty one or JSON null is
 * read as {} before validation, so such a call needs no `{}` from its client. A body that is
 * there is validated as sent.
 */
async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null || request.body === '') request.body = {};
}

const takesEmptyBody = (spec: RouteSpec) => spec.body !== undefined && spec.body.safeParse({}).success;

/**
 * Registers every call of the shared table with its handler. `deliver` sends a handler's
 * Outcome (its notifications and live events) once the handler returned, i.e. after its
 * commit; the app passes the notifications module's, so this table knows no module.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: RouteHandlers<ApiKey>,
  deliver: (outcome: Outcome<unknown>) => Promise<void>,
): void {
  for (const key of Object.keys(apiRoutes) as ApiKey[]) {
    const spec: RouteSpec = apiRoutes[key];
    const [method, url] = splitRouteKey(key);
    const handle = handlers[key] as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown;
    const status = spec.status ?? 200;
    const preHandler = authStep(ctx, spec);
    app.route({
      method,
      url,
      config: { ...(spec.writeLimit ? { writeLimit: spec.writeLimit } : {}), ...(spec.rateLimit ? { rateLimit: rateLimitOf(ctx, spec) } : {}) },
      schema: schemaOf(spec),
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      ...(preHandler ? { preHandler } : {}),
      ...(takesEmptyBody(spec) ? { preValidation: absentBodyAsEmpty } : {}),
      handler: async (request, reply) => {
        let answer = await handle(request, reply);
        // Work this write enqueued (lib/jobs) is claimed now rather than at the next poll.
        if (method !== 'GET') ctx.jobs.wake();
        if (answer === reply || reply.sent) return reply;
        if (answer instanceof Outcome) {
          await deliver(answer);
          answer = answer.result;
        }
        return reply.code(status).send(answer);
      },
    });
  }
}
