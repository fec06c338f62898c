// Suspensions (disqualifications) earned by cards, per tournament. Rules in README.md.
import { cardsByPlayer } from './cards.js';
import { compareMatchesByTime, isDecided, teamIdOf, uniqueById } from './score.js';
import type { Id, MatchInput } from './stats.types.js';

export type SuspensionCause = 'red_card' | 'second_yellow' | 'yellow_accumulation';

/** Every third counted yellow in a tournament suspends for one match. */
export const YELLOWS_PER_SUSPENSION = 3;

export interface Suspension {
  playerId: Id;
  teamId: Id;
  tournamentId: Id;
  cause: SuspensionCause;
  earnedInMatchId: Id;
  /** The team's match where the suspension is (to be) served; null while none is scheduled. */
  servedInMatchId: Id | null;
  /** True once that match is finished (or decided by a technical result). */
  served: boolean;
}

type Earned = Omit<Suspension, 'servedInMatchId' | 'served'> & { earnedIn: MatchInput };

/** A match where a suspension can be served: the match takes place (not cancelled, not postponed). */
const canServeIn = (m: MatchInput): boolean => m.status !== 'cancelled' && m.status !== 'postponed';

export function suspensions(matches: MatchInput[]): Suspension[] {
  const byTournament = new Map<Id, MatchInput[]>();
  for (const m of uniqueById(matches)) {
    const list = byTournament.get(m.tournamentId);
    if (list) list.push(m);
    else byTournament.set(m.tournamentId, [m]);
  }

  const out: Suspension[] = [];
  for (const [tournamentId, list] of byTournament) {
    const chronological = [...list].sort(compareMatchesByTime);
    const earned: Earned[] = [];
    const yellows = new Map<Id, number>();

    for (const match of chronological) {
      const players = cardsByPlayer(match.punishments).sort((a, b) => a.playerId - b.playerId);
      for (const c of players) {
        const base = { playerId: c.playerId, teamId: teamIdOf(match, c.teamType), tournamentId, earnedInMatchId: match.id, earnedIn: match };
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
                (m.hostTeamId === e.teamId || m.guestTeamId === e.teamId) &&
                canServeIn(m) &&
                compareMatchesByTime(m, e.earnedIn) > 0 &&
                (!after || compareMatchesByTime(m, after) > 0),
            );
      lastServing.set(key, next ?? 'none');
      out.push({
        playerId: e.playerId,
        teamId: e.teamId,
        tournamentId: e.tournamentId,
        cause: e.cause,
        earnedInMatchId: e.earnedInMatchId,
        servedInMatchId: next?.id ?? null,
        served: next ? isDecided(next) : false,
      });
    }
  }
  return out;
}

/** Is the player suspended for this match? For squad validation. */
export function isSuspended(list: Suspension[], playerId: Id, matchId: Id): boolean {
  return list.some((s) => s.playerId === playerId && s.servedInMatchId === matchId);
}
