// A team's application to a tournament as the public page shows it.
import { APPLICATION_STATUSES, GENDERS, PLAYER_POSITIONS } from './enums';
import { type Infer, array, assign, boolean, nullable, number, string, type } from 'superstruct';
import { PeopleClubRef, PeoplePersonNames, PeoplePlayerBadges, StaffItem } from './people';
import { LinkRef, SeasonRef, TeamRef } from './common';
import { oneOf } from './fields';
import { successEnvelope } from './envelope';

// ---------------------------------------------------------------- tournament team application

// GET /tournaments/{id}/teams/{team_slug}/application (id: IdParams, team_slug: PeopleSlugParams).

export const TeamApplicationPlayer = type({
  ...PeoplePersonNames,
  position: oneOf(PLAYER_POSITIONS),
  /** The application's shirt number, else the player's usual one. */
  number: nullable(number()),
  /** Whole years today (the birth date stays in the cabinet). */
  age: number(),
  ...PeoplePlayerBadges,
});
export type TeamApplicationPlayer = Infer<typeof TeamApplicationPlayer>;

export const TeamApplicationGroup = type({ position: oneOf(PLAYER_POSITIONS), players: array(TeamApplicationPlayer) });
export type TeamApplicationGroup = Infer<typeof TeamApplicationGroup>;

export const TournamentTeamApplication = type({
  tournament: assign(LinkRef, type({ season: SeasonRef, age_group: string(), gender: oneOf(GENDERS) })),
  team: assign(
    TeamRef,
    type({
      is_woman_squad: boolean(),
      club: PeopleClubRef,
    }),
  ),
  /** The team's application to the tournament (`tournament_teams.status`). */
  status: oneOf(APPLICATION_STATUSES),
  /** Players with a `submitted` application only: GK, DF, MF, FW (empty groups left out), each by number. */
  players: array(TeamApplicationGroup),
  /** Staff with a `submitted` application, head coach first. */
  staff: array(StaffItem),
});
export type TournamentTeamApplication = Infer<typeof TournamentTeamApplication>;
export const TournamentTeamApplicationResponse = successEnvelope(TournamentTeamApplication);
export type TournamentTeamApplicationResponse = Infer<typeof TournamentTeamApplicationResponse>;
