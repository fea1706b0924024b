import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { AttemptStore } from './attempt-store';
import type { BackgroundTasks } from './background';
import type { Clock } from './clock';
import type { FileStorage } from './storage';
import type { EventBus } from './realtime/event-bus';
import type { TokenService } from './tokens';

/** Everything a service needs, built once per app instance and passed down explicitly. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  attempts: AttemptStore;
  redis: Redis | undefined;
  clock: Clock;
  storage: FileStorage;
  events: EventBus;
  background: BackgroundTasks;
  /** The durable pipeline's local runner (lib/jobs): woken after a write enqueued work. */
  jobs: { wake(): void };
}
