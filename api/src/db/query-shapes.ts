// Queries compiled once per shape. Many reads build the same SQL text on every call and differ
// only in their parameters' values: building a query with Kysely's builders and compiling it
// costs more CPU than running a small read in the embedded database. A `QueryShapes` builds
// and compiles such a query once per shape — the choices its SQL text depends on (a language,
// which filters are given, which parts are read) — and runs that SQL with each call's values.
//
// The first call of a shape builds the query from stand-ins of its values; each stand-in must
// end up as a parameter of the SQL (a stand-in read by JavaScript — its length, its elements, a
// branch on it — would make the SQL depend on a value: that throws). A value left undefined is
// passed as undefined and becomes part of the shape, so `if (value !== undefined)` branches are
// safe; every other choice the SQL text depends on belongs in the shape's key.
import { createQueryId, type CompiledQuery, type QueryResult } from 'kysely';
import type { Executor } from './database';

/** What a query is built from: its parameters' values by name (undefined: not given). */
export type ShapeValues = Record<string, unknown>;

/** Stands for a value while a shape is compiled; found again among the compiled parameters. */
class StandIn {
  constructor(readonly name: string) {
    Object.freeze(this);
  }
}

interface Template {
  compiled: CompiledQuery;
  /** Per parameter of the SQL: the name of the value it takes, or a constant of the query. */
  parameters: ({ value: string } | { constant: unknown })[];
}

export interface ShapeDefinition<S, V extends ShapeValues> {
  /** Names the shape in errors. */
  name: string;
  /** Everything the SQL text depends on besides `values`, as a string (which values are given is added to it). */
  key: (shape: S) => string;
  /** The compiled query of a shape with these values (stand-ins the first time). */
  build: (db: Executor, shape: S, values: V) => CompiledQuery;
}

export class QueryShapes<S, V extends ShapeValues> {
  /** Compiled SQL per dialect adapter (one per database), then per shape. */
  readonly #templates = new WeakMap<object, Map<string, Template>>();

  constructor(private readonly definition: ShapeDefinition<S, V>) {}

  /** The compiled query of `shape` with `values`: built and compiled once per shape and values given. */
  compile(db: Executor, shape: S, values: V): CompiledQuery {
    const executor = db.getExecutor();
    // A plugin may rewrite queries and results per query: those are built every time.
    if (executor.plugins.length > 0) return this.definition.build(db, shape, values);
    let byShape = this.#templates.get(executor.adapter);
    if (!byShape) {
      byShape = new Map();
      this.#templates.set(executor.adapter, byShape);
    }
    const given = Object.keys(values).filter((name) => values[name] !== undefined);
    const key = `${this.definition.key(shape)}|${given.join(',')}`;
    let template = byShape.get(key);
    if (!template) {
      template = this.#template(db, shape, values, given);
      byShape.set(key, template);
    }
    return {
      query: template.compiled.query,
      queryId: createQueryId(),
      sql: template.compiled.sql,
      parameters: template.parameters.map((p) => ('value' in p ? values[p.value] : p.constant)),
    };
  }

  /** Runs the query of `values` (see `compile`). */
  execute<R>(db: Executor, shape: S, values: V): Promise<QueryResult<R>> {
    return db.executeQuery<R>(this.compile(db, shape, values) as CompiledQuery<R>);
  }

  #template(db: Executor, shape: S, values: V, given: string[]): Template {
    const standIns = Object.fromEntries(given.map((name) => [name, new StandIn(name)]));
    const compiled = this.definition.build(db, shape, { ...values, ...standIns });
    const used = new Set<string>();
    const parameters = compiled.parameters.map((p) => {
      if (!(p instanceof StandIn)) return { constant: p };
      used.add(p.name);
      return { value: p.name };
    });
    const unused = given.filter((name) => !used.has(name));
    if (unused.length)
      throw new Error(
        `${this.definition.name}: ${unused.join(', ')} must be parameters of the SQL, not read while it is built`,
      );
    return { compiled, parameters };
  }
}
