// SQL of the application progress the tournaments cabinet shows: per team of a tournament, how
// many player and staff applications are pending, submitted and rejected.
import type { Executor } from '../../db/database';

export interface ProgressRow {
  team_id: number;
  kind: 'players' | 'staff';
  status: string;
  n: string | number;
}

export async function progressOfTournament(
  db: Executor,
  tournamentId: number,
  teamIds?: number[],
): Promise<ProgressRow[]> {
  if (teamIds && teamIds.length === 0) return [];
  let players = db
    .selectFrom('player_applications')
    .select(['team_id', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['pending', 'submitted', 'rejected'])
    .groupBy(['team_id', 'status']);
  let staff = db
    .selectFrom('staff_applications')
    .select(['team_id', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['pending', 'submitted', 'rejected'])
    .groupBy(['team_id', 'status']);
  if (teamIds) {
    players = players.where('team_id', 'in', teamIds);
    staff = staff.where('team_id', 'in', teamIds);
  }
  const [p, s] = await Promise.all([players.execute(), staff.execute()]);
  return [...p.map((r) => ({ ...r, kind: 'players' as const })), ...s.map((r) => ({ ...r, kind: 'staff' as const }))];
}

/** Teams of a tournament with any application that was sent (not `empty`). */
export async function teamsWithSentApplications(
  db: Executor,
  tournamentId: number,
  teamIds: number[],
): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectFrom('player_applications')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', 'in', teamIds)
    .where('status', '!=', 'empty')
    .union(
      db
        .selectFrom('staff_applications')
        .select('team_id')
        .where('tournament_id', '=', tournamentId)
        .where('team_id', 'in', teamIds)
        .where('status', '!=', 'empty'),
    )
    .execute();
  return rows.map((r) => r.team_id);
}
