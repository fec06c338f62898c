// SQL of the cabinet's seasons (ADR 0175). Every function takes `db` or a `trx` first; the service
// opens the transaction. Every season write first locks all the seasons (`lockAll`, id order): the
// table is a handful of rows, and one writer at a time keeps "one season per year" and "exactly one
// current" true whatever two super_admins do at once.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

export interface CabinetSeasonRow {
  id: number;
  year: number;
  title: string;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  start_date: string;
  end_date: string;
  current: boolean;
  tournaments_count: number;
}

export interface SeasonValues {
  year: number;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  start_date: string;
  end_date: string;
}

export async function listCabinetSeasons(db: Executor, language: Language, id?: number): Promise<CabinetSeasonRow[]> {
  let query = db
    .selectFrom('seasons as s')
    .select([
      's.id',
      's.year',
      localized('s.title', language).as('title'),
      's.title_kk',
      's.title_ru',
      's.title_en',
      sql<string>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_date'),
      's.current',
      (eb) =>
        eb
          .selectFrom('tournaments as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.season_id', '=', 's.id')
          .as('tournaments_count'),
    ]);
  if (id !== undefined) query = query.where('s.id', '=', id);
  const rows = await query.orderBy('s.year', 'desc').execute();
  return rows.map((r) => ({ ...r, tournaments_count: Number(r.tournaments_count ?? 0) }));
}

/** Locks every season (id order); returns their ids and years. */
export async function lockAll(trx: Executor): Promise<Array<{ id: number; year: number }>> {
  return trx.selectFrom('seasons').select(['id', 'year']).orderBy('id').forUpdate().execute();
}

/**
 * Every season's id and year, read by a statement of its own after `lockAll`: in READ COMMITTED a
 * locking statement that waited does not see rows committed meanwhile, a later statement does.
 */
export async function years(trx: Executor): Promise<Array<{ id: number; year: number }>> {
  return trx.selectFrom('seasons').select(['id', 'year']).execute();
}

export async function insertSeason(trx: Executor, values: SeasonValues): Promise<number> {
  const row = await trx.insertInto('seasons').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSeason(trx: Executor, id: number, values: SeasonValues, now: Date) {
  await trx
    .updateTable('seasons')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The season becomes the one current season (the previous one first stops being so: the partial unique index allows one). */
export async function makeCurrent(trx: Executor, id: number, now: Date) {
  await trx
    .updateTable('seasons')
    .set({ current: false, updated_at: now })
    .where('current', '=', true)
    .where('id', '!=', id)
    .execute();
  await trx
    .updateTable('seasons')
    .set({ current: true, updated_at: now })
    .where('id', '=', id)
    .where('current', '=', false)
    .execute();
}
