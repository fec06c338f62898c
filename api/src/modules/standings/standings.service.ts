// The standings read model: league tables (with the position chart), form, checkerboard,
// scorers, assistants, goalkeepers, suspensions, team statistics, the calendar and the
// tournament page summary. Everything is derived from match results on each request by the
// pure functions of ./stats; rows come through the other modules' services (see index.ts).
// The reads live in ./use-cases/; this is the service object the routes, the composition and the
// team pages use.
import type { Language } from '@league/shared/contracts';
import { bindDeps } from '../../lib/bind-deps';
import { createPlayerReads } from '../players/index';
import { createTeamReads } from '../teams/index';
import { calendar } from './use-cases/calendar';
import { computeEveryTime, type StandingsDeps, type StandingsReadDeps } from './use-cases/deps';
import * as leaders from './use-cases/leaders';
import * as suspensions from './use-cases/suspensions';
import * as tables from './use-cases/tables';

export { DISQUALIFICATIONS_CSV } from './use-cases/suspensions';
export { teamStatsValues } from './use-cases/rows';

export function createStandingsService({ db, snapshots = computeEveryTime, tournaments, matches }: StandingsDeps) {
  const deps: StandingsReadDeps = {
    db,
    snapshots,
    tournaments,
    matches,
    teams: createTeamReads({ db }),
    players: createPlayerReads({ db }),
  };
  return {
    ...bindDeps(deps, {
      tournamentPage: tables.tournamentPage,
      table: tables.table,
      /** The table as the people pages show it (teams list, a team's table window). */
      peopleTable: tables.peopleTable,
      form: tables.form,
      scorers: leaders.scorers,
      assistants: leaders.assistants,
      goalkeepers: leaders.goalkeepers,
      /** The suspensions as CSV text, in the order of the list (not served yet first). */
      disqualificationsCsv: suspensions.disqualificationsCsv,
      disqualifications: suspensions.disqualifications,
      checkerboard: tables.checkerboard,
      teamStatistics: tables.teamStatistics,
      calendar: calendar,
    }),
    /** The given tournament, or the main one; 404 when neither exists. */
    resolveTournamentId: (language: Language, id?: number) => tournaments.resolveId(language, id),
  };
}

export type StandingsService = ReturnType<typeof createStandingsService>;
