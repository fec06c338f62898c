// The one place that reads process.env: read and validated once at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  corsOriginsOf,
  databaseUrlOf,
  directoriesOf,
  documentReminderHourOf,
  envReader,
  logFormatOf,
  logLevelOf,
  mailOf,
  metricsOf,
  publicUrlOf,
  seedBaseDateOf,
  testHooksOf,
  trustProxyOf,
  type Env,
} from './config-settings';

export interface Config {
  port: number;
  host: string;
  /**
   * Connections the kernel may hold for the server before it accepts them (LISTEN_BACKLOG,
   * default 511 as in Node; Linux caps it at net.core.somaxconn). Node accepts one connection
   * per event-loop turn, so a burst of new connections on a busy server waits here.
   */
  listenBacklog: number;
  /** PostgreSQL connection string; without it the API runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /**
   * The file store's directory (UPLOAD_DIR). Default: `uploads` inside DATA_DIR, so the files
   * belong to the database they describe and two instances never share them (ADR 0144).
   */
  uploadDir: string;
  /**
   * The origin visitors reach the product at (PUBLIC_URL, e.g. https://league.kz; default
   * http://localhost:PORT for `npm start`). Every absolute link the product writes — canonical,
   * og:url and alternates of rendered pages, calendar feed URLs and UIDs, the OpenAPI server — is
   * built from it, never from a request's Host header, which any client can set.
   */
  publicUrl: string;
  /**
   * Where uploads lived before they followed DATA_DIR (the checkout's `.data/uploads`), looked at
   * once when UPLOAD_DIR is unset and `uploadDir` does not exist yet: the default instance moves
   * it in (`move`), any other copies it (the old place may hold another instance's files too).
   * Null with UPLOAD_DIR set. storage/adopt-uploads.ts.
   */
  legacyUploads: { dir: string; move: boolean } | null;
  /** Origins allowed to call the API cross-origin; empty = same origin only. */
  corsOrigins: string[];
  tokenTtlHours: number;
  /** A token unused this long stops working (TOKEN_IDLE_MINUTES, default 12 hours). */
  tokenIdleMinutes: number;
  /** How long public answers stay in the in-process micro-cache; 0 turns it off. */
  publicCacheTtlMs: number;
  /**
   * Whose X-Forwarded-For to believe when computing the client address (rate limits, sessions):
   * TRUST_PROXY=1/true every hop, or a comma list of addresses, CIDRs or `loopback`,
   * `linklocal`, `uniquelocal` (the proxies in front); unset: nobody (the socket's address).
   */
  trustProxy: boolean | string;
  /**
   * How long a read-model snapshot (a tournament's table, calendar, a match page; lib/snapshot-memo.ts)
   * is reused when no write was seen; 0 turns snapshots off. Default: the micro-cache lifetime.
   */
  snapshotTtlMs?: number;
  /**
   * On embedded PGlite (no autovacuum): minutes between two `vacuum analyze` runs, the first a
   * minute after start (VACUUM_INTERVAL_MINUTES, default 6 hours; 0: never). db/vacuum.ts.
   */
  vacuumIntervalMinutes: number;
  /**
   * Live match streams one API process keeps open for one client address (LIVE_STREAMS_PER_ADDRESS,
   * default 20: a family's or a club room's devices) and for everybody (LIVE_STREAMS_MAX, default
   * 5000: about 16 KB each). Past either a new stream answers 429 with Retry-After.
   */
  liveStreamsPerAddress: number;
  liveStreamsMax: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** SEED_DEMO=1: an empty PostgreSQL database (DATABASE_URL) gets the demo league too, not only the reference data. */
  seedDemo: boolean;
  /** SEED_BASE_DATE=YYYY-MM-DD: "today" of a newly seeded demo (end-to-end tests); default the current day. */
  seedBaseDate: string | null;
  /**
   * The hour (0–23, Asia/Almaty) from which the day's reminders of expiring documents are sent
   * (DOCUMENT_REMINDER_HOUR, default 9; `off`: this process never runs them). ADR 0167.
   */
  documentReminderHour: number | null;
  /**
   * How often each process looks for scheduled news and analytics whose time has come
   * (CONTENT_PUBLISH_POLL_SECONDS, default 15, 1–300). ADR 0260.
   */
  contentPublishPollSeconds: number;
  /**
   * LEAGUE_TEST_HOOKS=1: routes only end-to-end tests use (run the day's reminders as of a given
   * instant, ADR 0167). Refused with NODE_ENV=production.
   */
  testHooks: boolean;
  /**
   * E-mail of the notifications that ask for action (ADR 0180): SMTP_URL (smtp://user:pass@host:port,
   * smtps:// for TLS from the start) and MAIL_FROM (the sender address). Null when either is unset:
   * no e-mail, the in-app list alone.
   */
  mail: { smtpUrl: string; from: string } | null;
  /** Reserved (ADR 0013); rate-limit counters live in PostgreSQL with DATABASE_URL (ADR 0090). */
  redisUrl: string | null;
  /**
   * Prometheus metrics (ADR 0270): on a listener of their own (METRICS_PORT, bound to METRICS_HOST,
   * default 127.0.0.1) and/or at /metrics of the main port behind METRICS_TOKEN (a bearer token,
   * at least 16 characters; asked on the metrics port too when set). Null when neither is set:
   * no metrics are served.
   */
  metrics: { port: number | null; host: string; token: string | null } | null;
  /**
   * Shutdown (ADR 0270): readiness answers 503 for SHUTDOWN_DELAY_MS (default 3000) before the
   * process stops taking connections, so a load balancer stops sending first; whatever is still
   * running after SHUTDOWN_TIMEOUT_MS (default 25000) is cut and the process exits.
   */
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  /** LOG_FORMAT: `pretty` (a person reads it), `json` (a collector), `auto` (pretty on a terminal). */
  logFormat: 'pretty' | 'json' | 'auto';
  /** PG_BIN: the folder of pg_dump and pg_restore for `npm run backup`/`restore` (default: on PATH). */
  pgBinDir: string | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root: the nearest directory above `from` whose package.json declares workspaces. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const parsed = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const read = envReader(env);
  const { int, problems } = read;
  const root = findRepoRoot();

  // Read in this order: the problems are told in it.
  const databaseUrl = databaseUrlOf(read);
  const corsOrigins = corsOriginsOf(read);
  const port = int('PORT', 3000, 0, 65535);
  const publicUrl = publicUrlOf(read, port);
  const seedBaseDate = seedBaseDateOf(read);
  const trustProxy = trustProxyOf(read);
  const documentReminderHour = documentReminderHourOf(read);
  const testHooks = testHooksOf(read);
  const mail = mailOf(read);
  const logLevel = logLevelOf(read);
  const metrics = metricsOf(read);
  const logFormat = logFormatOf(read);

  const config: Config = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    listenBacklog: int('LISTEN_BACKLOG', 511, 1, 65_535),
    databaseUrl,
    ...directoriesOf(read, root),
    publicUrl,
    corsOrigins,
    tokenTtlHours: int('TOKEN_TTL_HOURS', 24 * 7, 1, 24 * 365),
    tokenIdleMinutes: int('TOKEN_IDLE_MINUTES', 12 * 60, 5, 60 * 24 * 365),
    publicCacheTtlMs: int('PUBLIC_CACHE_TTL_MS', 5_000, 0, 60_000),
    trustProxy,
    ...(env.SNAPSHOT_TTL_MS ? { snapshotTtlMs: int('SNAPSHOT_TTL_MS', 5_000, 0, 60_000) } : {}),
    vacuumIntervalMinutes: int('VACUUM_INTERVAL_MINUTES', 6 * 60, 0, 7 * 24 * 60),
    liveStreamsPerAddress: int('LIVE_STREAMS_PER_ADDRESS', 20, 1, 100_000),
    liveStreamsMax: int('LIVE_STREAMS_MAX', 5_000, 1, 1_000_000),
    logLevel,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    seedBaseDate,
    documentReminderHour,
    contentPublishPollSeconds: int('CONTENT_PUBLISH_POLL_SECONDS', 15, 1, 300),
    testHooks,
    mail,
    redisUrl: env.REDIS_URL?.trim() || null,
    metrics,
    shutdownDelayMs: int('SHUTDOWN_DELAY_MS', 3_000, 0, 120_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 25_000, 1_000, 600_000),
    logFormat,
    pgBinDir: env.PG_BIN?.trim() || null,
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
