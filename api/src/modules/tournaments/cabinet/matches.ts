// A tournament's calendar in the cabinet: its matches and tours, and creating, changing and
// deleting matches by hand (one transaction each, behind the tournament's lock).
import type {
  CabinetMatch,
  CabinetTournamentSummary,
  Language,
  MatchCreateBody,
  MatchUpdateBody,
  ScheduleWarning,
} from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { apiMessage } from '../../../lib/messages';
import { clubScope, type CurrentUser } from '../../auth/index';
import * as repository from '../tournaments.cabinet.repository';
import { almatyInstant, type MatchPlan } from '../tournaments.schedule';
import type { TournamentsCabinetDeps } from './deps';
import { summary, tourRows } from './reads';
import { readable } from './scope';
import { writable, write } from './write';

/**
 * A match form as a plan: the teams named in `checkTeams` must take part (accepted), host and
 * guest differ, the tour exists (created when new). Field errors otherwise.
 */
async function matchPlan(trx: Executor, id: number, body: MatchCreateBody, checkTeams: number[]): Promise<MatchPlan> {
  const fields: FieldErrors = {};
  const participants = new Set(
    (await repository.tournamentTeams(trx, id)).filter((l) => l.status === 'submitted').map((l) => l.team_id),
  );
  if (checkTeams.includes(body.host_team_id) && !participants.has(body.host_team_id))
    fields.host_team_id = [{ rule: 'team_not_in_tournament' }];
  if (checkTeams.includes(body.guest_team_id) && !participants.has(body.guest_team_id))
    fields.guest_team_id = [{ rule: 'team_not_in_tournament' }];
  if (body.host_team_id === body.guest_team_id) fields.guest_team_id = [{ rule: 'same_team' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const tours = await repository.ensureTours(trx, id, [{ number: body.tour_number, start_date: body.date }]);
  return {
    host_team_id: body.host_team_id,
    guest_team_id: body.guest_team_id,
    stadium_id: body.stadium_id ?? null,
    date_time: almatyInstant(body.date, body.time),
    tour_id: tours.get(body.tour_number) ?? null,
    referees: body.referees ?? {},
  };
}

const stadiumWarnings = (language: Language, clash: { match_ids: number[] } | null): ScheduleWarning[] =>
  clash ? [{ code: 'stadium_busy', message: apiMessage(language, 'stadium_busy'), match_ids: clash.match_ids }] : [];

export async function tournamentMatches(
  deps: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<{
  tournament: CabinetTournamentSummary;
  tours: Awaited<ReturnType<typeof tourRows>>;
  matches: CabinetMatch[];
}> {
  const row = await readable(deps, language, user, id);
  let matches = await deps.schedule.list(language, id);
  // A club's administrator opens its teams' matches only (the protocol's scope); the others are listed, not linked.
  const club = clubScope(user);
  if (club !== null) {
    const own = new Set((await deps.teams.rows(language, { clubId: club })).map((team) => team.id));
    matches = matches.map((match) => ({ ...match, openable: own.has(match.host.id) || own.has(match.guest.id) }));
  }
  return { tournament: await summary(deps, row, language), tours: await tourRows(deps, language, id), matches };
}

export async function createMatch(
  deps: TournamentsCabinetDeps,
  language: Language,
  id: number,
  body: MatchCreateBody,
): Promise<{ id: number; warnings: ScheduleWarning[] }> {
  return write(deps, async (trx) => {
    const t = await writable(trx, id);
    const plan = await matchPlan(trx, id, body, [body.host_team_id, body.guest_team_id]);
    const clash = await deps.schedule.check(trx, plan, t.match_length_minutes);
    const matchId = await deps.schedule.insert(trx, id, plan);
    return { id: matchId, warnings: stadiumWarnings(language, clash) };
  });
}

/**
 * Changes one match with the creation's rules, the match itself left out of the clash
 * checks. A played match keeps its host and guest (its events name their players); a tour
 * left without matches goes.
 */
export async function editMatch(
  deps: TournamentsCabinetDeps,
  language: Language,
  id: number,
  matchId: number,
  body: MatchUpdateBody,
): Promise<{ id: number; warnings: ScheduleWarning[] }> {
  const { schedule } = deps;
  return write(deps, async (trx) => {
    const t = await writable(trx, id);
    const match = await schedule.forEdit(trx, id, matchId);
    if (!match) throw new AppError('not_found');
    const changed = [body.host_team_id, body.guest_team_id].filter(
      (team) => team !== match.host_team_id && team !== match.guest_team_id,
    );
    if (match.played && (body.host_team_id !== match.host_team_id || body.guest_team_id !== match.guest_team_id))
      throw new AppError('match_played_teams', { data: { current: match } });
    const plan = await matchPlan(trx, id, body, changed);
    const clash = await schedule.check(trx, plan, t.match_length_minutes, matchId);
    await schedule.update(trx, matchId, plan);
    if (plan.tour_id !== match.tour_id) await repository.deleteEmptyTours(trx, id);
    return { id: matchId, warnings: stadiumWarnings(language, clash) };
  });
}

export async function deleteMatches(
  deps: TournamentsCabinetDeps,
  id: number,
  ids: number[],
): Promise<{ ids: number[] }> {
  return write(deps, async (trx) => {
    await writable(trx, id);
    const deleted = await deps.schedule.remove(trx, id, ids);
    await repository.deleteEmptyTours(trx, id);
    return { ids: deleted };
  });
}
