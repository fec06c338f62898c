// Creating and changing a team (one transaction each): the title is unique within the club (per
// language, case-insensitive), the birth year at most the current one; an archived club takes no new team.
import type { TeamCreateBody, TeamEditBody } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import type { CurrentUser } from '../../auth/index';
import * as repository from '../teams.repository';
import { currentYear, type TeamsCabinetDeps } from './deps';
import { writable } from './scope';
import { orNull } from '../../../lib/text';

/** A unique-index violation (two saves of one title at once): the same answer as the check. */
function isTitleIndexViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('teams_club_title_kk_unique');
}

const titleTaken = () => new AppError('validation_failed', { fields: { title_kk: [{ rule: 'team_title_taken' }] } });

/** Checks a body against the rules the contract cannot know and turns it into column values. */
async function values(
  deps: TeamsCabinetDeps,
  trx: Executor,
  clubId: number,
  body: TeamEditBody,
  exceptId?: number,
): Promise<repository.TeamValues> {
  const out: repository.TeamValues = {
    title_kk: body.title_kk.trim(),
    title_ru: orNull(body.title_ru),
    title_en: orNull(body.title_en),
    birth_year: body.birth_year,
    is_woman_squad: body.is_woman_squad ?? false,
    position: body.position ?? 0,
    is_active: body.is_active ?? true,
  };
  const fields: FieldErrors = {};
  if (out.birth_year > currentYear(deps))
    fields.birth_year = [{ rule: 'max_value', params: { value: currentYear(deps) } }];
  for (const key of await repository.takenTeamTitles(trx, clubId, out, exceptId))
    fields[key] = [{ rule: 'team_title_taken' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return out;
}

export async function createTeam(
  deps: TeamsCabinetDeps,
  body: TeamCreateBody,
): Promise<{ id: number; slug: string; club_id: number }> {
  try {
    return await inTransaction(deps.db, async (trx) => {
      const club = await repository.lockClubOfTeams(trx, body.club_id, true);
      if (!club) throw new AppError('validation_failed', { fields: { club_id: [{ rule: 'one_of' }] } });
      if (club.archived_at !== null)
        throw new AppError('club_archived_no_teams', { data: { current: { id: club.id, archived: true } } });
      const row = await values(deps, trx, body.club_id, body);
      const base = slugFrom(row.title_en ?? row.title_ru ?? row.title_kk, 'team');
      const { id, slug } = await insertWithFreeSlug(
        base,
        (candidate) => repository.teamSlugTaken(trx, candidate),
        (candidate) => repository.insertTeam(trx, { ...row, club_id: body.club_id, slug: candidate }),
      );
      return { id, slug, club_id: body.club_id };
    });
  } catch (error) {
    throw isTitleIndexViolation(error) ? titleTaken() : error;
  }
}

export async function editTeam(
  deps: TeamsCabinetDeps,
  user: CurrentUser,
  id: number,
  body: TeamEditBody,
): Promise<{ id: number; slug: string; club_id: number }> {
  try {
    return await inTransaction(deps.db, async (trx) => {
      const team = await writable(trx, user, id);
      await repository.updateTeam(trx, id, await values(deps, trx, team.club_id, body, id), deps.clock());
      return { id, slug: team.slug, club_id: team.club_id };
    });
  } catch (error) {
    throw isTitleIndexViolation(error) ? titleTaken() : error;
  }
}
