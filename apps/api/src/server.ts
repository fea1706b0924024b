import { ConfigError, loadConfig, type AppConfig } from './config';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { assertPortAvailable, PortInUseError } from './lib/port-check';

/**
 * True for the bundle `npm start` runs (dist/server.mjs), false for the source under tsx. Only
 * the bundle uses the demo covers its own build rendered: a dist/ left by an older build may
 * have been drawn by other code than the source that runs.
 */
const RUNS_FROM_BUILD = import.meta.url.endsWith('/dist/server.mjs');

/**
 * Milliseconds since the process began (Node's own bootstrap included) at each step of the
 * start, logged once when it listens: `npm run bench:cold-start` reads them, and an operator
 * sees where a slow start went. Steps that run side by side overlap.
 */
const startup: Record<string, number> = {};
const mark = (step: string) => {
  startup[step] = Math.round(performance.now());
};

async function main(): Promise<void> {
  mark('main');
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A second start on a taken port or a DATA_DIR in use is refused before the database is
  // opened (it must not touch it), and before the app's modules load, so it ends at once.
  // PostgreSQL guards itself; only the embedded database needs the DATA_DIR lock.
  const lock = await assertPortAvailable(config.port, config.host)
    .then(() => (config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir)))
    .catch(exitOnRefusal);
  mark('checked');

  // The app's modules load while the database opens (PGlite's WASM start, a PostgreSQL
  // connection): the two are the largest parts of a start and do not depend on each other.
  const appModule = import('./app').finally(() => mark('appLoaded'));
  const { openDatabase } = await import('./db/client');
  mark('clientLoaded');
  const opening = openDatabase({ ...config, lock }).then(async (database) => {
    mark('dbOpened');
    await database.migrate();
    mark('migrated');
    return database;
  });
  opening.catch(() => undefined); // awaited below; no unhandled rejection while the app loads
  const { buildApp } = await appModule;
  const { hasNoUsers } = await import('./seed/is-empty');
  const database = await opening;
  const app = await buildApp(config, { database });
  mark('appBuilt');
  // The seeder (demo texts, cover rendering with sharp, argon2) loads only for an empty database.
  if (config.seedDemo && (await hasNoUsers(database.db))) {
    const { DEMO_COVERS_DIR, seedDemoContent } = await import('./seed/seed-demo');
    mark('seederLoaded');
    const seeded = await seedDemoContent(app.ctx, { prerenderedCovers: RUNS_FROM_BUILD ? DEMO_COVERS_DIR : undefined });
    mark('seeded');
    if (seeded) app.log.info(seeded, 'demo content seeded');
  }
  if (config.adminEmails.length > 0) {
    const { promoteAdmins } = await import('./modules/moderation/roles');
    const promoted = await promoteAdmins(database.db, config.adminEmails);
    app.log.info({ promoted, listed: config.adminEmails.length }, 'ADMIN_EMAILS applied');
  }

  // A running app writes `npm run backup`'s archive itself (ops/backup-requests.ts).
  const backups = database.pglite
    ? (await import('./ops/backup-requests')).listenForBackupRequests(database.pglite, config.dataDir, (msg, extra) => app.log.info(extra ?? {}, msg))
    : undefined;

  let closing = false;
  // A response finished during shutdown closes its connection. Node's server.close() waits
  // for every connection to end, and a kept-alive one that went idle after its last answer
  // would otherwise hold the shutdown until the client lets go (Fastify keeps them 72 s).
  // A callback hook, not an async one: it runs on every response, and a promise per response
  // is measurable at the framework's floor (issue 10).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // The order: Fastify stops accepting (new connections are refused, a request on a
  // kept-alive connection gets 503) and waits for the requests in flight; its onClose hooks
  // then wait for background tasks and close the event bus, Redis and the mailer; the
  // database goes last, when nothing can query it any more.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await backups?.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  mark('listening');
  app.log.info({ startupMs: startup }, 'start-up timings');
}

/** A taken port or DATA_DIR is the operator's to fix: one line and a non-zero exit, no stack. */
function exitOnRefusal(error: unknown): never {
  if (error instanceof PortInUseError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
