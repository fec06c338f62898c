// buildApp(): the one way to create the API. The server entry, the one-port start script and
// every test use it. Infrastructure plugins first, then the modules of modules/registry.ts under
// /api/v1, each with the same options.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type Config } from './config';
import { scheduleVacuum } from './db/vacuum';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { setTransactionLog } from './db/transaction';
import { oneProcessAtATime } from './db/start-up-lock';
import { databaseIsEmpty, defaultSeedKind, seedDemo, seedReference } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { scheduleDaily } from './lib/daily-schedule';
import { loggerOptions } from './lib/logging';
import { parseQuery } from './lib/querystring';
import { invalidatePublic, SharedPublicVersion } from './lib/public-version';
import { createSnapshotMemo } from './lib/snapshot-memo';
import { createAuthService } from './modules/auth/auth.service';
import {
  DatabaseRateLimitStore,
  DEFAULT_LOGIN_LIMITS,
  LoginRateLimiter,
  MemoryRateLimitStore,
  type LoginLimits,
  type RateLimitStore,
} from './modules/auth/rate-limit';
import { composeServices } from './modules/compose';
import { createAccountMailer } from './modules/accounts/index';
import { feedbackReplyOutbox } from './modules/feedback/index';
import { publishDue, scheduleClock } from './modules/content/index';
import { createMailer, type Mailer } from './modules/notifications/index';
import { registerModules } from './modules/registry';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerTestHooks } from './plugins/test-hooks';
import { publicCacheInvalidation } from './plugins/public-cache';
import { registerStaticRoots, spaFallback, type StaticRoot } from './plugins/static-files';
import { openApiPlugin } from './openapi/openapi.plugin';
import { registerOps, requestIdOf } from './ops/index';
import { actorPlugin } from './plugins/actor';
import { adoptLegacyUploads } from './storage/adopt-uploads';
import { DirectoryStorage } from './storage/directory';
import { upgradeUploadLayout } from './storage/legacy-layout';
import type { FileStorage } from './storage/storage';

export type { StaticRoot };

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<Config>;
  /** An open database (tests); otherwise one is opened from the configuration and closed with the app. */
  database?: DatabaseHandle;
  /** Run migrations at start (default true). */
  migrate?: boolean;
  /**
   * What an empty database is seeded with: 'demo' (the demo league, its accounts share a published
   * password), 'reference' (countries, cities, seasons, roles, translations only) or false
   * (nothing). Default: 'demo' on the embedded database or with SEED_DEMO=1, 'reference' with DATABASE_URL.
   */
  seed?: false | 'demo' | 'reference';
  /** Fastify logger options; false turns logging off (tests). Default: the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Time source (tests fix "now"). */
  clock?: Clock;
  /** Static directories served next to the API (the built shell and remotes). */
  staticRoots?: StaticRoot[];
  /** Serve the public area of UPLOAD_DIR under /uploads/ (default true). */
  serveUploads?: boolean;
  /** The file store; default a directory store rooted at UPLOAD_DIR. */
  storage?: FileStorage;
  rateLimitStore?: RateLimitStore;
  loginLimits?: Partial<LoginLimits>;
  contentSecurityPolicy?: string;
  /** How long a request (headers and body) may take to arrive (default 30 s; tests shorten it). */
  requestTimeoutMs?: number;
  /**
   * Run the daily jobs (the reminders of expiring documents, ADR 0167) from DOCUMENT_REMINDER_HOUR
   * on (default true; API tests call the jobs themselves with a fixed clock).
   */
  jobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification e-mail sender when SMTP is configured (ADR 0180); tests drain it. */
    mailer?: Mailer;
  }
}

export const API_PREFIX = '/api/v1';
const CABINET_PREFIX = `${API_PREFIX}/cabinet/`;

/** A call of the public API: answered from what the process keeps (micro-cache, snapshots), so current with the shared version first. */
const isPublicApiUrl = (url: string) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(CABINET_PREFIX);
/** The version the OpenAPI document states; the path's v1 changes only with a breaking change. */
export const API_VERSION = '1.0.0';
const BODY_LIMIT = 1024 * 1024;
/** A request (headers and body) must arrive within this; a body that never ends is cut off (408). */
const REQUEST_TIMEOUT_MS = 30_000;
/** A path parameter longer than this answers 414 (slugs and ids are far shorter). */
const MAX_PARAM_LENGTH = 200;
/** The embedded database's first vacuum (db/vacuum.ts): after start-up's migrations and seeding settled. */
const VACUUM_FIRST_AFTER_MS = 60_000;
/** How often due notification e-mail is looked for besides after each cabinet write (ADR 0180). */
const MAIL_POLL_MS = 30_000;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  // An upload dir given by the caller is like UPLOAD_DIR set: no older folder is adopted into it.
  if (options.config?.uploadDir !== undefined && options.config.legacyUploads === undefined)
    config.legacyUploads = null;
  const clock = options.clock ?? systemClock;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    // Node checks for timed-out requests on this interval (its default, 30 s, would let a
    // stalled body live up to twice the timeout).
    // The headers' timeout must not exceed the request's, or Node never applies the latter.
    http: {
      connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(requestTimeout / 4))),
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
    },
    logger: options.logger ?? loggerOptions(config.logLevel, config.logFormat),
    // The proxy's X-Request-Id when it sent one, so its log and ours name a request alike (ADR 0272).
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestTimeout,
    connectionTimeout: requestTimeout * 2,
    routerOptions: { querystringParser: (raw: string) => parseQuery(raw), maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler(options.contentSecurityPolicy),
    clientErrorHandler: clientErrorHandler(options.contentSecurityPolicy),
    return503OnClosing: true,
  });

  const ownsDatabase = !options.database;
  let database: DatabaseHandle | undefined = options.database;
  try {
    const started = performance.now();
    database ??= await openDatabase(config);
    const opened = performance.now();
    let migrated = opened;
    const db = database.db;
    const seed = options.seed ?? defaultSeedKind(config);
    const startUp = async () => {
      if (options.migrate !== false) {
        const applied = await migrateToLatest(db);
        if (applied.length > 0) app.log.info({ migrations: applied.map((m) => m.migrationName) }, 'migrations applied');
      }
      migrated = performance.now();
      // Before the seed writes its files: an install from before uploads followed DATA_DIR keeps its own.
      const adopted = adoptLegacyUploads(config);
      if (adopted)
        app.log.warn(
          adopted,
          `uploads ${adopted.how} from ${adopted.from} to ${adopted.to} (they now follow DATA_DIR; UPLOAD_DIR sets another place)`,
        );
      if (seed && (await databaseIsEmpty(db))) {
        if (seed === 'demo') {
          // Dated from today (the clock), or from SEED_BASE_DATE as of 11:00 that day (reproducible).
          const calendar = config.seedBaseDate ? { baseDate: config.seedBaseDate } : { now: clock() };
          const summary = await seedDemo(db, { size: 'normal', uploadDir: config.uploadDir, ...calendar });
          app.log.info(
            { ms: summary.ms, players: summary.counts.players, matches: summary.counts.matches },
            'empty database: demo data seeded',
          );
        } else {
          const summary = await seedReference(db, { now: clock() });
          app.log.warn(
            { ms: summary.ms },
            'empty database: reference data seeded; create the first administrator with `npm run create-admin -- --email …`',
          );
        }
      }
    };
    // Processes started together on one new PostgreSQL database migrate and seed it one at a time;
    // an app told to do neither does not touch the database before its first request.
    await (options.migrate !== false || seed ? oneProcessAtATime(database, startUp) : startUp());
    app.log.info(
      {
        open: Math.round(opened - started),
        migrate: Math.round(migrated - opened),
        seed: Math.round(performance.now() - migrated),
      },
      'database ready',
    );
  } catch (error) {
    if (ownsDatabase && database) await database.destroy();
    await app.close();
    throw error;
  }

  const db = database.db;
  // Retried and abandoned transactions (db/transaction.ts) are logged with the app's logger.
  setTransactionLog(db, app.log);
  const listen = database.listen?.bind(database);
  const handle = database;
  // The handle (not only Kysely): it also releases the embedded database's directory lock.
  if (database.kind === 'pglite' && config.vacuumIntervalMinutes > 0) {
    const schedule = scheduleVacuum(database.db, {
      firstAfterMs: VACUUM_FIRST_AFTER_MS,
      everyMs: config.vacuumIntervalMinutes * 60_000,
      onDone: (ms) => app.log.info({ ms }, 'embedded database vacuumed'),
      onError: (error) => app.log.warn({ err: error }, 'embedded database: vacuum failed'),
    });
    app.addHook('onClose', async () => schedule.stop());
  }
  if (ownsDatabase) app.addHook('onClose', async () => handle.destroy());
  app.decorate('publicCacheTtlMs', config.publicCacheTtlMs);

  // Several processes on one PostgreSQL database: a write taken by one is seen by the public
  // answers and pages of every other at once (lib/public-version.ts, ADR 0143). The embedded
  // database has one process: nothing to share.
  const counter = database.versionCounter?.();
  if (counter) {
    const shared = new SharedPublicVersion(counter, {
      onError: (error, what) =>
        app.log.warn(
          { err: error, what },
          'public data version: the database did not answer; public answers come from memory until it does',
        ),
    });
    app.decorate('publicVersionSync', shared);
    app.addHook('onRequest', async (request) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && isPublicApiUrl(request.url)) await shared.fence();
    });
    app.addHook('onClose', async () => shared.close());
  }

  // One embedded database has one process (db/data-dir-lock.ts): counters in memory. PostgreSQL
  // may serve several API processes: counters in its table, counted atomically.
  const rateLimits =
    options.rateLimitStore ??
    (database.kind === 'postgres' ? new DatabaseRateLimitStore(db) : new MemoryRateLimitStore());
  const limiter = new LoginRateLimiter(rateLimits, {
    ...DEFAULT_LOGIN_LIMITS,
    ...options.loginLimits,
  });
  const auth = createAuthService({
    db,
    clock,
    tokenTtlHours: config.tokenTtlHours,
    tokenIdleMinutes: config.tokenIdleMinutes,
    limiter,
  });

  const storage = options.storage ?? new DirectoryStorage(config.uploadDir);
  const snapshots = createSnapshotMemo(config.snapshotTtlMs ?? config.publicCacheTtlMs);
  const serveUploads = options.serveUploads !== false;
  if (serveUploads) {
    const upgrade = await upgradeUploadLayout(config.uploadDir, db);
    if (upgrade.published + upgrade.secured > 0) app.log.warn(upgrade, 'upload dir moved to the public/private layout');
  }

  const staticRoots = options.staticRoots ?? [];
  // Health, readiness, metrics and the request's id in the log (ADR 0270–0272): first, so that
  // their hooks see every route.
  const ops = registerOps(app, { database, metrics: config.metrics });
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin, { contentSecurityPolicy: options.contentSecurityPolicy });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(errorHandlerPlugin, { notFoundFallback: spaFallback(staticRoots) });
  // Before the input guard: its hook (a restricted body field) refuses a role before any check of the input.
  await app.register(authPlugin, { auth });
  await app.register(actorPlugin);
  await app.register(inputGuardPlugin);
  await app.register(publicCacheInvalidation);
  await app.register(openApiPlugin, { apiPrefix: API_PREFIX, version: API_VERSION, publicUrl: config.publicUrl });

  // The composition root: every service built once, with these settings (modules/compose.ts).
  const services = composeServices({
    db,
    clock,
    auth,
    storage,
    listen,
    rateLimits,
    snapshots,
    publicUrl: config.publicUrl,
    liveStreams: { perAddress: config.liveStreamsPerAddress, max: config.liveStreamsMax },
    emailAvailable: config.mail !== null,
  });
  ops.watch({ live: services.live.hub, search: services.search.search });
  await app.register(async (api) => registerModules(api, services), { prefix: API_PREFIX });
  // Scheduled news and analytics go out by themselves on every process (ADR 0260): each looks
  // every CONTENT_PUBLISH_POLL_SECONDS; one statement publishes each due item exactly once, and
  // the process that did it moves the public version of all of them.
  const publishClock = scheduleClock(clock);
  if (options.jobs !== false) {
    const timer = setInterval(() => {
      publishDue(db, publishClock(), clock())
        .then(async (published) => {
          if (published === 0) return;
          invalidatePublic();
          await app.publicVersionSync?.bump();
          app.log.info({ published }, 'scheduled content published');
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'scheduled content: the look failed; the next one tries again'),
        );
    }, config.contentPublishPollSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (config.testHooks)
    await registerTestHooks(app, API_PREFIX, { reminders: services.documents.reminders, publishClock });

  // The day's reminders of expiring documents, from the configured hour in Almaty; with several
  // processes each may try, one does the day (db/job-runs.ts).
  if (options.jobs !== false && config.documentReminderHour !== null) {
    const reminders = services.documents.reminders;
    const schedule = scheduleDaily({
      hour: config.documentReminderHour,
      clock,
      run: async (now) => {
        const run = await reminders.run(now);
        if (run.sent !== null) app.log.info(run, 'document reminders sent');
      },
      onError: (error) => app.log.warn({ err: error }, 'document reminders: the run failed; the next look tries again'),
    });
    app.addHook('onClose', async () => schedule.stop());
  }

  // E-mail of the notifications that ask for action (ADR 0180): the rows `notify` stored as due
  // are sent after the write committed — looked for after each cabinet write and every
  // MAIL_POLL_MS (a write of another process, a failure tried again). API tests drain it themselves.
  if (config.mail) {
    const notificationMail = createMailer({
      db,
      clock,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      publicUrl: config.publicUrl,
      log: app.log,
      outboxes: [feedbackReplyOutbox()],
    });
    // Account e-mail (invitations, password resets; ADR 0220) goes out in the same loop.
    const accountMail = createAccountMailer({
      db,
      clock,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      log: app.log,
    });
    const mailer: Mailer = {
      drain: async () => (await notificationMail.drain()) + (await accountMail.drain()),
      close: () => {
        notificationMail.close();
        accountMail.close();
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    if (options.jobs !== false) {
      let running: Promise<void> | null = null;
      let again = false;
      const kick = () => {
        if (running) {
          again = true;
          return;
        }
        running = mailer
          .drain()
          .then(() => undefined)
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'notification e-mail: the look for due mail failed; the next one tries again'),
          )
          .finally(() => {
            running = null;
            if (again) {
              again = false;
              kick();
            }
          });
      };
      app.addHook('onResponse', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith(CABINET_PREFIX)) kick();
      });
      const timer = setInterval(kick, MAIL_POLL_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  }

  await registerStaticRoots(app, staticRoots, serveUploads ? config.uploadDir : null);
  return app;
}
