// A league table's totals: each team's played, won, drawn and lost matches, goals, points and
// fair-play points, added match by match (see README.md in this folder for the rules).
import { sideDisciplinaryPoints } from './cards.js';
import { matchResult, matchScore } from './score.js';
import type { Id, MatchInput, Result, TeamSide } from './stats.types.js';

export const POINTS: Record<Result, number> = { W: 3, D: 1, L: 0 };

/** A team's totals over the matches counted (`disciplinaryPoints`: its fair-play points). */
export interface Totals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  disciplinaryPoints: number;
}

export const emptyTotals = (): Totals => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  disciplinaryPoints: 0,
});

// Fair-play points of both sides (the stored tally's, or counted from the cards), once per match
// input (inputs are never changed once built): a table with its position chart adds each match twice.
const fairPlay = new WeakMap<MatchInput, Record<TeamSide, number>>();

function fairPlayPoints(match: MatchInput): Record<TeamSide, number> {
  let points = fairPlay.get(match);
  if (!points) {
    points = match.tally
      ? { host: match.tally.hostFairPlay, guest: match.tally.guestFairPlay }
      : {
          host: sideDisciplinaryPoints(match.punishments, 'host'),
          guest: sideDisciplinaryPoints(match.punishments, 'guest'),
        };
    fairPlay.set(match, points);
  }
  return points;
}

function addSide(
  t: Totals | undefined,
  result: Result,
  goalsFor: number,
  goalsAgainst: number,
  disciplinaryPoints: number,
): void {
  if (!t) return;
  t.played += 1;
  t.won += result === 'W' ? 1 : 0;
  t.drawn += result === 'D' ? 1 : 0;
  t.lost += result === 'L' ? 1 : 0;
  t.goalsFor += goalsFor;
  t.goalsAgainst += goalsAgainst;
  t.points += POINTS[result];
  t.disciplinaryPoints += disciplinaryPoints;
}

export function addMatch(totals: Map<Id, Totals>, match: MatchInput, withCards: boolean): void {
  const score = matchScore(match);
  const cards = withCards ? fairPlayPoints(match) : null;
  addSide(totals.get(match.hostTeamId), matchResult(match, 'host')!, score.host, score.guest, cards?.host ?? 0);
  addSide(totals.get(match.guestTeamId), matchResult(match, 'guest')!, score.guest, score.host, cards?.guest ?? 0);
}

export function totalsFor(teamIds: Id[], matches: MatchInput[], withCards: boolean): Map<Id, Totals> {
  const totals = new Map<Id, Totals>(teamIds.map((id) => [id, emptyTotals()]));
  for (const m of matches) addMatch(totals, m, withCards);
  return totals;
}
