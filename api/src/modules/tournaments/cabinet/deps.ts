// What the tournaments cabinet's use cases work with: the database, the clock, the tournaments,
// the applications' progress, and the team and calendar reads over the same database.
import type { ApplicationCounts } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { createTeamReads } from '../../teams/index';
import { createMatchSchedule, type MatchSchedule } from '../tournaments.schedule';
import type { TournamentsService } from '../tournaments.service';

export interface CabinetDeps {
  db: DB;
  clock: Clock;
  tournaments: TournamentsService;
  /** The applications' progress of the tournament's teams (the applications module, a layer beside, passed in). */
  progress: ApplicationProgress;
}

/** What the tournament cabinet asks of the applications: counts per team, and who has sent any. */
export interface ApplicationProgress {
  ofTournament(
    tournamentId: number,
    teamIds?: number[],
  ): Promise<(teamId: number) => { players: ApplicationCounts; staff: ApplicationCounts }>;
  teamsWithSentApplications(executor: Executor, tournamentId: number, teamIds: number[]): Promise<number[]>;
}

export interface TournamentsCabinetDeps extends CabinetDeps {
  /** The teams' rows (who fits, who is in, a club's own). */
  teams: ReturnType<typeof createTeamReads>;
  /** The tournament's matches (the calendar). */
  schedule: MatchSchedule;
}

/** The use cases' dependencies, the team and calendar reads built once on `db`. */
export function cabinetDeps({ db, clock, tournaments, progress }: CabinetDeps): TournamentsCabinetDeps {
  const teams = createTeamReads({ db });
  const schedule = createMatchSchedule({ db });
  return { db, clock, tournaments, progress, teams, schedule };
}
