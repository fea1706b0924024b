import type { AppContext } from './context';
import type { Db, Tx } from '../db/client';

const roots = new WeakMap<AppContext, AppContext>();

/**
 * The app's context with its queries on an open transaction, so a service written for a
 * request (its own `ctx.db.transaction` becomes a savepoint) can run inside a caller's
 * transaction, e.g. the scheduler publishing the rows it holds locked. Per-instance state
 * keyed by the context (the shelf cache) still finds the app's own through `rootContext`.
 */
export function withinTransaction(ctx: AppContext, tx: Tx): AppContext {
  const scoped: AppContext = { ...ctx, db: tx as unknown as Db };
  roots.set(scoped, rootContext(ctx));
  return scoped;
}

export function rootContext(ctx: AppContext): AppContext {
  return roots.get(ctx) ?? ctx;
}
