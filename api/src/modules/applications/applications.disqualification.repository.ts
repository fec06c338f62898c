// SQL of the league's disqualifications (ADR 0181): an application's decision as the API answers
// it, and a tournament's disqualified players for the suspensions.
import type { ApplicationDisqualification } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { PERSON_TABLES } from '../../db/person-tables';
import type { ApplicationKind } from './applications.shared.repository';

/** The disqualification columns of an application row. */
export const DISQUALIFICATION = [
  'disqualification_reason',
  'disqualification_matches',
  'disqualified_at',
  'updated_at',
] as const;

export interface DisqualificationColumns {
  disqualification_reason: string | null;
  disqualification_matches: number | null;
  disqualified_at: Date | string | null;
  updated_at: Date | string;
}

const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A disqualified application's decision as the API answers it (decided at its last update when not recorded). */
export function toDisqualification(row: DisqualificationColumns): ApplicationDisqualification {
  return {
    reason: row.disqualification_reason,
    matches: row.disqualification_matches,
    decided_at: isoOf(row.disqualified_at ?? row.updated_at),
  };
}

export async function disqualificationOf(
  db: Executor,
  kind: ApplicationKind,
  id: number,
): Promise<ApplicationDisqualification | null> {
  const table = PERSON_TABLES[kind].applications;
  const row = await db
    .selectFrom(table)
    .select(DISQUALIFICATION)
    .where('id', '=', id)
    .where('status', '=', 'disqualified')
    .executeTakeFirst();
  return row ? toDisqualification(row) : null;
}

/** The tournament's disqualified players as the league decided (ADR 0181), for the suspensions. */
export async function playerDisqualifications(db: Executor, tournamentId: number) {
  const rows = await db
    .selectFrom('player_applications')
    .select(['player_id', 'team_id', 'tournament_id', ...DISQUALIFICATION])
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'disqualified')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    playerId: r.player_id,
    teamId: r.team_id,
    tournamentId: r.tournament_id,
    ...toDisqualification(r),
  }));
}
