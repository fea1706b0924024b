import type { UserEvent } from './realtime/event-bus';
import type { notifications } from '../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

/** A live event for one user's sockets, sent once the transaction that caused it committed. */
export interface PendingEvent {
  userId: number;
  event: UserEvent;
}

/**
 * What a service hands back when its write has effects others must see live: the call's
 * result, the notifications it stored and other live events. Services never publish inside
 * a transaction (a rolled-back write must not reach a socket); the route table delivers
 * these in one place after the handler returns (lib/route-table.ts).
 */
export class Outcome<T> {
  constructor(
    readonly result: T,
    readonly notifications: readonly NotificationRow[] = [],
    readonly events: readonly PendingEvent[] = [],
  ) {}
}

export const withEffects = <T>(result: T, effects: { notifications?: readonly NotificationRow[]; events?: readonly PendingEvent[] }) =>
  new Outcome(result, effects.notifications ?? [], effects.events ?? []);
