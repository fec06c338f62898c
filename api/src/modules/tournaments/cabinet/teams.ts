// A tournament's teams in the cabinet: the teams with the ones that may still be added, adding
// and removing teams (super_admin), and admitting one inside an accepted entry request.
import type { Language, TeamCandidate, TournamentTeamRow } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { clubFilter, type CurrentUser } from '../../auth/index';
import type { TeamListRow } from '../../teams/index';
import * as entries from '../entries.repository';
import * as repository from '../tournaments.cabinet.repository';
import type { TournamentsCabinetDeps } from './deps';
import { teamRows } from './reads';
import { fits, readable } from './scope';
import { refuse, writable, write } from './write';

export async function tournamentTeams(
  deps: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<{ teams: TournamentTeamRow[]; candidates: TeamCandidate[] }> {
  const row = await readable(deps, language, user, id);
  const clubId = clubFilter(user);
  const list = await teamRows(deps, language, id, clubId);
  if (user.role !== 'super_admin' || row.end_date !== null) return { teams: list, candidates: [] };
  // A team already on the page (a participant, or an application of any status: decided there)
  // or asking to enter (decided in the entry requests) is not offered a second time.
  const taken = new Set([
    ...(await repository.tournamentTeams(deps.db, id)).map((l) => l.team_id),
    ...(await entries.openTeamIds(deps.db, id)),
  ]);
  const candidates = (await deps.teams.rows(language))
    .filter((team) => !taken.has(team.id) && fits(team, row))
    .map((team) => ({
      id: team.id,
      title: team.title,
      birth_year: team.birth_year,
      club: { id: team.club_id, title: team.club_title },
    }))
    .sort(
      (a, b) =>
        a.club.title.localeCompare(b.club.title, language) || a.title.localeCompare(b.title, language) || a.id - b.id,
    );
  return { teams: list, candidates };
}

export async function addTeams(
  deps: TournamentsCabinetDeps,
  id: number,
  teamIds: number[],
): Promise<{ ids: number[] }> {
  const unique = [...new Set(teamIds)];
  // Read before the transaction: a write holds the one connection of an embedded database.
  const rows = await deps.teams.rows('kk', { ids: unique });
  return write(deps, async (trx) => {
    const t = await writable(trx, id);
    if (rows.length !== unique.length || rows.some((team) => !fits(team, t)))
      throw new AppError('validation_failed', { fields: { team_ids: [{ rule: 'one_of' }] } });
    await repository.submitTeams(trx, id, unique, deps.clock());
    return { ids: unique.sort((a, b) => a - b) };
  });
}

/**
 * Puts one team in the tournament inside the caller's transaction, exactly as `addTeams` does
 * (an accepted entry request, ADR 0176): the tournament is locked and must not be finished,
 * the team must fit it. Returns the locked tournament row.
 */
export async function admitTeam(deps: TournamentsCabinetDeps, trx: Executor, id: number, team: TeamListRow) {
  const t = await writable(trx, id);
  if (!fits(team, t))
    throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'entry_team_not_fitting' }] } });
  await repository.submitTeams(trx, id, [team.id], deps.clock());
  return t;
}

export async function removeTeams(
  deps: TournamentsCabinetDeps,
  id: number,
  teamIds: number[],
): Promise<{ ids: number[] }> {
  return write(deps, async (trx) => {
    await writable(trx, id);
    const unique = [...new Set(teamIds)];
    const linked = new Set((await repository.tournamentTeams(trx, id)).map((l) => l.team_id));
    if (unique.some((teamId) => !linked.has(teamId))) throw new AppError('not_found');
    const counts = await deps.schedule.countsByTeam(id, trx);
    const sent = await deps.progress.teamsWithSentApplications(trx, id, unique);
    if (unique.some((teamId) => (counts.get(teamId) ?? 0) > 0) || sent.length > 0)
      await refuse(deps, trx, id, 'team_in_use');
    await repository.deleteTeams(trx, id, unique);
    return { ids: unique.sort((a, b) => a - b) };
  });
}
