import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

/** Every route of the app, from Fastify's own route tree (not from the OpenAPI document). */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round(match[1]!.length / 4);
    stack.length = depth;
    stack[depth] = match[2]!;
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      // HEAD mirrors GET; OPTIONS is CORS pre-flight for every path.
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}
