// Opening the database: embedded PGlite (a data directory, or in memory) without DATABASE_URL,
// a `pg` pool with Kysely's PostgresDialect with it. Both return dates ('date' columns) as
// 'YYYY-MM-DD' text and bigint as number, so rows look the same on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withActor } from './actor';
import { DATA_DIR_UPLOADS, lockDataDir, restrictPermissions } from './data-dir';
import { DurableNodeFS, durableStartParams, isNewDataDir, syncTree } from './durable-fs';
import type { VersionCounter } from '../lib/public-version';
import type { Database, DB } from './database';
import { PGliteDialect } from './pglite-dialect';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: DB;
  kind: DatabaseKind;
  /** The PGlite instance (kind 'pglite' only): dumps and clones for tests. */
  pglite?: PGlite;
  /** The connection pool (kind 'postgres' only): its use and waits are measured (ops/metrics, ADR 0270). */
  pool?: pg.Pool;
  /** Closes the pool or PGlite. */
  destroy(): Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload once its transaction commits. On
   * PostgreSQL it is a connection of its own (never a pooled one); `onError` hears that it broke
   * (the caller listens again). Resolves to the function that stops listening.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onError?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: the public data version shared by every process on the database (the
   * sequence `public_data_version`, lib/public-version.ts), on a connection of its own so that a
   * busy pool never delays a cached answer. Absent on the embedded database (one process).
   */
  versionCounter?(): VersionCounter;
}

/**
 * How this process's connections are named on the server (`pg_stat_activity.application_name`):
 * an operator tells the processes of a deployment apart, and which of them holds which connection.
 */
export const applicationName = (pid = process.pid) => `league api ${pid}`;

const DATE_OID = 1082;
const INT8_OID = 20;

const asText = (value: string) => value;
const asNumber = (value: string) => Number(value);

/**
 * PGlite's own start parameters plus one: a data directory that needs crash recovery (after a
 * kill, or loaded from a dump) makes PostgreSQL arm a 10-second "startup progress" timer that
 * PGlite never clears, which keeps the Node process alive after `close()`.
 */
const PGLITE_START_PARAMS: string[] = [
  ...((PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? []),
  '-c',
  'log_startup_progress_interval=0',
];

/**
 * PGlite in `dataDir`, or in memory when no directory is given; `loadDataDir` starts from a
 * dump (`pglite.dumpDataDir()`) instead of running initdb. On disk, every acknowledged commit is
 * flushed to it first, as PostgreSQL does (durable-fs.ts, ADR 0145).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  // One process per directory (data-dir.ts): a second one refuses to start, naming the first.
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const created = dataDir ? isNewDataDir(dataDir) : false;
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      restrictPermissions(dataDir);
    }
    const parsers = { [DATE_OID]: asText, [INT8_OID]: asNumber };
    const pglite = new PGlite({
      ...(dataDir ? { fs: new DurableNodeFS(dataDir) } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers,
      startParams: dataDir ? durableStartParams(PGLITE_START_PARAMS) : PGLITE_START_PARAMS,
    });
    await pglite.waitReady;
    if (dataDir) restrictPermissions(dataDir);
    // initdb (or the unpacked dump) wrote the new directory without flushing it.
    if (dataDir && created) syncTree(dataDir, [DATA_DIR_UPLOADS]);
    const handle = wrapPglite(pglite);
    return {
      ...handle,
      destroy: async () => {
        try {
          await handle.destroy();
          if (dataDir) restrictPermissions(dataDir);
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: withActor(new PGliteDialect({ pglite })) });
  const listen = async (channel: string, onMessage: (payload: string) => void) => pglite.listen(channel, onMessage);
  return { db, kind: 'pglite', pglite, destroy: () => db.destroy(), listen };
}

export interface PostgresOptions {
  max?: number;
  /** A connection not made within this answers an error (503 to the client) instead of waiting (default 5 s). */
  connectionTimeoutMillis?: number;
  /**
   * Errors of idle pooled connections (a server restart, an administrator ending the
   * session). Without a listener `pg` rethrows them and the process dies; the pool replaces
   * the connection on the next query. Default: written to stderr.
   */
  onIdleError?: (error: Error) => void;
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    application_name: applicationName(),
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return asText;
        if (oid === INT8_OID) return asNumber;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  const onIdleError =
    options.onIdleError ?? ((error: Error) => console.error(`postgres: connection error: ${error.message}`));
  pool.on('error', onIdleError);
  // A connection that dies while checked out (the server restarts, an administrator ends it)
  // emits 'error' on its client: without a listener the process would exit. The query in
  // flight fails (503 to its request) and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', onIdleError);
  });
  const db = new Kysely<Database>({ dialect: withActor(new PostgresDialect({ pool })) });
  const listen = async (channel: string, onMessage: (payload: string) => void, onError?: (error: Error) => void) => {
    const client = new pg.Client({ connectionString, application_name: applicationName() });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => onError?.(error));
    client.on('end', () => onError?.(new Error('LISTEN connection ended')));
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    };
  };
  return {
    db,
    kind: 'postgres',
    pool,
    destroy: () => db.destroy(),
    listen,
    versionCounter: () => sequenceCounter(connectionString),
  };
}

/** A value not yet taken reads as the one before (a new sequence's `last_value` is already its start). */
const READ_VERSION =
  'select case when is_called then last_value else last_value - 1 end as value from public_data_version';
const NEXT_VERSION = "select nextval('public_data_version') as value";

/** The shared public data version on one connection, opened on first use and again after it broke. */
function sequenceCounter(connectionString: string): VersionCounter {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    void lost.end().catch(() => undefined);
  };
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      // A database that does not answer within the pool's own limit (5 s, then 503) fails the
      // read: public answers then come from memory instead of waiting longer.
      const fresh = new pg.Client({
        connectionString,
        application_name: applicationName(),
        connectionTimeoutMillis: 5_000,
        query_timeout: 5_000,
      });
      fresh.on('error', () => drop(fresh));
      fresh.on('end', () => drop(fresh));
      await fresh.connect();
      if (closed) {
        await fresh.end();
        throw new Error('the version counter is closed');
      }
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const value = async (text: string): Promise<number> => {
    const current = client ?? (await connect());
    try {
      const result = await current.query<{ value: string }>(text);
      return Number(result.rows[0].value);
    } catch (error) {
      drop(current);
      throw error;
    }
  };
  return {
    read: () => value(READ_VERSION),
    next: () => value(NEXT_VERSION),
    close: async () => {
      closed = true;
      const current = client;
      client = null;
      await connecting?.catch(() => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
