// A Kysely dialect for embedded PGlite (PostgreSQL in WebAssembly). PGlite is one connection,
// so the driver hands it out to one user at a time: a transaction holds it until commit or
// rollback, and other queries wait. Inside a transaction (`inTransaction`) use the `trx` handle, never `db`.
//
// Reads and writes (`select`, `with`, `insert`, `update`, `delete`) run as named prepared
// statements, one per SQL text (the last 200 texts by default): the first run parses the text
// once; later runs send bind, describe, execute and sync in ONE call into PGlite instead of six,
// and with `force_generic_plan` the statement is planned once too. Other statements (DDL,
// transaction control) take PGlite's `query`, and DDL closes the prepared statements.
import { type PGlite, type Results, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

export interface PGliteDialectConfig {
  pglite: PGlite;
  /** Close the PGlite instance when Kysely is destroyed (default true). */
  closeOnDestroy?: boolean;
  /** How many SQL texts keep a named prepared statement (default 200; 0: none). */
  preparedStatements?: number;
  /**
   * Plan a prepared statement once, without its parameters' values (`plan_cache_mode =
   * force_generic_plan`; default true). Planning is half the cost of a read in the WebAssembly
   * build, and the tables are small enough that a plan made for any value serves every value.
   */
  genericPlans?: boolean;
}

export class PGliteDialect implements Dialect {
  constructor(private readonly config: PGliteDialectConfig) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.config);
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** A FIFO lock: the single PGlite connection is lent to one caller at a time. */
class ConnectionLock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

const PREPARABLE = /^\s*\(?\s*(select|with|insert|update|delete)\b/i;
const SCHEMA_COMMANDS = /^(create|alter|drop|truncate|comment|grant|revoke|reindex|cluster|import|do)\b/i;
// The cached statement no longer fits the schema (its result type changed, or it is gone).
const STALE_STATEMENT = new Set(['0A000', '26000']);
const { serialize } = protocol;
// Statement names stay unique when several dialects share one PGlite.
const NAME_PREFIX = `kysely_${Math.random().toString(36).slice(2, 8)}_`;
let statementCounter = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

class PGliteConnection implements DatabaseConnection {
  readonly #statements = new Map<string, Prepared>();
  #closing: string[] = [];

  constructor(
    private readonly pglite: PGlite,
    private readonly capacity: number,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const params = [...compiledQuery.parameters];
    const result =
      this.capacity > 0 && PREPARABLE.test(compiledQuery.sql)
        ? await this.#runPrepared<R>(compiledQuery.sql, params)
        : await this.pglite.query<R>(compiledQuery.sql, params, { rowMode: 'object' });
    const command = result.command?.toUpperCase();
    if (command && SCHEMA_COMMANDS.test(command)) this.#forgetAll();
    return {
      rows: result.rows ?? [],
      numAffectedRows:
        command && WRITE_COMMANDS.has(command) && result.affectedRows !== undefined
          ? BigInt(result.affectedRows)
          : undefined,
    };
  }

  async #runPrepared<R>(sql: string, params: unknown[]) {
    try {
      return await this.#execute<R>(sql, params);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !STALE_STATEMENT.has(code) || this.pglite.isInTransaction()) throw error;
      this.#forgetAll();
      return await this.#execute<R>(sql, params);
    }
  }

  async #execute<R>(sql: string, params: unknown[]) {
    return await this.pglite.runExclusive(async () => {
      try {
        let statement = this.#statements.get(sql);
        if (statement) {
          // Most recently used last: the first entry is the one to close when full.
          this.#statements.delete(sql);
          this.#statements.set(sql, statement);
        } else {
          statement = await this.#prepare(sql);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = this.pglite.serializers[statement!.paramTypes[i]];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await this.pglite.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        return pgliteParse.parseResults(messages, this.pglite.parsers, { rowMode: 'object' })[0] as Results<R>;
      } catch (error) {
        Object.assign(error as object, { query: sql, params });
        throw error;
      }
    });
  }

  async #prepare(sql: string): Promise<Prepared> {
    if (this.#statements.size >= this.capacity) {
      const [oldest, entry] = this.#statements.entries().next().value!;
      this.#statements.delete(oldest);
      this.#closing.push(entry.name);
    }
    const statement: Prepared = { name: `${NAME_PREFIX}${++statementCounter}`, paramTypes: [] };
    const closing = this.#closing;
    const { messages } = await this.pglite.execProtocol(
      concat([
        ...closing.map((name) => serialize.close({ type: 'S', name })),
        serialize.parse({ name: statement.name, text: sql }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    this.#closing = this.#closing.filter((name) => !closing.includes(name));
    statement.paramTypes = pgliteParse.parseDescribeStatementResults(messages);
    this.#statements.set(sql, statement);
    return statement;
  }

  /** The schema changed: every statement is closed with the next one prepared. */
  #forgetAll(): void {
    for (const { name } of this.#statements.values()) this.#closing.push(name);
    this.#statements.clear();
  }

  // PGlite has no cursors over its wire; the result is read whole and handed out in chunks.
  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += chunkSize) {
      yield { rows: rows.slice(i, i + chunkSize) };
    }
  }
}

class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #lock = new ConnectionLock();
  readonly #connection: PGliteConnection;
  #release: (() => void) | null = null;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
    this.#connection = new PGliteConnection(config.pglite, config.preparedStatements ?? 200);
  }

  async init(): Promise<void> {
    await this.#config.pglite.waitReady;
    if ((this.#config.preparedStatements ?? 200) > 0 && this.#config.genericPlans !== false) {
      await this.#config.pglite.exec('set plan_cache_mode = force_generic_plan');
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#lock.acquire();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    if (this.#config.closeOnDestroy !== false && !this.#config.pglite.closed) {
      await this.#config.pglite.close();
    }
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
