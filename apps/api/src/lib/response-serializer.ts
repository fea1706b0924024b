import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [{type: 'string'}, {type: 'null'}]` (zod's nullable) as `type: ['string', 'null']`:
 * fast-json-stringify serializes a type list directly, while for anyOf it validates every
 * value against each branch first.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.enum === undefined && other.const === undefined) {
      delete out.anyOf;
      Object.assign(out, other, { type: [other.type, 'null'] });
    }
  }
  return out;
}

/** The JSON schema of a zod response schema's output, or null when zod cannot express it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', reused: 'inline', cycles: 'throw' }) as JsonSchema;
    delete json.$schema;
    return simplify(json) as JsonSchema;
  } catch {
    return null;
  }
}

/** fast-json-stringify for the route's response schema; zod's serializer when that cannot be had. */
function compileSerializer(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  const schema = route.schema;
  const json = schema instanceof z.ZodType ? responseJsonSchema(schema) : null;
  if (!json) return zodSerializerCompiler(route as never);
  try {
    return fastJson(json as never) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route as never);
  }
}

/** Wraps a compile step so it runs on the first call, once, and never before. */
export function compiledOnFirstUse<T, R>(compile: () => (data: T) => R): (data: T) => R {
  let compiled: ((data: T) => R) | undefined;
  return (data) => (compiled ??= compile())(data);
}

/**
 * Responses are written by fast-json-stringify from the JSON schema of each route's zod
 * response schema, instead of zod re-validating the whole answer and JSON.stringify
 * walking it again (about 7% of a reader call). Like zod's output, the schema keeps only
 * the declared fields (objects are closed), so a stray column never leaks to a client.
 * A schema zod cannot express as JSON schema (transforms) keeps the zod serializer.
 *
 * Fastify asks for every route's serializers when the route is registered; each is compiled
 * on its route's first answer instead: compiling them all (zod → JSON schema → generated
 * code, for every status of every route) was the largest part of a start (issue 10), and
 * one route's compile is a few milliseconds on its first call.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => compiledOnFirstUse(() => compileSerializer(route));

/** The same writer for an answer given outside a route (a server-rendered page's data block). */
export function responseSerializer(schema: z.ZodType): (data: unknown) => string {
  return compiledOnFirstUse(() => compileSerializer({ schema, method: 'GET', url: '', httpStatus: '200' } as never));
}
