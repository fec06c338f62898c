// SQL of the matches cabinet's list: every match (super_admin) or a referee's crew matches,
// with their tally, filtered by tournament and team.
import type { Language, RefereeRole } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { localized } from '../../../db/localized';
import { matchesWithTeams } from '../../../db/match-teams';
import { TALLY_COLUMNS, type MatchTallyRow } from '../matches.repository';
import { iso, type ProtocolMatchRow } from './match-row.repository';

export interface CabinetListRow extends MatchTallyRow {
  id: number;
  date_time: string | null;
  status: ProtocolMatchRow['status'];
  locked: boolean;
  technical_result: 'host_win' | 'guest_win' | null;
  referee_role: RefereeRole | null;
  tournament_id: number;
  tournament_title: string;
  host_team_id: number;
  host_title: string;
  guest_team_id: number;
  guest_title: string;
  /** The tournament's technical score [winner, loser]; null: 3:0. */
  technical_score: [number, number] | null;
}

/** Every match (super_admin) or the referee's crew matches, with the filters that SQL can apply. */
export async function cabinetList(
  db: Executor,
  language: Language,
  filter: { refereeId?: number; tournamentId?: number; teamId?: number },
): Promise<CabinetListRow[]> {
  let query = matchesWithTeams(db).innerJoin('tournaments as t', 't.id', 'm.tournament_id');
  if (filter.refereeId !== undefined) {
    query = query.innerJoin('match_referees as mr', (join) =>
      join
        .onRef('mr.match_id', '=', 'm.id')
        .on('mr.referee_id', '=', filter.refereeId!)
        .on('mr.status', '=', 'accepted'),
    );
  }
  if (filter.tournamentId !== undefined) query = query.where('m.tournament_id', '=', filter.tournamentId);
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    query = query.where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]));
  }
  const rows = await query
    .select([
      'm.id',
      'm.date_time',
      'm.status',
      sql<boolean>`m.protocol_confirmed_at is not null`.as('locked'),
      'm.technical_result',
      filter.refereeId !== undefined
        ? sql<RefereeRole | null>`mr.role`.as('referee_role')
        : sql<RefereeRole | null>`null`.as('referee_role'),
      't.id as tournament_id',
      localized('t.title', language).as('tournament_title'),
      'h.id as host_team_id',
      localized('h.title', language).as('host_title'),
      'g.id as guest_team_id',
      localized('g.title', language).as('guest_title'),
      sql<[number, number] | null>`t.table_rules -> 'technical_score'`.as('technical_score'),
      ...TALLY_COLUMNS.map((column) => `m.${column}` as const),
    ])
    .orderBy('m.date_time')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ ...r, date_time: iso(r.date_time as Date | string | null) })) as CabinetListRow[];
}
