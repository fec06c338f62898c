// The league's seasons in the cabinet (ADR 0175): the list, a new season, a change of one, making
// one current. super_admin only (the endpoints' policy). A season's year is its start date's year
// (one season per year: 2027/2028 starts in 2027); its end is after its start; exactly one season
// is current. Every write locks all the seasons first, so two super_admins making different
// seasons current at once leave exactly one current: the second waits, then moves it again.
import type { CabinetSeason, Language, SeasonBody } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError, type FieldErrors } from '../../lib/errors';
import * as repository from './seasons.repository';
import { orNull } from '../../lib/text';

export function createSeasonsService({ db, clock }: { db: DB; clock: Clock }) {
  function values(body: SeasonBody): repository.SeasonValues {
    const fields: FieldErrors = {};
    if (body.end_date <= body.start_date) fields.end_date = [{ rule: 'season_end_before_start' }];
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    return {
      year: Number(body.start_date.slice(0, 4)),
      title_kk: body.title_kk.trim(),
      title_ru: orNull(body.title_ru),
      title_en: orNull(body.title_en),
      start_date: body.start_date,
      end_date: body.end_date,
    };
  }

  const yearTaken = (year: number): never => {
    throw new AppError('validation_failed', {
      fields: { start_date: [{ rule: 'season_year_taken', params: { year } }] },
    });
  };

  async function one(language: Language, id: number): Promise<CabinetSeason> {
    const [row] = await repository.listCabinetSeasons(db, language, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    list: (language: Language): Promise<CabinetSeason[]> => repository.listCabinetSeasons(db, language),

    async create(language: Language, body: SeasonBody): Promise<CabinetSeason> {
      const row = values(body);
      const id = await inTransaction(
        db,
        async (trx) => {
          await repository.lockAll(trx);
          if ((await repository.years(trx)).some((s) => s.year === row.year)) yearTaken(row.year);
          return repository.insertSeason(trx, row);
        },
        { label: 'season' },
      );
      return one(language, id);
    },

    async update(language: Language, id: number, body: SeasonBody): Promise<CabinetSeason> {
      const row = values(body);
      await inTransaction(
        db,
        async (trx) => {
          await repository.lockAll(trx);
          const seasons = await repository.years(trx);
          if (!seasons.some((s) => s.id === id)) throw new AppError('not_found');
          if (seasons.some((s) => s.year === row.year && s.id !== id)) yearTaken(row.year);
          await repository.updateSeason(trx, id, row, clock());
        },
        { label: 'season' },
      );
      return one(language, id);
    },

    async makeCurrent(language: Language, id: number): Promise<CabinetSeason> {
      await inTransaction(
        db,
        async (trx) => {
          const seasons = await repository.lockAll(trx);
          if (!seasons.some((s) => s.id === id)) throw new AppError('not_found');
          await repository.makeCurrent(trx, id, clock());
        },
        { label: 'season' },
      );
      return one(language, id);
    },
  };
}

export type SeasonsService = ReturnType<typeof createSeasonsService>;
