// The tournaments cabinet: the list (scoped for a command_admin), a tournament with its teams
// and their applications' progress, the form and every write (super_admin, one transaction
// each), the calendar (matches, tours) and the round-robin generator. The use cases are in
// cabinet/; this is the service the routes and the other modules call.
import { bindDeps } from '../../lib/bind-deps';
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
  return bindDeps(deps, {
    list: reads.listTournaments,
    commandAdminList: reads.commandAdminTournaments,
    /** The tournament as `user` may read it (a command_admin: one of its club or open to it), else 404. */
    readableTournament: readable,
    detail: reads.tournamentDetail,
    form: reads.tournamentForm,
    create: writes.createTournament,
    update: writes.updateTournament,
    reorder: writes.reorderTournaments,
    setActivity: lifecycle.setActivity,
    setMain: lifecycle.setMain,
    finish: lifecycle.finishTournament,
    teams: teams.tournamentTeams,
    addTeams: teams.addTeams,
    /** Puts one team in the tournament inside the caller's transaction (an accepted entry request). */
    admitTeam: teams.admitTeam,
    removeTeams: teams.removeTeams,
    matches: matches.tournamentMatches,
    createMatch: matches.createMatch,
    editMatch: matches.editMatch,
    deleteMatches: matches.deleteMatches,
    schedule: generateSchedule,
  });
}

export type TournamentsCabinetService = ReturnType<typeof createTournamentsCabinetService>;
