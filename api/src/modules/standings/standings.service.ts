// The standings read model: league tables (with the position chart), form, checkerboard,
// scorers, assistants, goalkeepers, suspensions, team statistics, the calendar and the
// tournament page summary. Everything is derived from match results on each request by the
// pure functions of ./stats; rows come through the other modules' services (see index.ts).
// The reads live in ./use-cases/; this is the service object the routes, the composition and the
// team pages use.
import type { CalendarQuery, Language } from '@league/shared/contracts';
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
    tournamentPage: (language: Language, id: number) => tables.tournamentPage(deps, language, id),
    table: (language: Language, id: number, range: { from_tour_id?: number; to_tour_id?: number } = {}) =>
      tables.table(deps, language, id, range),
    /** The table as the people pages show it (teams list, a team's table window). */
    peopleTable: (language: Language, tournamentId: number) => tables.peopleTable(deps, language, tournamentId),
    form: (language: Language, id: number) => tables.form(deps, language, id),
    scorers: (language: Language, id: number) => leaders.scorers(deps, language, id),
    assistants: (language: Language, id: number) => leaders.assistants(deps, language, id),
    goalkeepers: (language: Language, id: number) => leaders.goalkeepers(deps, language, id),
    /** The suspensions as CSV text, in the order of the list (not served yet first). */
    disqualificationsCsv: (language: Language, id: number) => suspensions.disqualificationsCsv(deps, language, id),
    disqualifications: (language: Language, id: number) => suspensions.disqualifications(deps, language, id),
    checkerboard: (language: Language, id: number) => tables.checkerboard(deps, language, id),
    teamStatistics: (language: Language, id: number) => tables.teamStatistics(deps, language, id),
    /** The given tournament, or the main one; 404 when neither exists. */
    resolveTournamentId: (language: Language, id?: number) => tournaments.resolveId(language, id),
    calendar: (language: Language, query: CalendarQuery) => calendar(deps, language, query),
  };
}

export type StandingsService = ReturnType<typeof createStandingsService>;
