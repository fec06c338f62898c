// Match rows and their events as the inputs of the standings' pure functions
// (the stats module): the one mapping every table, form, leader list and statistic starts from.
import { groupBy } from '../../lib/group-by';
import * as stats from '../stats/index';
import type { CrewRow, MatchCoreRow, MatchEvents, MatchRow, MatchTallyRow, SquadRow } from './matches.repository';

/** Undated matches sort after every dated one in the stats functions. */
export const UNDATED = '9999-12-31T00:00:00.000Z';

export interface InputOptions {
  squads?: SquadRow[];
  crews?: CrewRow[];
}

/** A technical result with the tournament's technical score [winner, loser] (its table rules; 3:0 when it has none). */
function technicalInput(row: Pick<MatchCoreRow, 'technical_result' | 'technical_score'>): stats.TechnicalResult | null {
  if (!row.technical_result) return null;
  const score = row.technical_score ?? undefined;
  const winner: stats.TeamSide = row.technical_result === 'host_win' ? 'host' : 'guest';
  if (!score) return { winner };
  return winner === 'host'
    ? { winner, hostGoals: score[0], guestGoals: score[1] }
    : { winner, hostGoals: score[1], guestGoals: score[0] };
}

/**
 * The stored tally of a row that carries one (`loadMatchSet` and `listMatches` rows do); a row
 * put together from other columns has none, and its score is counted from the events.
 */
function tallyOf(row: Partial<MatchTallyRow>): stats.MatchTally | undefined {
  if (typeof row.host_goals !== 'number' || typeof row.guest_goals !== 'number') return undefined;
  return {
    host: row.host_goals,
    guest: row.guest_goals,
    shootout:
      row.host_shootout == null || row.guest_shootout == null
        ? null
        : { host: row.host_shootout, guest: row.guest_shootout },
    hostFairPlay: row.host_fair_play ?? 0,
    guestFairPlay: row.guest_fair_play ?? 0,
  };
}

const timing = (e: { minute: number | null; additional_minute: number | null; match_scope: stats.MatchScope }) => ({
  minute: e.minute ?? 0,
  additionalMinute: e.additional_minute,
  matchScope: e.match_scope,
});

export function toMatchInputs(
  rows: MatchCoreRow[],
  events: MatchEvents,
  options: InputOptions = {},
): stats.MatchInput[] {
  const goals = groupBy(events.goals, (e) => e.match_id);
  const punishments = groupBy(events.punishments, (e) => e.match_id);
  const replacements = groupBy(events.replacements, (e) => e.match_id);
  const missed = groupBy(events.missedPenalties, (e) => e.match_id);
  const squads = options.squads ? groupBy(options.squads, (e) => e.match_id) : null;
  const crews = options.crews ? groupBy(options.crews, (e) => e.match_id) : null;
  return rows.map((row) => ({
    id: row.id,
    tournamentId: row.tournament_id,
    tourId: row.tour_id ?? 0,
    tourNumber: row.tour_number ?? 0,
    tourName: row.tour_title ?? '',
    dateTime: row.date_time ?? UNDATED,
    hostTeamId: row.host_team_id,
    guestTeamId: row.guest_team_id,
    status: row.status,
    technicalResult: technicalInput(row),
    tally: tallyOf(row),
    goals: (goals.get(row.id) ?? []).map((g) => ({
      id: g.id,
      playerId: g.player_id ?? 0,
      teamType: g.team_type,
      method: g.method,
      assistantId: g.assistant_player_id,
      ...timing(g),
    })),
    punishments: (punishments.get(row.id) ?? []).map((p) => ({
      id: p.id,
      playerId: p.player_id ?? 0,
      teamType: p.team_type,
      card: p.card,
      ...timing(p),
    })),
    // The protocol stores one row per substitution; the stats take one entry per player and direction.
    replacements: (replacements.get(row.id) ?? []).flatMap((r) => [
      ...(r.player_out_id !== null
        ? [{ id: r.id, playerId: r.player_out_id, teamType: r.team_type, direction: 'out' as const, ...timing(r) }]
        : []),
      ...(r.player_in_id !== null
        ? [{ id: r.id, playerId: r.player_in_id, teamType: r.team_type, direction: 'in' as const, ...timing(r) }]
        : []),
    ]),
    missedPenalties: (missed.get(row.id) ?? []).map((p) => ({
      id: p.id,
      playerId: p.player_id ?? 0,
      teamType: p.team_type,
      ...timing(p),
    })),
    squads: squads
      ? (squads.get(row.id) ?? []).map((s) => ({
          playerId: s.player_id,
          teamType: s.team_id === row.host_team_id ? ('host' as const) : ('guest' as const),
          kind: s.kind,
          position: s.position ?? s.player_position,
          number: s.number,
        }))
      : undefined,
    referees: crews ? (crews.get(row.id) ?? []).map((c) => ({ refereeId: c.referee_id, role: c.role })) : undefined,
  }));
}

/** Whether a match has a score to show (started, finished or decided technically). */
export const hasScore = (row: Pick<MatchRow, 'status' | 'technical_result'>) =>
  row.status === 'live' || row.status === 'finished' || row.technical_result !== null;
