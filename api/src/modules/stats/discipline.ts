// Suspensions (disqualifications) per tournament: those earned by cards and the league's own
// decisions (ADR 0181), each with its cause, its length in matches and the matches in which it
// is served; and the forecast of who is one yellow card away from a suspension. Rules in README.md.
import { cardsByPlayer } from './cards.js';
import { compareMatchesByTime, isDecided, teamIdOf, uniqueById } from './score.js';
import type { Id, MatchInput } from './stats.types.js';

export type SuspensionCause = 'red_card' | 'second_yellow' | 'yellow_accumulation' | 'league_decision';

/** Every third counted yellow in a tournament suspends for one match (the tournament's threshold). */
export const YELLOWS_PER_SUSPENSION = 3;

/** A disqualification decided by the league (a player's application set to `disqualified`). */
export interface LeagueDecision {
  playerId: Id;
  teamId: Id;
  tournamentId: Id;
  /** When it was decided (ISO instant): it is served in the team's matches kicking off later. */
  decidedAt: string;
  /** Its length in matches; null = until further notice. */
  matches: number | null;
  /** The league's reason; null when unknown (decided before reasons were recorded). */
  reason: string | null;
}

export interface Suspension {
  playerId: Id;
  teamId: Id;
  tournamentId: Id;
  cause: SuspensionCause;
  /** The match where a card earned it; null for a league decision. */
  earnedInMatchId: Id | null;
  /** When the league decided it; null for a card. */
  decidedAt: string | null;
  reason: string | null;
  /** Its length in matches (1 for a card); null = until further notice. */
  length: number | null;
  /**
   * The matches in which it is served, in order: the team's next matches that take place, as
   * many as its length (fewer while no more are scheduled); every later one when indefinite.
   */
  servedIn: Id[];
  /** How many of them are finished (or decided by a technical result). */
  servedCount: number;
  /** The first of them (null while none is scheduled). */
  servedInMatchId: Id | null;
  /** True once every match of its length is finished; never for an indefinite one. */
  served: boolean;
}

type Earned = { playerId: Id; teamId: Id; tournamentId: Id; cause: SuspensionCause; earnedIn: MatchInput };

/** A match where a suspension can be served: the match takes place (not cancelled, not postponed). */
const canServeIn = (m: MatchInput): boolean => m.status !== 'cancelled' && m.status !== 'postponed';

const plays = (m: MatchInput, teamId: Id) => m.hostTeamId === teamId || m.guestTeamId === teamId;

function byTournament(matches: MatchInput[]): Map<Id, MatchInput[]> {
  const out = new Map<Id, MatchInput[]>();
  for (const m of uniqueById(matches)) {
    const list = out.get(m.tournamentId);
    if (list) list.push(m);
    else out.set(m.tournamentId, [m]);
  }
  for (const list of out.values()) list.sort(compareMatchesByTime);
  return out;
}

function finish(
  base: Omit<Suspension, 'servedIn' | 'servedCount' | 'servedInMatchId' | 'served'>,
  servedIn: MatchInput[],
): Suspension {
  const servedCount = servedIn.filter(isDecided).length;
  return {
    ...base,
    servedIn: servedIn.map((m) => m.id),
    servedCount,
    servedInMatchId: servedIn[0]?.id ?? null,
    served: base.length !== null && servedIn.length === base.length && servedCount === base.length,
  };
}

export function suspensions(matches: MatchInput[], decisions: LeagueDecision[] = []): Suspension[] {
  const tournaments = byTournament(matches);
  const out: Suspension[] = [];
  for (const [tournamentId, chronological] of tournaments) {
    const earned: Earned[] = [];
    const yellows = new Map<Id, number>();

    for (const match of chronological) {
      const players = cardsByPlayer(match.punishments).sort((a, b) => a.playerId - b.playerId);
      for (const c of players) {
        const base = { playerId: c.playerId, teamId: teamIdOf(match, c.teamType), tournamentId, earnedIn: match };
        if (c.redEntries > 0) earned.push({ ...base, cause: 'red_card' });
        else if (c.secondYellowSendOff) earned.push({ ...base, cause: 'second_yellow' });
        for (let i = 0; i < c.accumulatedYellows; i += 1) {
          const total = (yellows.get(c.playerId) ?? 0) + 1;
          yellows.set(c.playerId, total);
          if (total % YELLOWS_PER_SUSPENSION === 0) earned.push({ ...base, cause: 'yellow_accumulation' });
        }
      }
    }

    // Serve in order earned: each suspension takes the team's next match after the match where
    // it was earned that is not already taken by an earlier suspension of the same player.
    const lastServing = new Map<string, MatchInput | 'none'>();
    for (const e of earned) {
      const key = `${e.playerId}:${e.teamId}`;
      const after = lastServing.get(key);
      const next =
        after === 'none'
          ? undefined
          : chronological.find(
              (m) =>
                plays(m, e.teamId) &&
                canServeIn(m) &&
                compareMatchesByTime(m, e.earnedIn) > 0 &&
                (!after || compareMatchesByTime(m, after) > 0),
            );
      lastServing.set(key, next ?? 'none');
      const base = {
        playerId: e.playerId,
        teamId: e.teamId,
        tournamentId,
        cause: e.cause,
        earnedInMatchId: e.earnedIn.id,
        decidedAt: null,
        reason: null,
        length: 1,
      };
      out.push(finish(base, next ? [next] : []));
    }
  }

  // The league's decisions: the team's next matches (that take place) kicking off after the decision.
  for (const d of decisions) {
    const decided = Date.parse(d.decidedAt);
    const later = (tournaments.get(d.tournamentId) ?? []).filter(
      (m) => plays(m, d.teamId) && canServeIn(m) && Date.parse(m.dateTime) > decided,
    );
    const servedIn = d.matches === null ? later : later.slice(0, d.matches);
    const base = {
      playerId: d.playerId,
      teamId: d.teamId,
      tournamentId: d.tournamentId,
      cause: 'league_decision' as const,
      earnedInMatchId: null,
      decidedAt: d.decidedAt,
      reason: d.reason,
      length: d.matches,
    };
    out.push(finish(base, servedIn));
  }
  return out;
}

/** Is the player suspended for this match? For squad validation and the team's pre-match list. */
export function isSuspended(list: Suspension[], playerId: Id, matchId: Id): boolean {
  return list.some((s) => s.playerId === playerId && s.servedIn.includes(matchId));
}

/** The suspensions the player serves in this match. */
export function suspensionsIn(list: Suspension[], playerId: Id, matchId: Id): Suspension[] {
  return list.filter((s) => s.playerId === playerId && s.servedIn.includes(matchId));
}

export interface YellowForecast {
  playerId: Id;
  teamId: Id;
  /** Yellow cards that count towards the threshold, in the tournament's matches before this one. */
  yellows: number;
}

/**
 * Who is one yellow card away from a suspension before `match`: players of `teamId` whose next
 * counted yellow in the tournament (cards of the matches kicking off before it) would reach the
 * threshold (the 3rd, 6th, … yellow). A sending-off's yellows do not count (as for suspensions).
 */
export function oneYellowAway(matches: MatchInput[], match: MatchInput, teamId: Id): YellowForecast[] {
  const yellows = new Map<Id, { teamId: Id; yellows: number }>();
  const before = uniqueById(matches).filter(
    (m) => m.tournamentId === match.tournamentId && m.id !== match.id && compareMatchesByTime(m, match) < 0,
  );
  for (const m of before) {
    for (const c of cardsByPlayer(m.punishments)) {
      const entry = yellows.get(c.playerId) ?? { teamId: teamIdOf(m, c.teamType), yellows: 0 };
      entry.teamId = teamIdOf(m, c.teamType);
      entry.yellows += c.accumulatedYellows;
      yellows.set(c.playerId, entry);
    }
  }
  return [...yellows]
    .filter(([, e]) => e.teamId === teamId && e.yellows % YELLOWS_PER_SUSPENSION === YELLOWS_PER_SUSPENSION - 1)
    .map(([playerId, e]) => ({ playerId, teamId: e.teamId, yellows: e.yellows }))
    .sort((a, b) => b.yellows - a.yellows || a.playerId - b.playerId);
}
