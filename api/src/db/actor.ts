// Who is writing, told to the database (ADR 0240). A signed-in person's write request runs in an
// async context that names them (`runAsRequest`, registered for every request in app.ts); the
// dialect wrapper below sets the session setting `league.actor` on each connection the request
// takes from the pool and clears it when the connection goes back. The history trigger
// (migration 20261129010100_change_history) reads it inside the very statement that writes, so a
// write in a transaction or alone is recorded with its author, in its own transaction.
//
// Reads (GET, HEAD) and requests of nobody signed in set nothing: they cost no extra statement.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

export interface Actor {
  id: number;
  name: string;
  role: string;
}

/** What the current request says about its author: read when a connection is taken. */
type ActorSource = () => Actor | null;

const context = new AsyncLocalStorage<ActorSource>();

/** Runs `fn` (the rest of a request) with `actor` answering who writes. */
export function runAsActor<T>(actor: ActorSource, fn: () => T): T {
  return context.run(actor, fn);
}

/** The author of the current write, or null (a read, a job, a visitor). */
export function currentActor(): Actor | null {
  return context.getStore()?.() ?? null;
}

const SET = "select set_config('league.actor', $1, false)";
const CLEAR = "select set_config('league.actor', '', false)";

class ActorDriver implements Driver {
  readonly #named = new WeakSet<DatabaseConnection>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const actor = currentActor();
    if (actor) {
      try {
        await connection.executeQuery(
          CompiledQuery.raw(SET, [JSON.stringify({ id: actor.id, name: actor.name, role: actor.role })]),
        );
      } catch (error) {
        await this.inner.releaseConnection(connection);
        throw error;
      }
      this.#named.add(connection);
    }
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.#named.has(connection)) {
      this.#named.delete(connection);
      try {
        await connection.executeQuery(CompiledQuery.raw(CLEAR, []));
      } finally {
        await this.inner.releaseConnection(connection);
      }
      return;
    }
    await this.inner.releaseConnection(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported by this driver');
    return this.inner.savepoint(connection, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this driver');
    return this.inner.rollbackToSavepoint(connection, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported by this driver');
    return this.inner.releaseSavepoint(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` whose connections carry the current request's author to the database. */
export function withActor(dialect: Dialect): Dialect {
  return {
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createDriver: (): Driver => new ActorDriver(dialect.createDriver()),
    createIntrospector: (db: Kysely<any>): DatabaseIntrospector => dialect.createIntrospector(db),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
  };
}
