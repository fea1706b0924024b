import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { headerInfo } from './header.service';

export function headerHandlers(ctx: AppContext): RouteHandlers<'GET /header/headerInfo'> {
  return { 'GET /header/headerInfo': (request) => headerInfo(ctx, request.user) };
}
