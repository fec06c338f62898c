// The application reads other modules use: the progress of a tournament's teams (counts of
// pending, submitted and rejected player and staff applications), and whether a team has
// sent any application (then it cannot simply be taken out of the tournament).
import type { ApplicationCounts } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import * as repository from './applications.progress.repository';

export interface TeamProgress {
  players: ApplicationCounts;
  staff: ApplicationCounts;
}

const empty = (): TeamProgress => ({
  players: { pending: 0, submitted: 0, rejected: 0 },
  staff: { pending: 0, submitted: 0, rejected: 0 },
});

export function createApplicationProgressReads({ db }: { db: DB }) {
  return {
    /** Progress per team id; a team without applications has zeros. */
    async ofTournament(tournamentId: number, teamIds?: number[]): Promise<(teamId: number) => TeamProgress> {
      const byTeam = new Map<number, TeamProgress>();
      for (const row of await repository.progressOfTournament(db, tournamentId, teamIds)) {
        const progress = byTeam.get(row.team_id) ?? empty();
        progress[row.kind][row.status as keyof ApplicationCounts] = Number(row.n);
        byTeam.set(row.team_id, progress);
      }
      return (teamId) => byTeam.get(teamId) ?? empty();
    },
    teamsWithSentApplications: (executor: Executor, tournamentId: number, teamIds: number[]) =>
      repository.teamsWithSentApplications(executor, tournamentId, teamIds),
  };
}
