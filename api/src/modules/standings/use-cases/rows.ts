// How the derived numbers read on the pages: a league table's row, a team's statistics, a match
// in brief, a range of tours; and the errors the reads answer.
import type { MatchBrief, TableRow, TeamStatsValues } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import type { MatchCoreRow } from '../../matches/index';
import { teamRefOr, type TeamRefRow } from '../../teams/index';
import type { TourRow } from '../../tournaments/index';
import type * as stats from '../../stats/index';

export const notFound = () => new AppError('not_found');
const badField = (field: string) => new AppError('validation_failed', { fields: { [field]: [{ rule: 'one_of' }] } });
export const renumber = <T extends { position: number }>(rows: T[]) =>
  rows.map((row, i) => ({ ...row, position: i + 1 }));

export function toBrief(row: MatchCoreRow | undefined, id: number, teams: Map<number, TeamRefRow>): MatchBrief {
  if (!row)
    return { id, date_time: null, status: 'scheduled', host: teamRefOr(undefined, 0), guest: teamRefOr(undefined, 0) };
  return {
    id: row.id,
    date_time: row.date_time,
    status: row.status,
    host: teamRefOr(teams.get(row.host_team_id), row.host_team_id),
    guest: teamRefOr(teams.get(row.guest_team_id), row.guest_team_id),
  };
}

export function tourRange(tours: TourRow[], from?: number, to?: number) {
  const fromTour = from !== undefined ? tours.find((t) => t.id === from) : undefined;
  const toTour = to !== undefined ? tours.find((t) => t.id === to) : undefined;
  if (from !== undefined && !fromTour) throw badField('from_tour_id');
  if (to !== undefined && !toTour) throw badField('to_tour_id');
  return {
    fromTourNumber: fromTour?.number,
    toTourNumber: toTour?.number,
    fromId: fromTour?.id ?? null,
    toId: toTour?.id ?? null,
  };
}

/** A team's statistics as every page shows them (a tournament's table of teams, a team page). */
export function teamStatsValues(s: stats.TeamStats): TeamStatsValues {
  return {
    matches: s.matches,
    won: s.won,
    drawn: s.drawn,
    lost: s.lost,
    goals_for: s.goalsFor,
    goals_against: s.goalsAgainst,
    clean_sheets: s.cleanSheets,
    yellow_cards: s.yellowCards,
    red_cards: s.redCards,
    average_goals_for: s.averageGoalsFor,
    average_goals_against: s.averageGoalsAgainst,
  };
}

/** One row of a league table as every page shows it (the tournament's table, the team pages). */
export function tableRow(row: stats.TableRow, team: TableRow['team'], chartPosition: number[]): TableRow {
  return {
    position: row.position,
    team,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goals_for: row.goalsFor,
    goals_against: row.goalsAgainst,
    goals: `${row.goalsFor}:${row.goalsAgainst}`,
    difference: row.goalDifference,
    points: row.points,
    form: row.form,
    chartPosition,
    decided_by: row.decidedBy,
    decided_values: row.decidedValues,
  };
}
