// The tournament form's writes (super_admin, one transaction each): checking a form body,
// creating and changing a tournament, and the list's order.
import type { TournamentBody } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import * as repository from '../tournaments.cabinet.repository';
import type { TournamentsCabinetDeps } from './deps';
import { writable, write } from './write';
import { orNull } from '../../../lib/text';

const JOKER_QUOTA_DEFAULT = 2;
const MATCH_LENGTH_DEFAULT = 80;

/** Checks a form body and turns it into column values (field errors in one 422). */
async function values(trx: Executor, body: TournamentBody): Promise<repository.TournamentValues> {
  const fields: FieldErrors = {};
  if (!(await repository.seasonExists(trx, body.season_id))) fields.season_id = [{ rule: 'one_of' }];
  if (body.birth_year_to < body.birth_year_from) fields.birth_year_to = [{ rule: 'birth_year_order' }];
  const opens = body.entry_opens_on ?? null;
  const closes = body.entry_closes_on ?? null;
  if (opens !== null && closes === null) fields.entry_closes_on = [{ rule: 'required' }];
  if (opens === null && closes !== null) fields.entry_opens_on = [{ rule: 'required' }];
  if (opens !== null && closes !== null && closes < opens) fields.entry_closes_on = [{ rule: 'end_before_start' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return {
    title_kk: body.title_kk.trim(),
    title_ru: orNull(body.title_ru),
    title_en: orNull(body.title_en),
    season_id: body.season_id,
    age_group: body.age_group.trim(),
    birth_year_from: body.birth_year_from,
    birth_year_to: body.birth_year_to,
    gender: body.gender,
    format: body.format ?? 'league',
    joker_quota: body.joker_quota ?? JOKER_QUOTA_DEFAULT,
    match_length_minutes: body.match_length_minutes ?? MATCH_LENGTH_DEFAULT,
    start_date: body.start_date ?? null,
    entry_opens_on: opens,
    entry_closes_on: closes,
  };
}

export async function createTournament(deps: TournamentsCabinetDeps, body: TournamentBody): Promise<{ id: number }> {
  return write(deps, async (trx) => {
    const row = await values(trx, body);
    const base = slugFrom(orNull(body.title_en) ?? orNull(body.title_ru) ?? row.title_kk, 'tournament');
    const sort = await repository.nextSort(trx);
    const { id } = await insertWithFreeSlug(
      base,
      (candidate) => repository.slugTaken(trx, candidate),
      (slug) => repository.insertTournament(trx, { ...row, slug, active: body.active ?? false, sort }),
    );
    return { id };
  });
}

export async function updateTournament(
  deps: TournamentsCabinetDeps,
  id: number,
  body: TournamentBody,
): Promise<{ id: number }> {
  return write(deps, async (trx) => {
    await writable(trx, id);
    await repository.updateTournament(
      trx,
      id,
      { ...(await values(trx, body)), ...(body.active === undefined ? {} : { active: body.active }) },
      deps.clock(),
    );
    return { id };
  });
}

export async function reorderTournaments(deps: TournamentsCabinetDeps, ids: number[]): Promise<{ ids: number[] }> {
  return write(deps, async (trx) => {
    const unique = [...new Set(ids)];
    const known = new Set(await repository.existingIds(trx, unique));
    if (unique.some((id) => !known.has(id)))
      throw new AppError('validation_failed', { fields: { ids: [{ rule: 'one_of' }] } });
    await repository.setSort(trx, unique);
    return { ids: unique };
  });
}
