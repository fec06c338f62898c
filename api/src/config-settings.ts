// The settings of config.ts that take more than a number, each read from the environment and
// checked on its own: what is wrong is added to the reader's problems (every problem is told at
// once, in the order the settings are read) and the setting falls back to its default.
import { join, resolve } from 'node:path';
import { DATA_DIR_UPLOADS } from './db/data-dir';

export type Env = Record<string, string | undefined>;

/** One environment being read, with the problems found so far. */
export interface EnvReader {
  env: Env;
  problems: string[];
  /** An integer setting between `min` and `max`; `fallback` when it is unset or wrong. */
  int(name: string, fallback: number, min: number, max: number): number;
}

export function envReader(env: Env): EnvReader {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  return { env, problems, int };
}

/** DATABASE_URL: a PostgreSQL connection string, or null for the embedded database. */
export function databaseUrlOf({ env, problems }: EnvReader): string | null {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return databaseUrl;
}

/** CORS_ORIGINS: a comma list of origins allowed to call the API cross-origin. */
export function corsOriginsOf({ env, problems }: EnvReader): string[] {
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`CORS_ORIGINS entry "${origin}" must look like https://host[:port]`);
  }
  return corsOrigins;
}

/** PUBLIC_URL: the origin visitors reach the product at (http://localhost:PORT by default). */
export function publicUrlOf({ env, problems }: EnvReader, port: number): string {
  const publicUrlRaw = env.PUBLIC_URL?.trim();
  if (!publicUrlRaw) return `http://localhost:${port}`;
  let parsed: URL | null = null;
  try {
    parsed = new URL(publicUrlRaw);
  } catch {
    parsed = null;
  }
  const bare =
    parsed &&
    /^https?:$/.test(parsed.protocol) &&
    parsed.hostname !== '' &&
    !parsed.username &&
    !parsed.password &&
    parsed.pathname === '/' &&
    !parsed.search &&
    !parsed.hash;
  if (parsed && bare) return parsed.origin;
  problems.push(
    `PUBLIC_URL must be an absolute http(s) origin such as https://league.example.org, without a path (got "${publicUrlRaw}")`,
  );
  return `http://localhost:${port}`;
}

/** SEED_BASE_DATE: "today" of a newly seeded demo, YYYY-MM-DD. */
export function seedBaseDateOf({ env, problems }: EnvReader): string | null {
  const seedBaseDate = env.SEED_BASE_DATE?.trim() || null;
  if (seedBaseDate && (!/^\d{4}-\d{2}-\d{2}$/.test(seedBaseDate) || Number.isNaN(Date.parse(seedBaseDate)))) {
    problems.push(`SEED_BASE_DATE must be a date YYYY-MM-DD (got "${seedBaseDate}")`);
  }
  return seedBaseDate;
}

/** TRUST_PROXY: true for every hop, a comma list of the proxies in front, or false. */
export function trustProxyOf({ env, problems }: EnvReader): boolean | string {
  const trustProxyRaw = env.TRUST_PROXY?.trim() ?? '';
  if (trustProxyRaw === '1' || trustProxyRaw === 'true') return true;
  if (trustProxyRaw === '' || trustProxyRaw === '0' || trustProxyRaw === 'false') return false;
  const entries = trustProxyRaw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry));
  if (bad.length === 0) return entries.join(',');
  problems.push(
    `TRUST_PROXY must be 1, true, or a comma list of addresses/CIDRs/loopback/linklocal/uniquelocal (got "${bad.join(', ')}")`,
  );
  return false;
}

/** DOCUMENT_REMINDER_HOUR: the hour the day's document reminders go from (9), or null for `off`. */
export function documentReminderHourOf({ env, int }: EnvReader): number | null {
  const reminderHourRaw = env.DOCUMENT_REMINDER_HOUR?.trim().toLowerCase() ?? '';
  return reminderHourRaw === 'off' ? null : int('DOCUMENT_REMINDER_HOUR', 9, 0, 23);
}

/** LEAGUE_TEST_HOOKS: the end-to-end tests' routes, never in production. */
export function testHooksOf({ env, problems }: EnvReader): boolean {
  const testHooks = env.LEAGUE_TEST_HOOKS === '1' || env.LEAGUE_TEST_HOOKS === 'true';
  if (testHooks && env.NODE_ENV === 'production')
    problems.push('LEAGUE_TEST_HOOKS is for end-to-end tests only and cannot be set with NODE_ENV=production');
  return testHooks;
}

/** SMTP_URL and MAIL_FROM: the e-mail of the notifications, or null when either is unset. */
export function mailOf({ env, problems }: EnvReader): { smtpUrl: string; from: string } | null {
  const smtpUrl = env.SMTP_URL?.trim() || '';
  const mailFrom = env.MAIL_FROM?.trim() || '';
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    problems.push('SMTP_URL must look like smtp://user:pass@host:port or smtps://…');
  if (smtpUrl && !mailFrom) problems.push('MAIL_FROM must be set with SMTP_URL (the sender address)');
  return smtpUrl && mailFrom ? { smtpUrl, from: mailFrom } : null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL (info by default). */
export function logLevelOf({ env, problems }: EnvReader): (typeof LOG_LEVELS)[number] {
  const logLevel = (env.LOG_LEVEL ?? 'info') as (typeof LOG_LEVELS)[number];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return logLevel;
}

/** LOG_FORMAT: pretty, json or auto (the default). */
export function logFormatOf({ env, problems }: EnvReader): 'pretty' | 'json' | 'auto' {
  const logFormat = (env.LOG_FORMAT?.trim() || 'auto') as 'pretty' | 'json' | 'auto';
  if (!['pretty', 'json', 'auto'].includes(logFormat)) problems.push('LOG_FORMAT must be pretty, json or auto');
  return logFormat;
}

/** METRICS_PORT, METRICS_HOST and METRICS_TOKEN (ADR 0270); null when metrics are not served. */
export function metricsOf({
  env,
  problems,
  int,
}: EnvReader): { port: number | null; host: string; token: string | null } | null {
  const portSet = Boolean(env.METRICS_PORT?.trim());
  const port = portSet ? int('METRICS_PORT', 9464, 1, 65535) : null;
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && (token.length < 16 || /\s/.test(token)))
    problems.push('METRICS_TOKEN must be at least 16 characters without spaces');
  if (port === null && token === null) return null;
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token };
}

/**
 * DATA_DIR and UPLOAD_DIR under the repository root `root`, and where uploads lived before they
 * followed DATA_DIR (looked at only when UPLOAD_DIR is unset).
 */
export function directoriesOf(
  { env }: EnvReader,
  root: string,
): { dataDir: string; uploadDir: string; legacyUploads: { dir: string; move: boolean } | null } {
  const defaultDataDir = resolve(root, join('.data', 'pglite'));
  const dataDir = resolve(root, env.DATA_DIR?.trim() || defaultDataDir);
  const uploadDirSet = Boolean(env.UPLOAD_DIR?.trim());
  return {
    dataDir,
    uploadDir: uploadDirSet ? resolve(root, env.UPLOAD_DIR!.trim()) : join(dataDir, DATA_DIR_UPLOADS),
    legacyUploads: uploadDirSet
      ? null
      : { dir: resolve(root, join('.data', 'uploads')), move: dataDir === defaultDataDir },
  };
}
