// Team statistics over decided matches (finished or technical), with the table's scores.
import { cardsByPlayer } from './cards.js';
import { average } from './format.js';
import { compareMatchesByTime, isDecided, matchResult, matchScore, otherSide, sideOf, uniqueById } from './score.js';
import type { Id, MatchInput, TeamInput } from './stats.types.js';

export interface TeamStats {
  teamId: Id;
  matches: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Decided matches the team conceded no goal in. */
  cleanSheets: number;
  /** Yellows shown (a `second_yellow` entry is a yellow shown too). */
  yellowCards: number;
  /** Sendings-off: direct reds plus second-yellow sendings-off. */
  redCards: number;
  averageGoalsFor: number;
  averageGoalsAgainst: number;
}

export function teamStatistics(matches: MatchInput[], teamId: Id): TeamStats {
  const s: TeamStats = {
    teamId,
    matches: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    cleanSheets: 0,
    yellowCards: 0,
    redCards: 0,
    averageGoalsFor: 0,
    averageGoalsAgainst: 0,
  };
  const own = uniqueById(matches)
    .filter((m) => isDecided(m) && sideOf(m, teamId) !== null)
    .sort(compareMatchesByTime);
  for (const m of own) {
    const side = sideOf(m, teamId)!;
    const score = matchScore(m);
    const result = matchResult(m, side);
    s.matches += 1;
    s.won += result === 'W' ? 1 : 0;
    s.drawn += result === 'D' ? 1 : 0;
    s.lost += result === 'L' ? 1 : 0;
    s.goalsFor += score[side];
    s.goalsAgainst += score[otherSide(side)];
    s.cleanSheets += score[otherSide(side)] === 0 ? 1 : 0;
    for (const c of cardsByPlayer(m.punishments)) {
      if (c.teamType !== side) continue;
      s.yellowCards += c.yellowsShown;
      s.redCards += c.redsShown;
    }
  }
  s.averageGoalsFor = average(s.goalsFor, s.matches);
  s.averageGoalsAgainst = average(s.goalsAgainst, s.matches);
  return s;
}

/** Statistics for every listed team, in the order given. */
export function teamsStatistics(matches: MatchInput[], teams: TeamInput[]): TeamStats[] {
  return teams.map((t) => teamStatistics(matches, t.id));
}
