// Before a match (ADR 0181): who of a team's players is suspended for it and who is one yellow
// card away from a suspension (the next counted yellow would reach the tournament's threshold).
// The team's administrator reads its own side; the league and the match's referees both.
import { array, enums, type Infer, integer, nullable, number, string, type } from 'superstruct';
import { TitleRef } from './common';
import { successEnvelope } from './envelope';
import { SUSPENSION_CAUSES } from './league';

const SuspensionPlayer = type({ id: integer(), name: string(), number: nullable(number()) });

export const MatchSuspensionSide = type({
  team: TitleRef,
  team_type: enums(['host', 'guest'] as const),
  /** Suspended for this match, each with why and for how long. */
  suspended: array(
    type({
      player: SuspensionPlayer,
      cause: enums(SUSPENSION_CAUSES),
      /** The league's reason (a league decision; null when unknown or a card). */
      reason: nullable(string()),
      /** The suspension's length in matches; null = until further notice. */
      matches: nullable(integer()),
      /** This match is the n-th of its matches (1 = the first). */
      match_number: integer(),
    }),
  ),
  /** One yellow card away from a suspension, with the counted yellows so far. */
  one_yellow_away: array(type({ player: SuspensionPlayer, yellows: integer() })),
});
export type MatchSuspensionSide = Infer<typeof MatchSuspensionSide>;

export const MatchSuspensions = type({
  /** Every this many counted yellows in the tournament suspend for one match. */
  yellow_threshold: integer(),
  host: nullable(MatchSuspensionSide),
  guest: nullable(MatchSuspensionSide),
});
export type MatchSuspensions = Infer<typeof MatchSuspensions>;
export const MatchSuspensionsResponse = successEnvelope(MatchSuspensions);
