import type { RouteHandlers } from '../../lib/route-table';

export function healthHandlers(): RouteHandlers<'GET /health'> {
  return { 'GET /health': () => ({ status: 'ok' as const }) };
}
