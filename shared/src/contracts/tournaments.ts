// GET /tournaments-list, and the cabinet's tournaments: form bodies, the detail with teams and
// application progress, the teams, matches and calendar, the round-robin generator.
import {
  array,
  assign,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  union,
} from 'superstruct';
import {
  dateAround,
  dateText,
  dateTimeText,
  fromQuery,
  id,
  int,
  oneOf,
  ruleFailure,
  text,
  translatedText,
  translatedValues,
} from './fields';
import { DATE_BOUNDS } from '../validation/rules';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  GENDERS,
  MATCH_STATUSES,
  REFEREE_ROLES,
  TOURNAMENT_BUCKETS,
  TOURNAMENT_FORMATS,
} from './enums';
import { successEnvelope } from './envelope';
import { NameRef, SeasonRef, TeamYearRef, TitleRef } from './common';

export const TournamentsListQuery = object({
  season_id: optional(fromQuery(id())),
});
export type TournamentsListQuery = Infer<typeof TournamentsListQuery>;

/**
 * A tournament's own fields, as every answer reads them (the public list and page, the cabinet's
 * header and edit form): the age group, the birth years, gender, format, dates and flags.
 * Declared once and composed into each answer (ADR 0151).
 */
export const TournamentFields = type({
  /** 'U-14': the age group label, the same in every language. */
  age_group: string(),
  birth_year_from: number(),
  birth_year_to: number(),
  gender: oneOf(GENDERS),
  format: oneOf(TOURNAMENT_FORMATS),
  /** 'YYYY-MM-DD' */
  start_date: nullable(dateText()),
  /** 'YYYY-MM-DD'; set when the tournament is finished. */
  end_date: nullable(dateText()),
  main: boolean(),
  active: boolean(),
});
export type TournamentFields = Infer<typeof TournamentFields>;

/** How a tournament names itself in an answer: id, title in the request's language, season, age group title. */
export const TournamentNamed = type({
  id: integer(),
  title: string(),
  season: SeasonRef,
  /** The age group with the gender in the request's language ('U-14 ұлдар', 'U-14 юноши', 'U-14 boys'). */
  age_group_title: string(),
});

/** The tournament's rules a team plays by: over-age players per team, minutes of a match. */
export const TournamentRules = type({ joker_quota: number(), match_length_minutes: number() });

export const TournamentListItem = assign(
  TournamentNamed,
  TournamentFields,
  type({ slug: string(), status: oneOf(TOURNAMENT_BUCKETS), team_ids: array(integer()) }),
);
export type TournamentListItem = Infer<typeof TournamentListItem>;

export const TournamentsList = type({
  current: array(TournamentListItem),
  upcoming: array(TournamentListItem),
  past: array(TournamentListItem),
});
export type TournamentsList = Infer<typeof TournamentsList>;
export const TournamentsListResponse = successEnvelope(TournamentsList);
export type TournamentsListResponse = Infer<typeof TournamentsListResponse>;

// ---------------------------------------------------------------------------------------------
// Cabinet

export const TournamentIdParams = object({ id: fromQuery(id()) });
export type TournamentIdParams = Infer<typeof TournamentIdParams>;

const TITLE_MAX = 255;
export const BIRTH_YEAR_MIN = 1950;
export const BIRTH_YEAR_MAX = 2100;
export const JOKER_QUOTA_DEFAULT = 2;
export const MATCH_LENGTH_DEFAULT = 80;

/** A time of day 'HH:mm' (24 h). */
export const timeOfDay = () =>
  refine(string(), 'time', (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : ruleFailure('regex')));

/** A new tournament or a change of one (the edit form always sends every field). */
export const TournamentBody = object({
  ...translatedText('title', { required: true, max: TITLE_MAX }),
  season_id: id(),
  /** 'U-14': the label, the same in every language. */
  age_group: text({ required: true, max: 20 }),
  birth_year_from: int({ min: BIRTH_YEAR_MIN, max: BIRTH_YEAR_MAX }),
  birth_year_to: int({ min: BIRTH_YEAR_MIN, max: BIRTH_YEAR_MAX }),
  gender: oneOf(GENDERS),
  format: optional(oneOf(TOURNAMENT_FORMATS)),
  /** Over-age players allowed per team; 2 when not sent. */
  joker_quota: optional(int({ min: 0, max: 11 })),
  match_length_minutes: optional(int({ min: 10, max: 150 })),
  start_date: optional(nullable(dateAround(DATE_BOUNDS.tournament))),
  active: optional(boolean()),
  /** The entry window (ADR 0176): teams may ask to enter from..to, both days included; both or neither. */
  entry_opens_on: optional(nullable(dateAround(DATE_BOUNDS.tournament))),
  entry_closes_on: optional(nullable(dateAround(DATE_BOUNDS.tournament))),
});
export type TournamentBody = Infer<typeof TournamentBody>;

export const TournamentSavedResponse = successEnvelope(type({ id: integer() }));

export const TournamentFormValues = assign(
  TournamentFields,
  TournamentRules,
  type({
    ...translatedValues('title', { required: true }),
    season_id: integer(),
    entry_opens_on: optional(nullable(dateText())),
    entry_closes_on: optional(nullable(dateText())),
  }),
);
export type TournamentFormValues = Infer<typeof TournamentFormValues>;
export const TournamentEditFormResponse = successEnvelope(
  type({
    id: integer(),
    finished: boolean(),
    values: TournamentFormValues,
    options: type({ seasons: array(SeasonRef) }),
  }),
);
export type TournamentEditFormResponse = Infer<typeof TournamentEditFormResponse>;

/** PUT /cabinet/tournaments: the manual order of the tournaments (lists show them in it). */
export const TournamentsOrderBody = object({ ids: size(array(id()), 1, 500) });
export type TournamentsOrderBody = Infer<typeof TournamentsOrderBody>;
export const TournamentsOrderResponse = successEnvelope(type({ ids: array(number()) }));

/** Whether a tournament is closed and whether teams may apply to it now. */
const tournamentOpenness = {
  /** Has an end date: read-only, every change is refused. */
  finished: boolean(),
  /** Active and not finished: teams may send applications. */
  takes_applications: boolean(),
};

/** The tournament as the cabinet pages show it in their header. */
export const CabinetTournamentSummary = assign(
  TournamentNamed,
  TournamentFields,
  TournamentRules,
  type({ ...tournamentOpenness, teams_count: number(), matches_count: number() }),
);
export type CabinetTournamentSummary = Infer<typeof CabinetTournamentSummary>;

export const ApplicationCounts = type({ pending: number(), submitted: number(), rejected: number() });
export type ApplicationCounts = Infer<typeof ApplicationCounts>;

export const TournamentTeamRow = type({
  team: TeamYearRef,
  club: TitleRef,
  /** The team's application to the tournament; `submitted` = a participant. */
  status: oneOf(APPLICATION_STATUSES),
  players: ApplicationCounts,
  staff: ApplicationCounts,
  matches_count: number(),
});
export type TournamentTeamRow = Infer<typeof TournamentTeamRow>;

/**
 * The application status a team shows: a team in the tournament (or asking to be) none of whose
 * players has been sent is `empty` (not listed), never "listed"; otherwise its application's.
 * `status` itself stays the team's place in the tournament (`submitted` = a participant).
 */
export function shownTeamStatus(status: ApplicationStatus, players: ApplicationCounts): ApplicationStatus {
  const sent = players.pending + players.submitted + players.rejected;
  return sent === 0 && (status === 'submitted' || status === 'pending') ? 'empty' : status;
}

/** A tour as every answer names it: its id, number and title. */
export const TourName = type({ id: integer(), number: number(), title: string() });
export type TourName = Infer<typeof TourName>;

export const TourSummary = assign(TourName, type({ start_date: nullable(dateText()), matches_count: number() }));
export type TourSummary = Infer<typeof TourSummary>;

export const CabinetTournamentDetail = type({
  tournament: CabinetTournamentSummary,
  teams: array(TournamentTeamRow),
  tours: array(TourSummary),
});
export type CabinetTournamentDetail = Infer<typeof CabinetTournamentDetail>;
export const CabinetTournamentDetailResponse = successEnvelope(CabinetTournamentDetail);

export const TeamCandidate = type({
  id: integer(),
  title: string(),
  birth_year: number(),
  club: TitleRef,
});
export type TeamCandidate = Infer<typeof TeamCandidate>;
/** GET /{id}/teams: the teams with their progress, and (super_admin) the teams that may be added. */
export const TournamentTeamsResponse = successEnvelope(
  type({ teams: array(TournamentTeamRow), candidates: array(TeamCandidate) }),
);
export type TournamentTeamsResponse = Infer<typeof TournamentTeamsResponse>;

export const TeamIdsBody = object({ team_ids: size(array(id()), 1, 200) });
export type TeamIdsBody = Infer<typeof TeamIdsBody>;
export const IdsBody = object({ ids: size(array(id()), 1, 500) });
export type IdsBody = Infer<typeof IdsBody>;
export const IdsResponse = successEnvelope(type({ ids: array(number()) }));

export const ActivityBody = object({ active: boolean() });
export const MainBody = object({ main: boolean() });
/**
 * The last day: within the tournament years (ADR 0165), and not before the start (the API checks that).
 * `confirm`: finish although some matches are not played (else 409 with `data.unplayed`, ADR 0177).
 */
export const FinishBody = object({ end_date: dateAround(DATE_BOUNDS.tournament), confirm: optional(boolean()) });
export const TournamentStateResponse = successEnvelope(
  type({ id: integer(), active: boolean(), main: boolean(), end_date: nullable(dateText()) }),
);

export const CrewMember = type({ role: oneOf(REFEREE_ROLES), referee: NameRef });

export const CabinetMatch = type({
  id: integer(),
  tour: nullable(TourName),
  /** Kick-off in UTC (ISO); null when not set. */
  date_time: nullable(dateTimeText()),
  /** The Asia/Almaty calendar day and time of the kick-off. */
  date: nullable(dateText()),
  time: nullable(string()),
  status: oneOf(MATCH_STATUSES),
  host: TitleRef,
  guest: TitleRef,
  stadium: nullable(TitleRef),
  crew: array(CrewMember),
  /** A result or events exist: the match cannot be deleted. */
  played: boolean(),
  /** A cancelled match: why, in the reader's language (else another one). */
  cancellation_reason: optional(nullable(string())),
  /** The reader may open the match's cabinet page (a club's administrator: its teams' matches only). */
  openable: boolean(),
});
export type CabinetMatch = Infer<typeof CabinetMatch>;

/** GET /{id}/matches: every match of the tournament, in kick-off order. */
export const TournamentMatchesResponse = successEnvelope(
  type({ tournament: CabinetTournamentSummary, tours: array(TourSummary), matches: array(CabinetMatch) }),
);
export type TournamentMatchesResponse = Infer<typeof TournamentMatchesResponse>;

export const CREW_ROLES = REFEREE_ROLES;
export const MatchCrewBody = object({
  main_referee: optional(nullable(id())),
  first_assistant: optional(nullable(id())),
  second_assistant: optional(nullable(id())),
  backup_referee: optional(nullable(id())),
  inspector: optional(nullable(id())),
  delegate: optional(nullable(id())),
});
export type MatchCrewBody = Infer<typeof MatchCrewBody>;

/** A new match: date and time are Asia/Almaty wall time. */
export const MatchCreateBody = object({
  host_team_id: id(),
  guest_team_id: id(),
  stadium_id: optional(nullable(id())),
  date: dateAround(DATE_BOUNDS.tournament),
  time: timeOfDay(),
  tour_number: int({ min: 1, max: 99 }),
  referees: optional(MatchCrewBody),
});
export type MatchCreateBody = Infer<typeof MatchCreateBody>;
/** A change of one match: every field, as the create form sends them (the crew is replaced whole). */
export const MatchUpdateBody = MatchCreateBody;
export type MatchUpdateBody = MatchCreateBody;
export const TournamentMatchParams = object({ id: fromQuery(id()), match_id: fromQuery(id()) });
export type TournamentMatchParams = Infer<typeof TournamentMatchParams>;

export const ScheduleWarning = type({ code: literal('stadium_busy'), message: string(), match_ids: array(integer()) });
export type ScheduleWarning = Infer<typeof ScheduleWarning>;
export const MatchCreatedResponse = successEnvelope(type({ id: integer(), warnings: array(ScheduleWarning) }));
export type MatchCreatedResponse = Infer<typeof MatchCreatedResponse>;

export const ScheduleModes = ['single', 'double'] as const;
/** The round-robin generator: preview (nothing saved) or save; `replace` confirms deleting unplayed matches. */
export const ScheduleBody = object({
  mode: enums(ScheduleModes),
  start_date: dateAround(DATE_BOUNDS.tournament),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: int({ min: 0, max: 6 }),
  time: timeOfDay(),
  interval_days: optional(int({ min: 1, max: 28 })),
  stadium_id: optional(nullable(id())),
  preview: optional(boolean()),
  replace: optional(boolean()),
});
export type ScheduleBody = Infer<typeof ScheduleBody>;

export const ScheduleResponse = successEnvelope(
  type({
    saved: boolean(),
    /** Matches that were deleted (or would be, in a preview with `replace`). */
    replaced: number(),
    tours: array(
      type({
        number: number(),
        date: dateText(),
        matches: array(type({ host: TitleRef, guest: TitleRef, date_time: dateTimeText() })),
      }),
    ),
  }),
);
export type ScheduleResponse = Infer<typeof ScheduleResponse>;

/** GET /cabinet/command-admin/tournaments: those the club's teams play in or may apply to. */
export const CommandAdminTournament = assign(
  TournamentNamed,
  type({
    start_date: nullable(dateText()),
    end_date: nullable(dateText()),
    main: boolean(),
    active: boolean(),
    ...tournamentOpenness,
    /** The club's teams in it (or that fit its age group), with their application status (null: not applied). */
    teams: array(type({ id: integer(), title: string(), status: union([oneOf(APPLICATION_STATUSES), literal(null)]) })),
  }),
);
export type CommandAdminTournament = Infer<typeof CommandAdminTournament>;
export const CommandAdminTournamentsResponse = successEnvelope(array(CommandAdminTournament));
export type CommandAdminTournamentsResponse = Infer<typeof CommandAdminTournamentsResponse>;
