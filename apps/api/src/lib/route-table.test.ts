import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes, splitRouteKey } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app-fixture';
import { registeredRoutes } from '../../test/routes';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

// Fastify's "/book/:bookId" is OpenAPI's "/book/{bookId}" (the document's server URL holds the /api prefix).
const openApiPath = (template: string) => template.replace(/:([A-Za-z]+)/g, '{$1}');

const { t } = useTestApp();
let docs: OpenApi;
beforeAll(async () => {
  docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
});

describe('the shared route table is the whole API', () => {
  it('registers every API route from the table, and nothing beside it', () => {
    const table = new Set(Object.keys(apiRoutes).map((key) => {
      const [method, template] = splitRouteKey(key);
      return `${method} /api${template}`;
    }));
    const registered = registeredRoutes(t.app)
      .filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.path}`);
    expect(registered.filter((route) => !table.has(route))).toEqual([]);
    expect([...table].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('lists every call in OpenAPI with a request schema for every body and a response schema for every 2xx', () => {
    const missing: string[] = [];
    for (const [key, spec] of Object.entries(apiRoutes)) {
      const [method, template] = splitRouteKey(key);
      const operation = docs.paths[openApiPath(template)]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(`${key}: OpenAPI'de yok`);
        continue;
      }
      if (('body' in spec || 'multipart' in spec) && !Object.values(operation.requestBody?.content ?? {}).some((c) => c.schema)) missing.push(`${key}: gövde şeması yok`);
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      if (success.length === 0 || success.some(([, answer]) => !Object.values(answer.content ?? {}).some((c) => c.schema))) missing.push(`${key}: 2xx yanıt şeması yok`);
    }
    expect(missing).toEqual([]);
  });
});

describe('route files', () => {
  const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
  const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.routes.ts'));

  it('declare no schema: every schema lives in the shared contract', () => {
    const declaring = routeFiles.filter((file) => /from 'zod'|z\.object\(/.test(readFileSync(path.join(modules, file), 'utf8')));
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(declaring).toEqual([]);
  });

  it('authenticate nowhere by hand: the table decides who may call', () => {
    const byHand = routeFiles.filter((file) => /requireUser\(|optionalUser\(|deliverNotifications\(/.test(readFileSync(path.join(modules, file), 'utf8')));
    expect(byHand).toEqual([]);
  });
});
