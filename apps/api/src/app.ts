import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { AppContext } from './lib/context';
import { API_ROOT } from './api-root';
import { openDatabase, type Database } from './db/client';
import { MemoryAttemptStore, RedisAttemptStore, type AttemptStore } from './lib/attempt-store';
import { systemClock, type Clock } from './lib/clock';
import { logSerializers } from './lib/log-serializers';
import { terminalLogStream } from './lib/terminal-log';
import { responseSerializerCompiler } from './lib/response-serializer';
import { resolveJwtSecret } from './lib/secrets';
import { createStorage, type FileStorage } from './lib/storage';
import { LocalEventBus, RedisEventBus, type EventBus } from './lib/realtime/event-bus';
import { TokenService } from './lib/tokens';
import { authHandlers } from './modules/auth/auth.routes';
import { closeContentCache } from './lib/content-cache-bus';
import { chaptersHandlers } from './modules/chapters/chapters.routes';
import { revisionsHandlers } from './modules/chapters/revisions.routes';
import { storiesHandlers } from './modules/stories/stories.routes';
import { booksHandlers } from './modules/books/books.routes';
import { listsHandlers } from './modules/lists/lists.routes';
import { betaHandlers } from './modules/beta/beta.routes';
import { trendingHandlers } from './modules/trending/trending.routes';
import { announcementsHandlers } from './modules/announcements/announcements.routes';
import { categoriesHandlers } from './modules/categories/categories.routes';
import { readerHandlers } from './modules/reader/reader.routes';
import { messagesHandlers } from './modules/messages/messages.routes';
import { notificationsHandlers } from './modules/notifications/notifications.routes';
import { profileHandlers } from './modules/profile/profile.routes';
import { searchHandlers } from './modules/search/search.routes';
import { discoveryHandlers } from './modules/discovery/discovery.routes';
import { postsHandlers } from './modules/posts/posts.routes';
import { closeSocketsGoingAway, registerWebSocket } from './modules/realtime/ws.routes';
import { agreementsHandlers } from './modules/agreements/agreements.routes';
import { passwordResetHandlers } from './modules/password-reset/password-reset.routes';
import { settingsHandlers } from './modules/settings/settings.routes';
import { safetyHandlers } from './modules/safety/safety.routes';
import { createMailer, type Mailer } from './lib/mailer';
import { BackgroundTasks, errorKind } from './lib/background';
import { headerHandlers } from './modules/header/header.routes';
import { dashboardHandlers } from './modules/dashboard/dashboard.routes';
import { healthHandlers } from './modules/health/health.routes';
import { moderationHandlers } from './modules/moderation/moderation.routes';
import { scheduleHandlers } from './modules/schedule/schedule.routes';
import { PublishScheduler } from './modules/schedule/scheduler';
import { JobRunner, type JobRunnerOptions } from './lib/jobs/runner';
import { jobProcessors } from './modules/jobs/processors';
import { statsHandlers } from './modules/stats/stats.routes';
import { epubHandlers } from './modules/epub/epub.routes';
import { registerApiRoutes, tableValidatorCompiler } from './lib/route-table';
import { deliverOutcome } from './modules/notifications/deliver-outcome';
import { authenticationPlugin } from './plugins/authentication';
import { installErrorHandler } from './plugins/error-handler';
import { writeLimitsPlugin } from './plugins/write-limits';
import { installInputGuards } from './plugins/input-guards';
import { installShutdownGate } from './plugins/shutdown-gate';
import { requestLogController } from './plugins/request-log';
import { inlineScriptHashes, installSecurityHeaders } from './plugins/security-headers';
import { isPageRequest } from './lib/page-cookie';
import { loadPageRenderer, type PageRenderer } from './modules/pages/page-renderer';
import { registerPageRoutes } from './modules/pages/pages.routes';

// Zod's own messages (for shapes no schema names a text for) in Turkish.
z.config(z.locales.tr());

export interface BuildOptions {
  /** A ready (migrated) database; otherwise one is opened from the config and migrated. */
  database?: Database;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: { write(line: string): void };
  storage?: FileStorage;
  events?: EventBus;
  mailer?: Mailer;
  /** Where attempt counters live; by default Redis when REDIS_URL is set, else memory. */
  attempts?: AttemptStore;
  /** The scheduled-publishing loop's period (tests shorten it); false runs no loop. */
  schedulerIntervalMs?: number | false;
  /** The scheduler also queues the hourly rising-stories recompute (default true; test apps leave it off unless asked). */
  trending?: boolean;
  /**
   * The job runner's polling (lib/jobs); false claims nothing by itself, and tests then run
   * the pipeline deterministically with `app.jobs.runUntilIdle()`.
   */
  jobs?: JobRunnerOptions | false;
  /** The server render of the book page and the reader (tests); else the web build's, if it has one. */
  pageRenderer?: PageRenderer;
}

const DEFAULT_WEB_DIST = path.resolve(API_ROOT, '../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** This instance's scheduled-publishing loop (absent when switched off). */
    scheduler: PublishScheduler | undefined;
    /** This instance's worker of the durable pipeline (lib/jobs). */
    jobs: JobRunner;
  }
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) await database.migrate();

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', () => undefined);
  const attempts: AttemptStore = options.attempts ?? (redis ? new RedisAttemptStore(redis, undefined, clock) : new MemoryAttemptStore(clock));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), clock),
    attempts,
    redis,
    clock,
    storage: options.storage ?? (await createStorage(config)),
    events: options.events ?? (redis && config.redisUrl ? new RedisEventBus(redis, config.redisUrl) : new LocalEventBus()),
    background: new BackgroundTasks((task, error) => app.log.error({ task, error: errorKind(error) }, 'background task failed')),
    // The runner is built once the app (its logger) exists; a runner not started ignores wakes.
    jobs: { wake: () => app.jobs.wake() },
  };

  const logStream = options.logStream ?? (options.logger === false ? undefined : await terminalLogStream(config));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Requests and errors are logged without headers, bodies, query strings or
            // error messages (SQL parameters, row values): see lib/log-serializers.
            serializers: logSerializers,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
            ...(logStream ? { stream: logStream } : {}),
          },
    // Only the requests that need attention are logged (plugins/request-log.ts).
    logController: requestLogController(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // In-flight requests finish on close; new ones get plugins/shutdown-gate.ts's Turkish 503.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  const mailer = options.mailer ?? createMailer(config, (line) => app.log.info(line));
  app.setValidatorCompiler(tableValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandler(app);
  installInputGuards(app);
  installShutdownGate(app);

  installSecurityHeaders(app, config, inlineScriptHashes(path.join(config.webDistDir ?? DEFAULT_WEB_DIST, 'index.html')));
  // Before any route, so its one onResponse hook sees them all; absent without a token, and
  // then prom-client is not even loaded.
  const metrics = config.metricsToken
    ? (await import('./plugins/metrics')).installMetrics(app, ctx, config.metricsToken, () => app.websocketServer?.clients.size ?? 0)
    : undefined;
  // Only when the web app is served from another origin: same-origin needs no CORS, and the
  // plugin's hook would otherwise run on every request to answer nothing (issue 10's floor).
  if (config.webOrigins.length > 0)
    await app.register(cors, {
      origin: config.webOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'okuryazar:rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: MSG.tooManyAttempts,
      code: ERROR_CODES.RATE_LIMITED,
      retryAfter: context.after,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.coverMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(authenticationPlugin);
  await app.register(writeLimitsPlugin(ctx));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Okuryazar API', version: '0.1.0', description: 'Okuryazar web uygulamasının API’si' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // Calls declared in the shared table (packages/shared/src/api): one handler each.
      registerApiRoutes(api, ctx, {
        ...healthHandlers(ctx, metrics),
        ...readerHandlers(ctx),
        ...listsHandlers(ctx),
        ...betaHandlers(ctx),
        ...trendingHandlers(ctx),
        ...announcementsHandlers(ctx),
        ...messagesHandlers(ctx),
        ...notificationsHandlers(ctx),
        ...authHandlers(ctx),
        ...headerHandlers(ctx),
        ...passwordResetHandlers(ctx, mailer),
        ...settingsHandlers(ctx),
        ...agreementsHandlers(),
        ...profileHandlers(ctx),
        ...searchHandlers(ctx),
        ...discoveryHandlers(ctx),
        ...dashboardHandlers(ctx),
        ...postsHandlers(ctx),
        ...storiesHandlers(ctx),
        ...chaptersHandlers(ctx),
        ...revisionsHandlers(ctx),
        ...booksHandlers(ctx),
        ...categoriesHandlers(ctx),
        ...moderationHandlers(ctx),
        ...safetyHandlers(ctx),
        ...scheduleHandlers(ctx),
        ...statsHandlers(ctx),
        ...epubHandlers(ctx),
      }, (outcome) => deliverOutcome(ctx, outcome));
    },
    { prefix: '/api' },
  );

  await app.register(websocket, { options: { maxPayload: 16 * 1024 }, preClose: closeSocketsGoingAway });
  await app.register(async (instance) => {
    await registerWebSocket(instance, ctx);
  });

  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // Hashed assets never change; everything else (index.html, icons) must stay fresh.
    // One wildcard route looks files up per request (a missing one falls through to the
    // not-found handler below, like a path no route matched): a route per file of the build
    // (over 400 with the compressed copies) made registering it a large part of a start.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      // As before, with a route per file: only files are served (not folders), and no dotfile.
      allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.split('/').some((part) => part.startsWith('.')),
      dotfiles: 'ignore',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The web build prerenders the visitor landing page (apps/web/scripts/prerender-landing.mjs):
    // "/" paints before the app's code runs; every other page is index.html's empty shell.
    const rootPage = existsSync(path.join(webDist, 'landing.html')) ? 'landing.html' : 'index.html';
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(rootPage, webDist));
    // The book page and the reader, rendered on the server for a signed-in reader; the
    // render is loaded on the first such page, not at start (it is the whole web app).
    let renderer: Promise<PageRenderer | null> | undefined;
    const pageRenderer = options.pageRenderer ? () => Promise.resolve(options.pageRenderer ?? null) : () =>
          (renderer ??= loadPageRenderer(webDist).catch((error: unknown) => {
            // A broken render must not break the pages: they stay the shell, as before.
            app.log.error({ err: error }, 'the server render of pages could not be loaded');
            return null;
          }));
    registerPageRoutes(app, pageRenderer, (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist));
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isPageRequest(request.method, request.url)) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return reply.code(404).send({ message: MSG.routeNotFound, code: ERROR_CODES.NOT_FOUND });
  });

  // Every instance runs the loop; the claim in publish-due.ts keeps publications single.
  const scheduler = options.schedulerIntervalMs === false ? undefined : new PublishScheduler(ctx, app.log, options.schedulerIntervalMs, options.trending ?? true);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => scheduler?.start());

  // Every instance works the durable pipeline; the claim's lease makes each job run once at a time.
  const runner = new JobRunner(ctx, jobProcessors(app.log), app.log, options.jobs === false ? {} : options.jobs);
  app.decorate('jobs', runner);
  if (options.jobs !== false) app.addHook('onReady', async () => runner.start());

  app.addHook('onClose', async () => {
    // A publication in progress commits before the database goes away.
    await scheduler?.stop();
    // A job in progress stops at its next checkpoint and is handed back for another instance.
    await runner.stop();
    // Started work (a reset mail) finishes before the database and mailer go away.
    await ctx.background.idle();
    await closeContentCache(ctx);
    await attempts.close();
    await ctx.events.close();
    mailer.close();
    if (redis) await redis.quit().catch(() => undefined);
    if (!options.database) await database.close();
  });

  return app;
}
