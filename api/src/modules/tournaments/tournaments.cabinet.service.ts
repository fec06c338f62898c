// The tournaments cabinet: the list (scoped for a command_admin), a tournament with its teams
// and their applications' progress, the form and every write (super_admin, one transaction
// each), the calendar (matches, tours) and the round-robin generator. The use cases are in
// cabinet/; this is the service the routes and the other modules call.
import type {
  CabinetTournamentsQuery,
  Language,
  MatchCreateBody,
  MatchUpdateBody,
  ScheduleBody,
  TournamentBody,
} from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import type { CurrentUser } from '../auth/index';
import type { TeamListRow } from '../teams/index';
import { type CabinetDeps, cabinetDeps } from './cabinet/deps';
import { generateSchedule } from './cabinet/generator';
import * as lifecycle from './cabinet/lifecycle';
import * as matches from './cabinet/matches';
import * as reads from './cabinet/reads';
import { readable } from './cabinet/scope';
import * as teams from './cabinet/teams';
import * as writes from './cabinet/writes';

export type { ApplicationProgress, CabinetDeps } from './cabinet/deps';
export { entryWindowOpen } from './cabinet/scope';

export function createTournamentsCabinetService(input: CabinetDeps) {
  const deps = cabinetDeps(input);
  return {
    list: (language: Language, user: CurrentUser, query: CabinetTournamentsQuery) =>
      reads.listTournaments(deps, language, user, query),
    commandAdminList: (language: Language, user: CurrentUser) => reads.commandAdminTournaments(deps, language, user),
    /** The tournament as `user` may read it (a command_admin: one of its club or open to it), else 404. */
    readableTournament: (language: Language, user: CurrentUser, id: number) => readable(deps, language, user, id),
    detail: (language: Language, user: CurrentUser, id: number) => reads.tournamentDetail(deps, language, user, id),
    form: (language: Language, id: number) => reads.tournamentForm(deps, language, id),
    create: (body: TournamentBody) => writes.createTournament(deps, body),
    update: (id: number, body: TournamentBody) => writes.updateTournament(deps, id, body),
    reorder: (ids: number[]) => writes.reorderTournaments(deps, ids),
    setActivity: (id: number, active: boolean) => lifecycle.setActivity(deps, id, active),
    setMain: (id: number, main: boolean) => lifecycle.setMain(deps, id, main),
    finish: (id: number, endDate: string, confirm?: boolean) => lifecycle.finishTournament(deps, id, endDate, confirm),
    teams: (language: Language, user: CurrentUser, id: number) => teams.tournamentTeams(deps, language, user, id),
    addTeams: (id: number, teamIds: number[]) => teams.addTeams(deps, id, teamIds),
    /** Puts one team in the tournament inside the caller's transaction (an accepted entry request). */
    admitTeam: (trx: Executor, id: number, team: TeamListRow) => teams.admitTeam(deps, trx, id, team),
    removeTeams: (id: number, teamIds: number[]) => teams.removeTeams(deps, id, teamIds),
    matches: (language: Language, user: CurrentUser, id: number) => matches.tournamentMatches(deps, language, user, id),
    createMatch: (language: Language, id: number, body: MatchCreateBody) =>
      matches.createMatch(deps, language, id, body),
    editMatch: (language: Language, id: number, matchId: number, body: MatchUpdateBody) =>
      matches.editMatch(deps, language, id, matchId, body),
    deleteMatches: (id: number, ids: number[]) => matches.deleteMatches(deps, id, ids),
    schedule: (language: Language, id: number, body: ScheduleBody) => generateSchedule(deps, language, id, body),
  };
}

export type TournamentsCabinetService = ReturnType<typeof createTournamentsCabinetService>;
