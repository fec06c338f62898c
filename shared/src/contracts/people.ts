// Public "people" endpoints: teams, clubs, players, staff (coaches), referees (judges), geography.
// Query contracts use `object()` (unknown keys are rejected); answers use `type()`.
// Over 400 lines on purpose: declarations only (no logic), and the team, player and referee
// pages' answers share their pieces (match items, table rows, squads).
import {
  array,
  assign,
  boolean,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type Struct,
  type,
} from 'superstruct';
import { dateText, dateTimeText, fromQuery, id, oneOf, ruleFailure, text } from './fields';
import { APPLICATION_STATUSES, PLAYER_POSITIONS, REFEREE_ROLES, STAFF_KINDS } from './enums';
import { successEnvelope } from './envelope';
import { LinkRef, paginatedEnvelope, PersonRef, SeasonRef, TeamRef, TeamStatsValues, ClubRef } from './common';
import { MatchCard, scorerFigures, TableRow, TournamentRef } from './league';
import { pageFields } from './list-query';

// ---------------------------------------------------------------- helpers

export const PEOPLE_DEFAULT_PER_PAGE = 20;

/** A URL slug: letters, digits and dashes, at most 120 characters. */
export function peopleSlugParam(): Struct<string, null> {
  return refine(string(), 'slug', (value) =>
    /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i.test(value) ? true : ruleFailure('regex'),
  );
}

/** A path segment that is a numeric id or a slug (`/judges/{id}` accepts both). */
export const PeopleIdOrSlugParams = object({ id: peopleSlugParam() });
export type PeopleIdOrSlugParams = Infer<typeof PeopleIdOrSlugParams>;

export const PeopleSlugParams = object({ slug: peopleSlugParam() });
export type PeopleSlugParams = Infer<typeof PeopleSlugParams>;

// Path segments of the people pages as the router hands them over (the params of their endpoint
// objects). A segment that is no valid slug or id names a page that does not exist: the API
// answers 404, not 422, so it checks the segment itself with the contracts above.
export const PeopleSlugPath = object({ slug: string() });
/** An id segment as the address carries it (text; one that is no id names no page: 404). */
export const PeopleIdPath = object({ id: string() });
export const PeopleKeyPath = object({ id: string() });
/** `/tournaments/{id}/teams/{team_slug}/application`: a bad tournament id is a 422, a bad team slug a 404. */
export const TeamApplicationPath = object({ id: fromQuery(id()), team_slug: string() });

// ---------------------------------------------------------------- references

export const PeopleTournamentRef = assign(
  TournamentRef,
  type({
    season: SeasonRef,
    /** Active and not finished. */
    active: boolean(),
    main: boolean(),
    end_date: nullable(dateText()),
  }),
);
export type PeopleTournamentRef = Infer<typeof PeopleTournamentRef>;

export const PeopleClubRef = ClubRef;
export type PeopleClubRef = ClubRef;

export const PeopleCityRef = assign(LinkRef, type({ country: nullable(string()) }));
export type PeopleCityRef = Infer<typeof PeopleCityRef>;

export const PeopleStadiumRef = assign(LinkRef, type({ address: nullable(string()) }));
export type PeopleStadiumRef = Infer<typeof PeopleStadiumRef>;

/** One match seen from the public site (score null until the match counts). */

// ---------------------------------------------------------------- teams

export const TeamsQuery = object({
  season_id: optional(fromQuery(id())),
  tournament_id: optional(fromQuery(id())),
});
export type TeamsQuery = Infer<typeof TeamsQuery>;

export const TeamListItem = assign(
  TeamRef,
  type({
    birth_year: number(),
    is_woman_squad: boolean(),
    is_active: boolean(),
    position: number(),
    club: PeopleClubRef,
  }),
);
export type TeamListItem = Infer<typeof TeamListItem>;

export const TeamsList = type({
  /** The season shown (the requested one, else the latest season with tournaments). */
  season: nullable(SeasonRef),
  seasons: array(SeasonRef),
  tournaments: array(PeopleTournamentRef),
  /** The tournament whose table is shown (requested, else the season's main or first). */
  tournament: nullable(PeopleTournamentRef),
  /** Sorted: active first, then order (position), then title letters and number. */
  teams: array(TeamListItem),
  table: array(TableRow),
});
export type TeamsList = Infer<typeof TeamsList>;
export const TeamsListResponse = successEnvelope(TeamsList);
export type TeamsListResponse = Infer<typeof TeamsListResponse>;

export const TeamDetail = type({
  team: TeamListItem,
  club: assign(ClubRef, type({ city: nullable(PeopleCityRef) })),
  /** The team's current tournament (active first, then main, then latest). */
  tournament: nullable(PeopleTournamentRef),
  tournaments: array(PeopleTournamentRef),
  /** 5 rows around the team (2 above, 2 below, shifted at the ends), positions from 1. */
  table_window: array(TableRow),
  recent_matches: array(MatchCard),
  next_matches: array(MatchCard),
});
export type TeamDetail = Infer<typeof TeamDetail>;
export const TeamDetailResponse = successEnvelope(TeamDetail);
export type TeamDetailResponse = Infer<typeof TeamDetailResponse>;

export const TeamMatchesQuery = object({ tournament_id: optional(fromQuery(id())) });
export type TeamMatchesQuery = Infer<typeof TeamMatchesQuery>;
/** The team's matches grouped by tour (tour order), each tour in kick-off order. */
export const TeamCalendarTour = type({ tour_name: string(), matches: array(MatchCard) });
export type TeamCalendarTour = Infer<typeof TeamCalendarTour>;
export const TeamMatchesResponse = successEnvelope(
  type({
    tournament: nullable(PeopleTournamentRef),
    tournaments: array(PeopleTournamentRef),
    tours: array(TeamCalendarTour),
  }),
);
export type TeamMatchesResponse = Infer<typeof TeamMatchesResponse>;

/** A person as the public pages name them: the address (slug), the full name in the request's language, and its parts. */
export const PeoplePersonNames = {
  id: integer(),
  slug: string(),
  name: string(),
  first_name: string(),
  last_name: string(),
};

export const PeoplePlayerBadges = {
  is_pupil: boolean(),
  is_captain: boolean(),
  is_joker: boolean(),
};

export const PeopleSquadPlayer = type({
  ...PeoplePersonNames,
  photo: nullable(string()),
  position: oneOf(PLAYER_POSITIONS),
  number: nullable(number()),
  /** Whole years today (Asia/Almaty). A child's birth date stays in the cabinet. */
  age: number(),
  height_cm: nullable(number()),
  weight_kg: nullable(number()),
  ...PeoplePlayerBadges,
});
export type PeopleSquadPlayer = Infer<typeof PeopleSquadPlayer>;

export const PeopleSquadGroup = type({ position: oneOf(PLAYER_POSITIONS), players: array(PeopleSquadPlayer) });
export type PeopleSquadGroup = Infer<typeof PeopleSquadGroup>;

export const PeopleSquad = type({
  team: TeamRef,
  is_woman_squad: boolean(),
  /** GK, DF, MF, FW (empty groups left out); each sorted by number. */
  players: array(PeopleSquadGroup),
});
export type PeopleSquad = Infer<typeof PeopleSquad>;
export const SquadResponse = successEnvelope(PeopleSquad);
export type SquadResponse = Infer<typeof SquadResponse>;

export const TeamIdQuery = object({ team_id: fromQuery(id()) });
export type TeamIdQuery = Infer<typeof TeamIdQuery>;

export const UnsubmittedPlayer = type({
  player: PeopleSquadPlayer,
  tournament: PeopleTournamentRef,
  number: nullable(number()),
  /** When the application was last changed (ISO instant). */
  changed_at: dateTimeText(),
});
export type UnsubmittedPlayer = Infer<typeof UnsubmittedPlayer>;
export const UnsubmittedResponse = successEnvelope(array(UnsubmittedPlayer));
export type UnsubmittedResponse = Infer<typeof UnsubmittedResponse>;

export const CheckUnsubmittedResponse = successEnvelope(type({ unsubmitted_present: boolean() }));
export type CheckUnsubmittedResponse = Infer<typeof CheckUnsubmittedResponse>;

export const TeamStatsQuery = object({ team_id: fromQuery(id()), tournament_id: optional(fromQuery(id())) });
export type TeamStatsQuery = Infer<typeof TeamStatsQuery>;
export const TeamsStats = type({
  team: TeamRef,
  total: TeamStatsValues,
  tournaments: array(type({ tournament: PeopleTournamentRef, stats: TeamStatsValues })),
});
export type TeamsStats = Infer<typeof TeamsStats>;
export const TeamsStatsResponse = successEnvelope(TeamsStats);
export type TeamsStatsResponse = Infer<typeof TeamsStatsResponse>;

// ---------------------------------------------------------------- staff (coaches)

export const StaffItem = type({
  ...PeoplePersonNames,
  kind: oneOf(STAFF_KINDS),
  /** The position title in the request's language; null when none is stored. */
  position: nullable(string()),
  photo: nullable(string()),
});
export type StaffItem = Infer<typeof StaffItem>;
export const CoachesResponse = successEnvelope(array(StaffItem));
export type CoachesResponse = Infer<typeof CoachesResponse>;

export const StaffDetail = type({
  staff: StaffItem,
  birth_date: nullable(dateText()),
  age: nullable(number()),
  biography: nullable(string()),
  teams: array(type({ team: TeamRef, club: PeopleClubRef })),
});
export type StaffDetail = Infer<typeof StaffDetail>;
export const StaffDetailResponse = successEnvelope(StaffDetail);
export type StaffDetailResponse = Infer<typeof StaffDetailResponse>;

// ---------------------------------------------------------------- players

export const PlayersQuery = object({
  q: optional(text({ max: 100 })),
  team_id: optional(fromQuery(id())),
  tournament_id: optional(fromQuery(id())),
  position: optional(oneOf(PLAYER_POSITIONS)),
  ...pageFields,
});
export type PlayersQuery = Infer<typeof PlayersQuery>;

export const PlayerListItem = assign(
  PersonRef,
  type({
    position: oneOf(PLAYER_POSITIONS),
    number: nullable(number()),
    age: number(),
    team: nullable(TeamRef),
    club: nullable(PeopleClubRef),
    ...PeoplePlayerBadges,
  }),
);
export type PlayerListItem = Infer<typeof PlayerListItem>;
export const PlayersResponse = paginatedEnvelope(PlayerListItem);
export type PlayersResponse = Infer<typeof PlayersResponse>;

export const PlayerProfile = type({
  player: PeopleSquadPlayer,
  team: nullable(TeamRef),
  club: nullable(PeopleClubRef),
  teams: array(type({ team: TeamRef, club: PeopleClubRef, is_active: boolean() })),
});
export type PlayerProfile = Infer<typeof PlayerProfile>;
export const PlayerProfileResponse = successEnvelope(PlayerProfile);
export type PlayerProfileResponse = Infer<typeof PlayerProfileResponse>;

export const PlayerStatisticsRow = type({
  tournament: PeopleTournamentRef,
  team: nullable(TeamRef),
  matches: number(),
  minutes: number(),
  goals: number(),
  penalties: number(),
  own_goals: number(),
  assists: number(),
  yellow_cards: number(),
  red_cards: number(),
});
export type PlayerStatisticsRow = Infer<typeof PlayerStatisticsRow>;
export const PlayerStatisticsResponse = successEnvelope(array(PlayerStatisticsRow));
export type PlayerStatisticsResponse = Infer<typeof PlayerStatisticsResponse>;

export const PeoplePageQuery = object(pageFields);
export type PeoplePageQuery = Infer<typeof PeoplePageQuery>;

export const PlayerMatchesResponse = paginatedEnvelope(MatchCard);
export type PlayerMatchesResponse = Infer<typeof PlayerMatchesResponse>;

export const PlayerTournament = type({
  tournament: PeopleTournamentRef,
  team: TeamRef,
  number: nullable(number()),
  status: oneOf(APPLICATION_STATUSES),
});
export type PlayerTournament = Infer<typeof PlayerTournament>;
export const PlayerTournamentsResponse = successEnvelope(array(PlayerTournament));
export type PlayerTournamentsResponse = Infer<typeof PlayerTournamentsResponse>;

export const ScorerQuery = object({ tournament_id: optional(fromQuery(id())) });
export type ScorerQuery = Infer<typeof ScorerQuery>;
export const TopScorer = type({
  tournament: PeopleTournamentRef,
  player: PlayerListItem,
  ...scorerFigures,
});
export type TopScorer = Infer<typeof TopScorer>;
/** null when the tournament has no goals yet (or there is no tournament). */
export const TopScorerResponse = successEnvelope(nullable(TopScorer));
export type TopScorerResponse = Infer<typeof TopScorerResponse>;

// ---------------------------------------------------------------- referees (judges)

export const JudgesQuery = object({ q: optional(text({ max: 100 })), ...pageFields });
export type JudgesQuery = Infer<typeof JudgesQuery>;

export const RefereeListItem = assign(
  PersonRef,
  type({
    category: nullable(string()),
    city: nullable(string()),
    /** Finished matches on the crew in any role. */
    matches: number(),
  }),
);
export type RefereeListItem = Infer<typeof RefereeListItem>;
export const JudgesResponse = paginatedEnvelope(RefereeListItem);
export type JudgesResponse = Infer<typeof JudgesResponse>;

export const RefereeStatistics = type({
  matches: number(),
  matches_by_role: record(string(), number()),
  yellow_cards: number(),
  red_cards: number(),
  cards_per_match: number(),
  penalties_awarded: number(),
});
export type RefereeStatistics = Infer<typeof RefereeStatistics>;

export const PeopleRefereeMatch = type({ match: MatchCard, role: oneOf(REFEREE_ROLES) });
export type PeopleRefereeMatch = Infer<typeof PeopleRefereeMatch>;

export const RefereeDetail = type({
  referee: RefereeListItem,
  birth_date: nullable(dateText()),
  age: nullable(number()),
  statistics: RefereeStatistics,
  /** Newest first, at most 50. */
  matches: array(PeopleRefereeMatch),
  matches_total: number(),
});
export type RefereeDetail = Infer<typeof RefereeDetail>;
export const RefereeDetailResponse = successEnvelope(RefereeDetail);
export type RefereeDetailResponse = Infer<typeof RefereeDetailResponse>;
