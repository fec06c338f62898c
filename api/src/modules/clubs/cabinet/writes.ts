// The league's writes to a club (super_admin, one transaction each): checking a body, creating,
// changing, archiving and deleting a club (a club with teams cannot be deleted).
import type { ClubCreateBody, ClubPatchBody } from '@league/shared/contracts';
import { UNIFORM_COLORS as COLORS } from '@league/shared/labels';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import * as repository from '../clubs.repository';
import type { ClubsCabinetDeps } from './deps';
import { writable } from './scope';
import { orNull } from '../../../lib/text';

/** Checks the references of a body and turns it into column values. */
async function values(executor: Executor, body: ClubPatchBody): Promise<repository.ClubValues> {
  const fields: FieldErrors = {};
  if (body.city_id != null && !(await repository.cityExists(executor, body.city_id)))
    fields.city_id = [{ rule: 'one_of' }];
  if (body.colors && body.colors.some((key) => !(key in COLORS))) fields.colors = [{ rule: 'one_of' }];
  if (body.colors && body.colors.length > 3) fields.colors = [{ rule: 'max', params: { length: 3 } }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const out: repository.ClubValues = {};
  if (body.title_kk !== undefined) out.title_kk = body.title_kk.trim();
  for (const key of ['title_ru', 'title_en', 'description_kk', 'description_ru', 'description_en'] as const) {
    if (body[key] !== undefined) out[key] = orNull(body[key]);
  }
  if (body.city_id !== undefined) out.city_id = body.city_id;
  if (body.founded_year !== undefined) out.founded_year = body.founded_year;
  if (body.colors !== undefined) out.colors = JSON.stringify([...new Set(body.colors)]);
  return out;
}

export async function createClub(
  { db }: ClubsCabinetDeps,
  body: ClubCreateBody,
): Promise<{ id: number; slug: string }> {
  return inTransaction(db, async (trx) => {
    const row = await values(trx, body);
    const title = body.title_kk.trim();
    const base = slugFrom(orNull(body.title_en) ?? orNull(body.title_ru) ?? title, 'club');
    return insertWithFreeSlug(
      base,
      (candidate) => repository.clubSlugTaken(trx, candidate),
      (slug) => repository.insertClub(trx, { ...row, title_kk: title, slug }),
    );
  });
}

export async function updateClub(
  { db, clock }: ClubsCabinetDeps,
  id: number,
  body: ClubPatchBody,
): Promise<{ id: number; slug: string }> {
  return inTransaction(db, async (trx) => {
    const club = await writable(trx, id);
    await repository.updateClub(trx, id, await values(trx, body), clock());
    return { id, slug: club.slug };
  });
}

export async function archiveClub({ db, clock }: ClubsCabinetDeps, id: number): Promise<{ id: number; slug: string }> {
  return inTransaction(db, async (trx) => {
    const club = await writable(trx, id);
    await repository.archiveClub(trx, id, clock());
    return { id, slug: club.slug };
  });
}

export async function removeClub({ db }: ClubsCabinetDeps, id: number): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    const club = await repository.lockClub(trx, id);
    if (!club) throw new AppError('not_found');
    const teamsCount = await repository.clubTeamCount(trx, id);
    if (teamsCount > 0)
      throw new AppError('club_has_teams', {
        data: { current: { id, slug: club.slug, archived: club.archived_at !== null, teams_count: teamsCount } },
      });
    await repository.deleteClub(trx, id);
  });
  return { id };
}
