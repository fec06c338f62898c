// buildApp(): the one way to create the API. The server entry, the one-port start script and
// every test use it. Infrastructure plugins first, then the modules of modules/registry.ts under
// /api/v1, each with the same options.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { startDatabase } from './app-database';
import { schedulePublishing, scheduleReminders, startMail } from './app-jobs';
import { loadConfig, type Config } from './config';
import { scheduleVacuum } from './db/vacuum';
import { type DatabaseHandle } from './db/connection';
import type { DB } from './db/database';
import { setTransactionLog } from './db/transaction';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions } from './lib/logging';
import { parseQuery } from './lib/querystring';
import { SharedPublicVersion } from './lib/public-version';
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
import { type Mailer } from './modules/notifications/index';
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

/** The Fastify instance with the API's limits, logger, request ids and error answers. */
function createFastify(config: Config, options: BuildAppOptions): FastifyInstance {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return Fastify({
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
}

/**
 * The database's upkeep for the app's lifetime: the embedded database vacuumed now and then, and a
 * database the app opened closed with it.
 */
function keepDatabase(app: FastifyInstance, config: Config, database: DatabaseHandle, owned: boolean): void {
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
  if (owned) app.addHook('onClose', async () => database.destroy());
}

/**
 * Several processes on one PostgreSQL database: a write taken by one is seen by the public
 * answers and pages of every other at once (lib/public-version.ts, ADR 0143). The embedded
 * database has one process: nothing to share.
 */
function sharePublicVersion(app: FastifyInstance, database: DatabaseHandle): void {
  const counter = database.versionCounter?.();
  if (!counter) return;
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

/**
 * Sign-in and sessions, with the login limits counted in `rateLimits`. One embedded database has
 * one process (db/data-dir-lock.ts): counters in memory. PostgreSQL may serve several API
 * processes: counters in its table, counted atomically.
 */
function authFor(db: DB, config: Config, options: BuildAppOptions, clock: Clock, rateLimits: RateLimitStore) {
  const limiter = new LoginRateLimiter(rateLimits, {
    ...DEFAULT_LOGIN_LIMITS,
    ...options.loginLimits,
  });
  return createAuthService({
    db,
    clock,
    tokenTtlHours: config.tokenTtlHours,
    tokenIdleMinutes: config.tokenIdleMinutes,
    limiter,
  });
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  // An upload dir given by the caller is like UPLOAD_DIR set: no older folder is adopted into it.
  if (options.config?.uploadDir !== undefined && options.config.legacyUploads === undefined)
    config.legacyUploads = null;
  const clock = options.clock ?? systemClock;
  const app = createFastify(config, options);

  const database = await startDatabase(app, config, options, clock);
  const db = database.db;
  // Retried and abandoned transactions (db/transaction.ts) are logged with the app's logger.
  setTransactionLog(db, app.log);
  const listen = database.listen?.bind(database);
  keepDatabase(app, config, database, !options.database);
  app.decorate('publicCacheTtlMs', config.publicCacheTtlMs);
  sharePublicVersion(app, database);

  // Login limits: in memory for the embedded database's one process, in PostgreSQL's table for several.
  const rateLimits =
    options.rateLimitStore ??
    (database.kind === 'postgres' ? new DatabaseRateLimitStore(db) : new MemoryRateLimitStore());
  const auth = authFor(db, config, options, clock, rateLimits);

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
  const jobs = options.jobs !== false;
  const publishClock = schedulePublishing(app, db, config, clock, jobs);
  if (config.testHooks)
    await registerTestHooks(app, API_PREFIX, { reminders: services.documents.reminders, publishClock });
  if (jobs) scheduleReminders(app, services, config, clock);
  startMail(app, db, config, clock, { run: jobs, cabinetPrefix: CABINET_PREFIX });

  await registerStaticRoots(app, staticRoots, serveUploads ? config.uploadDir : null);
  return app;
}
