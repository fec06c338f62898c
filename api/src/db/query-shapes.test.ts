// Queries compiled once per shape: built once per key and values given, run with each call's values.
import '../../test/jest-esm';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import type { Executor } from './database';
import { openPglite } from './connection';
import { QueryShapes } from './query-shapes';

interface Tables {
  items: { id: number; kind: string; title_kk: string; title_ru: string };
}

const compileOnly = () =>
  new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

type Values = { ids?: number[]; kind?: string };
type Shape = { language: 'kk' | 'ru' };

/** Items by ids, of a kind when given, with the title in a language. */
function buildItems(db: Executor, shape: Shape, values: Values) {
  let query = (db as unknown as Kysely<Tables>)
    .selectFrom('items')
    .select(['id', sql.ref(`title_${shape.language}`).as('title')])
    .where('id', '=', sql<number>`any(${values.ids}::int[])`);
  // Used twice: both parameters take the value.
  if (values.kind !== undefined)
    query = query.where((eb) => eb.or([eb('kind', '=', values.kind!), eb('title_kk', '=', values.kind!)]));
  return query.orderBy('id').limit(10).compile();
}

/** The items query compiled once per shape, with its builds counted. */
function itemShapes() {
  const built: string[] = [];
  const shapes = new QueryShapes<Shape, Values>({
    name: 'items',
    key: (shape) => shape.language,
    build(db, shape, values) {
      built.push(shape.language);
      return buildItems(db, shape, values);
    },
  });
  return { shapes, built };
}

describe('QueryShapes', () => {
  it('builds a shape once and runs its SQL with each call’s values', () => {
    const db = compileOnly() as unknown as Executor;
    const { shapes, built } = itemShapes();
    const first = shapes.compile(db, { language: 'ru' }, { ids: [1, 2] });
    const second = shapes.compile(db, { language: 'ru' }, { ids: [3] });
    expect(built).toEqual(['ru']);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([[1, 2], 10]);
    expect(second.parameters).toEqual([[3], 10]);
    expect(second.queryId).not.toBe(first.queryId);
  });

  it('builds again for another key or other values given', () => {
    const db = compileOnly() as unknown as Executor;
    const { shapes, built } = itemShapes();
    const ru = shapes.compile(db, { language: 'ru' }, { ids: [1] });
    const kk = shapes.compile(db, { language: 'kk' }, { ids: [1] });
    const ofKind = shapes.compile(db, { language: 'ru' }, { ids: [1], kind: 'a' });
    const ofKindAgain = shapes.compile(db, { language: 'ru' }, { ids: [2], kind: 'b' });
    const unkinded = shapes.compile(db, { language: 'ru' }, { ids: [3], kind: undefined });
    expect(built).toEqual(['ru', 'kk', 'ru']);
    expect(kk.sql).not.toBe(ru.sql);
    expect(ofKind.sql).not.toBe(ru.sql);
    expect(ofKindAgain.sql).toBe(ofKind.sql);
    expect(ofKindAgain.parameters).toEqual([[2], 'b', 'b', 10]);
    expect(unkinded.sql).toBe(ru.sql);
    expect(unkinded.parameters).toEqual([[3], 10]);
  });

  it('gives the SQL and parameters of building the query every time', () => {
    const db = compileOnly() as unknown as Executor;
    const { shapes } = itemShapes();
    shapes.compile(db, { language: 'kk' }, { ids: [5], kind: 'x' });
    const cached = shapes.compile(db, { language: 'kk' }, { ids: [7, 8], kind: 'y' });
    const direct = buildItems(db, { language: 'kk' }, { ids: [7, 8], kind: 'y' });
    expect(cached.sql).toBe(direct.sql);
    expect(cached.parameters).toEqual(direct.parameters);
  });

  it('refuses a value read while the query is built (the SQL would depend on it)', () => {
    const db = compileOnly() as unknown as Executor;
    const shapes = new QueryShapes<null, { ids: number[] }>({
      name: 'by-length',
      key: () => '',
      build: (executor, _shape, values) =>
        (executor as unknown as Kysely<Tables>)
          .selectFrom('items')
          .select('id')
          .where('id', 'in', Array.isArray(values.ids) ? values.ids : [0])
          .compile(),
    });
    expect(() => shapes.compile(db, null, { ids: [1, 2] })).toThrow('by-length: ids must be parameters of the SQL');
  });

  it('builds every time on a database with a plugin', () => {
    const db = compileOnly().withPlugin(new CamelCasePlugin()) as unknown as Executor;
    const { shapes, built } = itemShapes();
    shapes.compile(db, { language: 'ru' }, { ids: [1] });
    shapes.compile(db, { language: 'ru' }, { ids: [2] });
    expect(built).toEqual(['ru', 'ru']);
  });

  it('runs on the database with the new values', async () => {
    const database = await openPglite();
    const db = database.db as unknown as Kysely<Tables>;
    try {
      await sql`create table items (id integer primary key, kind text not null, title_kk text not null, title_ru text not null)`.execute(
        db,
      );
      await db
        .insertInto('items')
        .values([
          { id: 1, kind: 'a', title_kk: 'бір', title_ru: 'один' },
          { id: 2, kind: 'b', title_kk: 'екі', title_ru: 'два' },
          { id: 3, kind: 'a', title_kk: 'үш', title_ru: 'три' },
        ])
        .execute();
      const { shapes, built } = itemShapes();
      const run = async (language: 'kk' | 'ru', values: Values) =>
        (await shapes.execute<{ id: number; title: string }>(database.db, { language }, values)).rows;
      expect(await run('ru', { ids: [1, 2, 3], kind: 'a' })).toEqual([
        { id: 1, title: 'один' },
        { id: 3, title: 'три' },
      ]);
      expect(await run('ru', { ids: [2, 3], kind: 'a' })).toEqual([{ id: 3, title: 'три' }]);
      expect(await run('kk', { ids: [2] })).toEqual([{ id: 2, title: 'екі' }]);
      expect(built).toEqual(['ru', 'kk']);
    } finally {
      await database.destroy();
    }
  });
});
