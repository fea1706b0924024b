import { seededRandom } from '@okuryazar/shared/seeded-random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from './fixtures';
import { createTestApp, nextIp, registerAndLogin, type RegisteredUser, type TestApp } from './helpers';
import { registeredRoutes, type Route } from './routes';

/**
 * Sends hostile input to every registered route, with and without a valid token, and
 * requires that nothing answers 5xx. Deterministic: a seeded generator picks the mixed
 * cases, so a failure reproduces with the same seed.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HUGE_STRING = 'ş'.repeat(200_000);
/** Longer than every text limit but a chapter's, and cheap enough to send per field. */
const LONG_STRING = 'ş'.repeat(5_000);
/** Values that are each wrong somewhere: types, ranges, NUL, sizes. */
const SCALARS: unknown[] = [
  2147483648,
  -2147483649,
  -1,
  0,
  1.5,
  1e300,
  -1e300,
  Number.MAX_SAFE_INTEGER + 2,
  'NaN',
  'Infinity',
  '2147483648',
  '1e300',
  '-1',
  '\0',
  'a\0b',
  '',
  'x',
  true,
  null,
  [],
  {},
  HUGE_STRING,
];
/** Path and query text (URL-encoded where needed). */
const URL_VALUES = ['1', '0', '-1', '2147483648', '99999999999999999999', '1e300', 'NaN', 'Infinity', '1.5', '%00', 'a%00b', 'abc', 'ş', 'x'.repeat(5000), '%E0%A4%A'];

const DEEP_ARRAY = '['.repeat(5000) + ']'.repeat(5000);
const DEEP_OBJECT = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

function fillSchema(schema: JsonSchema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const variant = schema.anyOf?.find((s) => s.properties) ?? schema;
  if (variant.properties) {
    return Object.fromEntries(Object.keys(variant.properties).map((key) => [key, fillSchema(variant.properties![key], value)]));
  }
  return value;
}

/** A plausible body (ids point at the seeded rows, which have id 1) to carry one hostile field. */
function validBody(schema: JsonSchema | undefined): unknown {
  const variant = schema?.anyOf?.find((s) => s.properties) ?? schema?.anyOf?.[0] ?? schema;
  if (!variant) return {};
  if (variant.properties) {
    return Object.fromEntries(Object.keys(variant.properties).map((key) => [key, validBody(variant.properties![key])]));
  }
  if (variant.enum) return variant.enum[0];
  if (variant.default !== undefined) return variant.default;
  const type = Array.isArray(variant.type) ? variant.type[0] : variant.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return 'Merhaba';
}

/** Field paths of the leaves of a body schema. */
function leafPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  const variant = schema?.anyOf?.find((s) => s.properties) ?? schema;
  if (!variant?.properties) return prefix.length > 0 ? [prefix] : [];
  return Object.entries(variant.properties).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

const FIELD_VALUES: unknown[] = [2147483648, -1, 1e300, Number.MAX_SAFE_INTEGER + 2, 'NaN', '\0', 'a\0b', null, LONG_STRING, {}];

function mixedBody(schema: JsonSchema | undefined, random: () => number): unknown {
  const variant = schema?.anyOf?.find((s) => s.properties) ?? schema;
  if (variant?.properties) {
    return Object.fromEntries(Object.keys(variant.properties).map((key) => [key, mixedBody(variant.properties![key], random)]));
  }
  return SCALARS[Math.floor(random() * SCALARS.length)];
}

function multipart(fields: Record<string, string>): { payload: Buffer; contentType: string } {
  const boundary = '----okuryazarfuzzboundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Case {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  label: string;
}

function casesFor(route: Route, operation: OpenApiOperation | undefined, random: () => number): Case[] {
  const cases: Case[] = [];
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const queryNames = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const content = operation?.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const multipartSchema = content['multipart/form-data']?.schema;
  const withParams = (value: string) => route.path.replace(/:(\w+)/g, () => value).replace(/\*$/, value);
  const validPath = withParams('1');
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  // Path parameters: each hostile value in every parameter, then mixed per parameter.
  if (paramNames.length > 0 || route.path.endsWith('*')) {
    for (const value of URL_VALUES) cases.push({ method: route.method, url: withParams(value), label: `path=${value.slice(0, 20)}` });
    for (let i = 0; i < 3; i += 1) {
      const url = route.path.replace(/:(\w+)/g, () => URL_VALUES[Math.floor(random() * URL_VALUES.length)]!);
      cases.push({ method: route.method, url, label: 'path mixed' });
    }
  }
  // Query strings: every hostile value in the documented names (plus common cursor/paging
  // names); a route without a query schema gets a couple of values it must ignore.
  const names = [...new Set([...queryNames, 'before', 'page', 'pageSize', 'query', 'cursor'])];
  for (const value of queryNames.length > 0 ? URL_VALUES : ['2147483648', 'a%00b']) {
    cases.push({ method: route.method, url: `${validPath}?${names.map((n) => `${n}=${value}`).join('&')}`, label: `query=${value.slice(0, 20)}` });
  }
  cases.push({ method: route.method, url: `${validPath}?${names.map((n) => `${n}[]=1&${n}[a]=2`).join('&')}`, label: 'query arrays' });

  if (hasBody || jsonSchema) {
    // JSON bodies shaped like the schema, every field the same hostile value.
    for (const value of SCALARS) {
      cases.push({ method: route.method, url: validPath, payload: JSON.stringify(fillSchema(jsonSchema, value)), contentType: 'application/json', label: `body=${JSON.stringify(value).slice(0, 20)}` });
    }
    // One hostile field in an otherwise plausible body, so checks behind the first field run too.
    const base = validBody(jsonSchema);
    for (const path of leafPaths(jsonSchema)) {
      for (const value of FIELD_VALUES) {
        cases.push({ method: route.method, url: validPath, payload: JSON.stringify(withField(base, path, value)), contentType: 'application/json', label: `${path.join('.')}=${JSON.stringify(value).slice(0, 20)}` });
      }
    }
    for (let i = 0; i < 4; i += 1) {
      cases.push({ method: route.method, url: validPath, payload: JSON.stringify(mixedBody(jsonSchema, random)), contentType: 'application/json', label: 'body mixed' });
    }
    // Not objects, not JSON, too deep, empty, wrong content types.
    for (const raw of ['null', '1', '"x"', '[]', '[1,2]', 'true', '{', '{"a":}', '\u0000', DEEP_ARRAY, DEEP_OBJECT, `{"x":${DEEP_ARRAY}}`]) {
      cases.push({ method: route.method, url: validPath, payload: raw, contentType: 'application/json', label: `raw json ${raw.slice(0, 12)}` });
    }
    cases.push({ method: route.method, url: validPath, payload: '', contentType: 'application/json', label: 'empty json' });
    cases.push({ method: route.method, url: validPath, label: 'no body' });
    cases.push({ method: route.method, url: validPath, payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', label: 'form body' });
    cases.push({ method: route.method, url: validPath, payload: 'hello', contentType: 'text/plain', label: 'text body' });
    cases.push({ method: route.method, url: validPath, payload: '<a/>', contentType: 'application/xml', label: 'xml body' });
    cases.push({ method: route.method, url: validPath, payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }), contentType: 'application/json', label: 'oversized body' });
    const form = multipart(Object.fromEntries(Object.keys(multipartSchema?.properties ?? { title: {}, content: {} }).map((k) => [k, 'x'])));
    cases.push({ method: route.method, url: validPath, payload: form.payload, contentType: form.contentType, label: 'multipart body' });
    cases.push({ method: route.method, url: validPath, payload: Buffer.from('--b\r\nbroken'), contentType: 'multipart/form-data; boundary=b', label: 'broken multipart' });
    if (multipartSchema?.properties) {
      for (const value of ['2147483648', '1e300', 'NaN', '\0', '-1', 'x'.repeat(70_000)]) {
        const hostile = multipart(Object.fromEntries(Object.keys(multipartSchema.properties).map((k) => [k, value])));
        cases.push({ method: route.method, url: validPath, payload: hostile.payload, contentType: hostile.contentType, label: `multipart=${value.slice(0, 12)}` });
      }
    }
  }
  return cases;
}

let t: TestApp;
let author: RegisteredUser;
let user: RegisteredUser;
let doc: { paths: Record<string, Record<string, OpenApiOperation>> };

beforeAll(async () => {
  t = await createTestApp();
  // Rows with id 1 everywhere (author, book, chapter, comment, post, message, notification),
  // so hostile values also reach the code behind the existence checks.
  author = await registerAndLogin(t.app);
  user = await registerAndLogin(t.app);
  const book = await insertBook(t.database.db, author.id);
  const send = (method: 'POST' | 'PUT', url: string, who: RegisteredUser, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': nextIp() } });
  await send('POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, user, { content: 'Güzel bölüm' });
  await send('POST', '/api/community/posts', user, { content: 'Bir gönderi' });
  await send('POST', '/api/community/posts/1/comments', author, { content: 'Bir yorum' });
  await send('POST', '/api/messages', author, { recipient_username: user.username, content: 'Merhaba' });
  await send('POST', `/api/profile/follow/${author.id}`, user, {});
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('fuzzing every route', () => {
  it('finds the routes from the route tree', () => {
    const routes = registeredRoutes(t.app);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/bookReader/books/:bookId/:chapterId' });
    expect(routes.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, with or without a token', async () => {
    const random = seededRandom(20260615);
    const routes = registeredRoutes(t.app);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const openApiPath = route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      const cases = casesFor(route, operation, random);
      // A route that refuses a visitor outright gets every fifth case without a token (the
      // refusal comes after validation, which those cases still exercise); public routes
      // (login, sign-up, reset, book pages) get all of them.
      const probe = await t.app.inject({ method: route.method as 'GET', url: cases[0]?.url ?? route.path, headers: { 'x-forwarded-for': nextIp() } });
      const visitorRefused = probe.statusCode === 401;
      for (const [index, c] of cases.entries()) {
        for (const auth of [false, true]) {
          if (!auth && visitorRefused && index % 5 !== 0) continue;
          const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
          if (auth) headers.authorization = `Bearer ${user.token}`;
          if (c.contentType) headers['content-type'] = c.contentType;
          const res = await t.app.inject({ method: c.method as 'GET', url: c.url, headers, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
          sent += 1;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${c.method} ${route.path} [${c.label}] auth=${auth}: ${res.body.slice(0, 120)}`);
        }
      }
    }
    console.info(`fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 240_000);
});
