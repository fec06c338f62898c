// SQL of the applications the public pages read: a team's or player's player applications, a
// status present among a team's, and a team's application status in a tournament.
import type { ApplicationStatus } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { iso } from './applications.shared.repository';

export interface ApplicationRow {
  id: number;
  tournament_id: number;
  team_id: number;
  player_id: number;
  number: number | null;
  status: ApplicationStatus;
  updated_at: string;
}

export async function playerApplications(
  db: Executor,
  filter: { teamId?: number; playerId?: number; tournamentIds?: number[]; statuses?: ApplicationStatus[] },
): Promise<ApplicationRow[]> {
  let query = db
    .selectFrom('player_applications as pa')
    .select(['pa.id', 'pa.tournament_id', 'pa.team_id', 'pa.player_id', 'pa.number', 'pa.status', 'pa.updated_at']);
  if (filter.teamId !== undefined) query = query.where('pa.team_id', '=', filter.teamId);
  if (filter.playerId !== undefined) query = query.where('pa.player_id', '=', filter.playerId);
  if (filter.tournamentIds)
    query = query.where('pa.tournament_id', 'in', filter.tournamentIds.length ? filter.tournamentIds : [0]);
  if (filter.statuses) query = query.where('pa.status', 'in', filter.statuses);
  const rows = await query.orderBy('pa.updated_at', 'desc').orderBy('pa.id', 'desc').execute();
  return rows.map((r) => ({ ...r, updated_at: iso(r.updated_at)! }));
}

export async function hasApplicationWithStatus(
  db: Executor,
  teamId: number,
  status: ApplicationStatus,
): Promise<boolean> {
  const row = await db
    .selectFrom('player_applications')
    .select('id')
    .where('team_id', '=', teamId)
    .where('status', '=', status)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The team's application status in the tournament (`tournament_teams`), or undefined. */
export async function tournamentTeamStatus(
  db: Executor,
  tournamentId: number,
  teamId: number,
): Promise<ApplicationStatus | undefined> {
  const row = await db
    .selectFrom('tournament_teams')
    .select('status')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', '=', teamId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status;
}
