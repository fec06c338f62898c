// Builders for constructed test cases. Not exported from index.ts.
import type {
  GoalInput,
  Id,
  MatchInput,
  MatchScope,
  PunishmentInput,
  ReplacementInput,
  SquadEntryInput,
  TeamSide,
  CardType,
  GoalMethod,
} from './stats.types.js';

let nextMatchId = 10_000;

/** A match with sensible defaults; tour number defaults to 1, kick-off to a fixed day. */
export function match(p: Partial<MatchInput> & Pick<MatchInput, 'hostTeamId' | 'guestTeamId'>): MatchInput {
  const tourNumber = p.tourNumber ?? 1;
  return {
    id: p.id ?? nextMatchId++,
    tournamentId: 1,
    tourId: 100 + tourNumber,
    tourNumber,
    tourName: `Tour ${tourNumber}`,
    dateTime: `2026-04-${String(tourNumber).padStart(2, '0')}T10:00:00Z`,
    status: 'finished',
    technicalResult: null,
    goals: [],
    punishments: [],
    ...p,
  };
}

export function goal(
  playerId: Id,
  teamType: TeamSide,
  minute: number,
  extra: Partial<GoalInput> & { method?: GoalMethod; scope?: MatchScope } = {},
): GoalInput {
  const { scope, ...rest } = extra;
  return {
    playerId,
    teamType,
    method: 'goal',
    assistantId: null,
    minute,
    additionalMinute: null,
    matchScope: scope ?? 'regular',
    ...rest,
  };
}

export function card(
  playerId: Id,
  teamType: TeamSide,
  cardType: CardType,
  minute: number,
  extra: Partial<PunishmentInput> = {},
): PunishmentInput {
  return { playerId, teamType, card: cardType, minute, additionalMinute: null, matchScope: 'regular', ...extra };
}

export function sub(playerId: Id, teamType: TeamSide, direction: 'in' | 'out', minute: number): ReplacementInput {
  return { playerId, teamType, direction, minute, additionalMinute: null, matchScope: 'regular' };
}

export function squad(teamType: TeamSide, main: Id[], substitutes: Id[] = [], gk?: Id[]): SquadEntryInput[] {
  const gks = new Set(gk ?? []);
  return [
    ...main.map(
      (playerId): SquadEntryInput => ({ playerId, teamType, kind: 'main', position: gks.has(playerId) ? 'GK' : 'MF' }),
    ),
    ...substitutes.map(
      (playerId): SquadEntryInput => ({
        playerId,
        teamType,
        kind: 'substitute',
        position: gks.has(playerId) ? 'GK' : 'MF',
      }),
    ),
  ];
}

/**
 * A finished match with the given score; goals are scored by players `team * 100 + 1`
 * (host) and `team * 100 + 2` (guest).
 */
export function result(
  hostTeamId: Id,
  guestTeamId: Id,
  hostGoals: number,
  guestGoals: number,
  p: Partial<MatchInput> = {},
): MatchInput {
  const goals = [
    ...Array.from({ length: hostGoals }, (_, i) => goal(hostTeamId * 100 + 1, 'host', 10 + i)),
    ...Array.from({ length: guestGoals }, (_, i) => goal(guestTeamId * 100 + 2, 'guest', 50 + i)),
  ];
  return match({ hostTeamId, guestTeamId, goals, ...p });
}
