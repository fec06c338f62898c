// PostgreSQL's part of a backup (ADR 0273), by its own tools: pg_dump in the custom format while
// the API keeps running, pg_restore into an empty database. The row counts are read in the very
// snapshot pg_dump saves (`pg_export_snapshot`, `--snapshot`), so they match the dump exactly
// however many writes run meanwhile. The password travels in PGPASSWORD, never on a command line
// other processes can read. PG_BIN (the tools' folder) picks a version other than the one on PATH.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { newestMigration, rowCounts, type Query } from './manifest';

export interface ToolOptions {
  /** The folder of pg_dump and pg_restore (default: found on PATH). */
  binDir?: string | null;
}

/** The connection string without its password, and the environment that carries it. */
function connection(url: string): { uri: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { uri: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv, options: ToolOptions): Promise<void> {
  const command = options.binDir ? join(options.binDir, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(`${tool} could not be started (${error.message}): install PostgreSQL's client tools or set PG_BIN`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const queryOf =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Array<Record<string, unknown>>;

/** Dumps the database of `url` to `file`; answers the counts and migration of the same snapshot. */
export async function dumpPostgres(url: string, file: string, options: ToolOptions = {}) {
  const client = new pg.Client({ connectionString: url, application_name: 'league backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const counts = await rowCounts(queryOf(client));
    const migration = await newestMigration(queryOf(client));
    const { uri, env } = connection(url);
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        `--dbname=${uri}`,
      ],
      env,
      options,
    );
    await client.query('commit');
    return { counts, migration };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the database of `url` when the server does not have it yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export class NotEmptyError extends Error {
  constructor(what: string) {
    super(`${what} is not empty: restore into an empty one, or pass --replace to set the current one aside`);
    this.name = 'NotEmptyError';
  }
}

/**
 * Restores `file` into the database of `url` (created if missing). An existing schema is refused
 * unless `replace`, which drops the public schema first; pg_restore runs in one transaction, so a
 * failed restore leaves nothing half-done. Answers the counts found afterwards.
 */
export async function restorePostgres(url: string, file: string, replace: boolean, options: ToolOptions = {}) {
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url, application_name: 'league restore' });
  await client.connect();
  try {
    const tables = await client.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
    if (Number(tables.rows[0].n) > 0) {
      if (!replace) throw new NotEmptyError(`The database ${new URL(url).pathname.slice(1)}`);
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }
    const { uri, env } = connection(url);
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${uri}`, file],
      env,
      options,
    );
    return { counts: await rowCounts(queryOf(client)), migration: await newestMigration(queryOf(client)) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
