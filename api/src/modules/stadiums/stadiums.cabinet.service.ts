// The stadiums registry of the cabinet (super_admin): the paged list, one stadium, and the
// writes — each in one transaction. A stadium any match uses cannot be deleted.
import {
  parseSort,
  type CabinetStadium,
  type Language,
  type StadiumBody,
  type StadiumsQuery,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import * as repository from './stadiums.repository';
import { orNull } from '../../lib/text';

function toCabinetStadium(row: repository.CabinetStadiumRow): CabinetStadium {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_kk: row.title_kk,
    title_ru: row.title_ru,
    title_en: row.title_en,
    address: row.address,
    address_kk: row.address_kk,
    address_ru: row.address_ru,
    address_en: row.address_en,
    city: row.city_id !== null && row.city_title !== null ? { id: row.city_id, title: row.city_title } : null,
    capacity: row.capacity,
    matches_count: Number(row.matches_count),
  };
}

export function createStadiumsCabinetService({ db, clock }: { db: DB; clock: Clock }) {
  async function values(executor: Executor, body: StadiumBody): Promise<repository.StadiumValues> {
    if (!(await repository.cityExists(executor, body.city_id)))
      throw new AppError('validation_failed', { fields: { city_id: [{ rule: 'one_of' }] } });
    return {
      title_kk: body.title_kk.trim(),
      title_ru: orNull(body.title_ru),
      title_en: orNull(body.title_en),
      address_kk: orNull(body.address_kk),
      address_ru: orNull(body.address_ru),
      address_en: orNull(body.address_en),
      city_id: body.city_id,
      capacity: body.capacity ?? null,
    };
  }

  async function detail(language: Language, id: number): Promise<CabinetStadium> {
    const row = await repository.findStadium(db, language, id);
    if (!row) throw new AppError('not_found');
    return toCabinetStadium(row);
  }

  return {
    detail,

    async list(language: Language, query: StadiumsQuery) {
      const window = pageWindow(query);
      const sort = parseSort(query.sort, 'title');
      const { total, rows } = await repository.pageStadiums(
        db,
        language,
        { q: query.q?.trim() || undefined, cityId: query.city_id },
        sort,
        window,
      );
      return { data: rows.map(toCabinetStadium), total, window };
    },

    async create(language: Language, body: StadiumBody): Promise<CabinetStadium> {
      const id = await inTransaction(db, async (trx) => {
        const row = await values(trx, body);
        const base = slugFrom(row.title_en ?? row.title_ru ?? row.title_kk, 'stadium');
        const created = await insertWithFreeSlug(
          base,
          (candidate) => repository.stadiumSlugTaken(trx, candidate),
          (slug) => repository.insertStadium(trx, { ...row, slug }),
        );
        return created.id;
      });
      return detail(language, id);
    },

    async update(language: Language, id: number, body: StadiumBody): Promise<CabinetStadium> {
      await inTransaction(db, async (trx) => {
        if (!(await repository.lockStadium(trx, id))) throw new AppError('not_found');
        await repository.updateStadium(trx, id, await values(trx, body), clock());
      });
      return detail(language, id);
    },

    async remove(id: number): Promise<{ id: number }> {
      await inTransaction(db, async (trx) => {
        if (!(await repository.lockStadium(trx, id))) throw new AppError('not_found');
        const matches = await repository.stadiumMatchCount(trx, id);
        if (matches > 0) throw new AppError('stadium_in_use', { data: { current: { id, matches_count: matches } } });
        await repository.deleteStadium(trx, id);
      });
      return { id };
    },
  };
}

export type StadiumsCabinetService = ReturnType<typeof createStadiumsCabinetService>;
