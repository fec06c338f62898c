// The league core (public): tournaments, tables, leaders, the calendar and match lists; one
// match is match.ts, the reference lists handbooks.ts.
// Queries use object() (unknown keys are rejected); answers use type().
import {
  array,
  assign,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { dateText, dateTimeText, fromQuery, id, int, oneOf } from './fields';
import { TournamentFields, TournamentNamed, TourName } from './tournaments';
import { MATCH_STATUSES, TECHNICAL_RESULTS, TOURNAMENT_BUCKETS } from './enums';
import { successEnvelope } from './envelope';

import { LinkRef, paginatedEnvelope, PersonRef, TeamRef, TeamStatsValues } from './common';
import { pageFields } from './list-query';

// ---------------------------------------------------------------------------------------------
// Envelopes and common query pieces

const queryId = () => fromQuery(id());

/** Path parameter `{id}`. */
export const IdParams = object({ id: queryId() });
export type IdParams = Infer<typeof IdParams>;

// ---------------------------------------------------------------------------------------------
// References

export const TournamentRef = LinkRef;
export type TournamentRef = Infer<typeof TournamentRef>;

export const TourRef = assign(TourName, type({ start_date: nullable(dateText()), end_date: nullable(dateText()) }));
export type TourRef = Infer<typeof TourRef>;

export const PlayerRef = PersonRef;
export type PlayerRef = Infer<typeof PlayerRef>;

export const StadiumRef = assign(LinkRef, type({ city: nullable(string()) }));
export type StadiumRef = Infer<typeof StadiumRef>;

export const ScorePair = type({ host: number(), guest: number() });
export type ScorePair = Infer<typeof ScorePair>;

// ---------------------------------------------------------------------------------------------
// Tournaments

export const TournamentDetail = assign(
  TournamentNamed,
  TournamentFields,
  type({
    slug: string(),
    description: nullable(string()),
    status: oneOf(TOURNAMENT_BUCKETS),
    logo: nullable(string()),
    match_length_minutes: number(),
    team_ids: array(integer()),
    teams_count: number(),
  }),
);
export type TournamentDetail = Infer<typeof TournamentDetail>;
export const TournamentDetailResponse = successEnvelope(TournamentDetail);
export type TournamentDetailResponse = Infer<typeof TournamentDetailResponse>;

/** GET /tournament-page/tournament/{id}: everything the tournament page header needs. */
export const TournamentPage = assign(
  TournamentDetail,
  type({ tours: array(TourRef), teams: array(TeamRef), matches_count: number(), finished_matches_count: number() }),
);
export type TournamentPage = Infer<typeof TournamentPage>;
export const TournamentPageResponse = successEnvelope(TournamentPage);
export type TournamentPageResponse = Infer<typeof TournamentPageResponse>;

// ---------------------------------------------------------------------------------------------
// Table, form, leaders, discipline, checkerboard, team statistics

export const RESULTS = ['W', 'D', 'L'] as const;
export type ResultLetter = (typeof RESULTS)[number];
export const TABLE_CRITERIA = [
  'points',
  'h2h_points',
  'h2h_goal_difference',
  'h2h_goals',
  'goal_difference',
  'goals_for',
  'fair_play',
  'title',
] as const;

/** The tours a table counts: from one tour to another (either end may be left out). */
const tourRange = { from_tour_id: optional(queryId()), to_tour_id: optional(queryId()) };

export const TableQuery = object(tourRange);
export type TableQuery = Infer<typeof TableQuery>;
/** `/tournaments/table?tournament_id=` (and scorers, assistants). */
export const TournamentTableQuery = object({ tournament_id: queryId(), ...tourRange });
export type TournamentTableQuery = Infer<typeof TournamentTableQuery>;
/** `/goalkeepers`, `/statistics`: the main tournament when `tournament_id` is absent. */
export const OptionalTournamentQuery = object({ tournament_id: optional(queryId()) });
export type OptionalTournamentQuery = Infer<typeof OptionalTournamentQuery>;

export const TableRow = type({
  position: number(),
  team: TeamRef,
  played: number(),
  won: number(),
  drawn: number(),
  lost: number(),
  goals_for: number(),
  goals_against: number(),
  /** '12:5' */
  goals: string(),
  difference: number(),
  points: number(),
  /** Last five results, newest first. */
  form: array(enums(RESULTS)),
  /** The team's position after each tour of the range, oldest first (for a position chart). */
  chartPosition: array(number()),
  /** What separated this row from the one above; null for the first row. */
  decided_by: nullable(enums(TABLE_CRITERIA)),
  /**
   * The figures of `decided_by`, the row above's then this row's (head-to-head ones from the
   * mini-table of the teams level on points; fair play: disciplinary points, fewer is better);
   * null for the first row and when the title decided.
   */
  decided_values: nullable(array(number())),
});
export type TableRow = Infer<typeof TableRow>;
export const TournamentTable = type({
  tournament_id: integer(),
  from_tour_id: nullable(integer()),
  to_tour_id: nullable(integer()),
  rows: array(TableRow),
});
export type TournamentTable = Infer<typeof TournamentTable>;
export const TournamentTableResponse = successEnvelope(TournamentTable);
export type TournamentTableResponse = Infer<typeof TournamentTableResponse>;

export const FormItem = type({
  match_id: integer(),
  opponent: TeamRef,
  result: enums(RESULTS),
  goals_for: number(),
  goals_against: number(),
  home: boolean(),
  date_time: nullable(dateTimeText()),
});
export const FormRow = type({ team: TeamRef, form: array(FormItem) });
export type FormRow = Infer<typeof FormRow>;
export const TournamentFormResponse = successEnvelope(array(FormRow));
export type TournamentFormResponse = Infer<typeof TournamentFormResponse>;

/** A scorer's goals, penalties and matches (null when no finished match of the tournament has squad data). */
export const scorerFigures = { goals: number(), penalties: number(), matches: nullable(number()) };

export const ScorerRow = type({ position: number(), player: PlayerRef, team: TeamRef, ...scorerFigures });
export type ScorerRow = Infer<typeof ScorerRow>;
export const ScorersResponse = successEnvelope(array(ScorerRow));
export type ScorersResponse = Infer<typeof ScorersResponse>;

export const AssistantRow = type({
  position: number(),
  player: PlayerRef,
  team: TeamRef,
  assists: number(),
  matches: nullable(number()),
});
export type AssistantRow = Infer<typeof AssistantRow>;
export const AssistantsResponse = successEnvelope(array(AssistantRow));
export type AssistantsResponse = Infer<typeof AssistantsResponse>;

export const MatchBrief = type({
  id: integer(),
  date_time: nullable(dateTimeText()),
  status: oneOf(MATCH_STATUSES),
  host: TeamRef,
  guest: TeamRef,
});
export type MatchBrief = Infer<typeof MatchBrief>;

export const SUSPENSION_CAUSES = ['red_card', 'second_yellow', 'yellow_accumulation', 'league_decision'] as const;
export type SuspensionCause = (typeof SUSPENSION_CAUSES)[number];
/**
 * A suspension (ADR 0181): earned by cards in a match, or decided by the league (with its reason,
 * null when unknown). `matches` is its length (1 for a card; null = until further notice);
 * `served_in` the first match where it is served, `until` the last one (null while not scheduled,
 * or until further notice), `served_count` how many of its matches are played.
 */
export const DisqualificationRow = type({
  player: PlayerRef,
  team: TeamRef,
  cause: enums(SUSPENSION_CAUSES),
  reason: nullable(string()),
  earned_in: nullable(MatchBrief),
  decided_at: nullable(dateTimeText()),
  matches: nullable(integer()),
  served_count: integer(),
  served_in: nullable(MatchBrief),
  until: nullable(MatchBrief),
  served: boolean(),
});
export type DisqualificationRow = Infer<typeof DisqualificationRow>;
export const DisqualificationsResponse = successEnvelope(array(DisqualificationRow));
export type DisqualificationsResponse = Infer<typeof DisqualificationsResponse>;

export const CheckerboardEntry = type({
  match_id: integer(),
  date_time: nullable(dateTimeText()),
  status: oneOf(MATCH_STATUSES),
  home: boolean(),
  host_goals: nullable(number()),
  guest_goals: nullable(number()),
  result: nullable(enums(RESULTS)),
  technical: boolean(),
});
export const CheckerboardCell = type({ opponent_id: integer(), self: boolean(), matches: array(CheckerboardEntry) });
export const CheckerboardRow = type({ team: TeamRef, cells: array(CheckerboardCell) });
export type CheckerboardRow = Infer<typeof CheckerboardRow>;
export const Checkerboard = type({ teams: array(TeamRef), rows: array(CheckerboardRow) });
export type Checkerboard = Infer<typeof Checkerboard>;
export const CheckerboardResponse = successEnvelope(Checkerboard);
export type CheckerboardResponse = Infer<typeof CheckerboardResponse>;

/** One team's statistics in a tournament: its reference and the values a team page shows too. */
export const TeamStatsRow = assign(type({ team: TeamRef }), TeamStatsValues);
export type TeamStatsRow = Infer<typeof TeamStatsRow>;
export const TeamStatsResponse = successEnvelope(array(TeamStatsRow));
export type TeamStatsResponse = Infer<typeof TeamStatsResponse>;

export const GoalkeeperRow = type({
  position: number(),
  player: PlayerRef,
  team: TeamRef,
  matches: number(),
  minutes: number(),
  goals_conceded: number(),
  clean_sheets: number(),
});
export type GoalkeeperRow = Infer<typeof GoalkeeperRow>;
export const GoalkeepersResponse = successEnvelope(array(GoalkeeperRow));
export type GoalkeepersResponse = Infer<typeof GoalkeepersResponse>;

// ---------------------------------------------------------------------------------------------
// Matches: cards, calendar, lists

export const MatchCard = type({
  id: integer(),
  /** League-local calendar date 'YYYY-MM-DD' (Asia/Almaty); null while not scheduled. */
  date: nullable(dateText()),
  date_time: nullable(dateTimeText()),
  tour_name: string(),
  tour_id: nullable(integer()),
  status: oneOf(MATCH_STATUSES),
  technical_result: nullable(oneOf(TECHNICAL_RESULTS)),
  tournament: TournamentRef,
  host: TeamRef,
  guest: TeamRef,
  /** Null until the match has started (live) or is decided. */
  score: nullable(ScorePair),
  shootout: nullable(ScorePair),
  stadium: nullable(StadiumRef),
  broadcast_url: nullable(string()),
  /** A cancelled match: why, in the reader's language (else another one). */
  cancellation_reason: optional(nullable(string())),
  /** A postponed match: the kick-off it had before (UTC); date_time is the new one, null while to be set. */
  postponed_from: optional(nullable(dateTimeText())),
});
export type MatchCard = Infer<typeof MatchCard>;

export const CalendarQuery = object({
  tournament_id: optional(queryId()),
  season_id: optional(queryId()),
  team_id: optional(queryId()),
});
export type CalendarQuery = Infer<typeof CalendarQuery>;

export const CalendarDay = type({ date: dateText(), matches: array(MatchCard) });
export const CalendarTour = type({
  tour_name: string(),
  tour_number: number(),
  tour_id: nullable(integer()),
  days: array(CalendarDay),
});
export type CalendarTour = Infer<typeof CalendarTour>;
export const CalendarGroups = type({
  all: array(CalendarTour),
  not_started: array(CalendarTour),
  completed: array(CalendarTour),
});
export type CalendarGroups = Infer<typeof CalendarGroups>;
export const CalendarResponse = successEnvelope(CalendarGroups);
export type CalendarResponse = Infer<typeof CalendarResponse>;

export const NearestMatchesQuery = object({
  tournament_id: optional(queryId()),
  team_id: optional(queryId()),
  limit: optional(fromQuery(int({ min: 1, max: 20 }))),
});
export type NearestMatchesQuery = Infer<typeof NearestMatchesQuery>;
export const NearestMatches = type({
  tournament: nullable(TournamentRef),
  /** Upcoming matches, soonest first. */
  next: array(MatchCard),
  /** Played matches, latest first. */
  last: array(MatchCard),
});
export type NearestMatches = Infer<typeof NearestMatches>;
export const NearestMatchesResponse = successEnvelope(NearestMatches);
export type NearestMatchesResponse = Infer<typeof NearestMatchesResponse>;

export const MatchesQuery = object({
  tournament_id: optional(queryId()),
  team_id: optional(queryId()),
  season_id: optional(queryId()),
  status: optional(oneOf(MATCH_STATUSES)),
  ...pageFields,
});
export type MatchesQuery = Infer<typeof MatchesQuery>;
export const MatchesResponse = paginatedEnvelope(MatchCard);
export type MatchesResponse = Infer<typeof MatchesResponse>;
