import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { pendingMigrations } from '../../db/migration-status';

export type ReadinessPart = 'database' | 'migrations' | 'redis';

export type Readiness = { status: 'ready' } | { status: 'not_ready'; missing: ReadinessPart[]; message: string };

const CHECK_TIMEOUT_MS = 2000;

const PART_TEXT: Record<ReadinessPart, string> = {
  database: 'veritabanı yanıt vermiyor',
  migrations: 'veritabanı geçişleri uygulanmamış',
  redis: 'Redis yanıt vermiyor',
};

function within<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready (docs/PRODUCT.md#operator-and-tool-contracts): ready when the database answers, every shipped migration is
 * applied, and Redis (when configured) answers PING. Migrations never become unapplied in a
 * running process, so once seen complete they are not read again.
 */
export function readinessCheck(ctx: AppContext): () => Promise<Readiness> {
  let migrationsApplied = false;
  return async () => {
    const missing: ReadinessPart[] = [];
    const database = within(ctx.db.execute(sql`SELECT 1`)).then(
      () => true,
      () => false,
    );
    const redis = ctx.redis
      ? within(ctx.redis.ping()).then(
          (answer) => answer === 'PONG',
          () => false,
        )
      : Promise.resolve(true);
    if (!(await database)) missing.push('database');
    else if (!migrationsApplied) {
      migrationsApplied = await within(pendingMigrations(ctx.db)).then(
        (pending) => pending.length === 0,
        () => false,
      );
      if (!migrationsApplied) missing.push('migrations');
    }
    if (!(await redis)) missing.push('redis');
    if (missing.length === 0) return { status: 'ready' };
    const parts = missing.map((part) => PART_TEXT[part]).join(', ');
    return { status: 'not_ready', missing, message: `Sunucu henüz hazır değil: ${parts}.` };
  };
}
