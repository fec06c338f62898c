// Teams in the cabinet: the paged list (super_admin every team, a command_admin its club's),
// a team's page (squad by position, staff, tournaments, its applications), its form (values and
// select options), the bodies of a create and an edit, the logo upload, "my team" and the
// statistics of the teams a user may see. Images (club crest, team logo) are multipart uploads.
import {
  array,
  assign,
  boolean,
  define,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { successEnvelope } from './envelope';
import { fromQuery, id, int, translatedText, translatedValues } from './fields';
import { listQuery } from './list-query';
import { paginatedEnvelope, PaginationMeta, TeamRef, TeamStatsValues, TeamYearRef, TitleRef, ClubRef } from './common';
import { APPLICATION_STATUSES } from './enums';
import { PeopleSquadGroup, PeopleTournamentRef, StaffItem, TeamListItem } from './people';

export const TEAM_TITLE_MAX = 255;
/** The oldest birth year a team may have (the league is for youth; veterans' sides are not kept). */
export const TEAM_BIRTH_YEAR_MIN = 1980;
/** The contract's upper bound; the API also refuses a year after the current one. */
export const TEAM_BIRTH_YEAR_MAX = 2100;
export const TEAM_POSITION_MAX = 9999;

export const CabinetTeamsQuery = listQuery({
  sort: ['title', 'birth_year', 'club', 'position'],
  filters: {
    club_id: optional(fromQuery(id())),
    birth_year: optional(fromQuery(int({ min: TEAM_BIRTH_YEAR_MIN, max: TEAM_BIRTH_YEAR_MAX }))),
    active: optional(enums(['0', '1'])),
  },
});
export type CabinetTeamsQuery = Infer<typeof CabinetTeamsQuery>;

export const TeamIdParams = object({ id: fromQuery(id()) });
export type TeamIdParams = Infer<typeof TeamIdParams>;

export const CabinetTeamClub = assign(ClubRef, type({ archived: boolean() }));
export type CabinetTeamClub = Infer<typeof CabinetTeamClub>;

/**
 * A team of the cabinet's list: the public list's team (its `logo` the team's own; null: the
 * club's crest is shown) with its club's archived flag and its players count.
 */
export const CabinetTeam = assign(TeamListItem, type({ club: CabinetTeamClub, players_count: number() }));
export type CabinetTeam = Infer<typeof CabinetTeam>;
export const CabinetTeamsResponse = paginatedEnvelope(CabinetTeam);

/** Player applications of the team in one tournament, counted by status. */
export const TeamApplicationSummary = type({
  tournament: PeopleTournamentRef,
  /** Whether the team plays in it (an accepted team application). */
  plays: boolean(),
  statuses: array(type({ status: enums(APPLICATION_STATUSES), count: number() })),
});
export type TeamApplicationSummary = Infer<typeof TeamApplicationSummary>;

export const CabinetTeamDetail = type({
  team: CabinetTeam,
  titles: type({ kk: string(), ru: nullable(string()), en: nullable(string()) }),
  /** The active members, GK, DF, MF, FW (empty groups left out), each by number. */
  squad: array(PeopleSquadGroup),
  staff: array(StaffItem),
  /** Tournaments the team plays in. */
  tournaments: array(PeopleTournamentRef),
  applications: array(TeamApplicationSummary),
});
export type CabinetTeamDetail = Infer<typeof CabinetTeamDetail>;
export const CabinetTeamDetailResponse = successEnvelope(CabinetTeamDetail);

const teamFields = {
  ...translatedText('title', { required: true, max: TEAM_TITLE_MAX }),
  birth_year: int({ min: TEAM_BIRTH_YEAR_MIN, max: TEAM_BIRTH_YEAR_MAX }),
  is_woman_squad: optional(boolean()),
  position: optional(int({ min: 0, max: TEAM_POSITION_MAX })),
  is_active: optional(boolean()),
};

/** A new team of a club (super_admin); the slug is made from the title. */
export const TeamCreateBody = object({ club_id: id(), ...teamFields });
export type TeamCreateBody = Infer<typeof TeamCreateBody>;

/** A team's details (the form always sends every field; the club does not change). */
export const TeamEditBody = object(teamFields);
export type TeamEditBody = Infer<typeof TeamEditBody>;

export const TeamFormValues = type({
  club_id: integer(),
  ...translatedValues('title', { required: true }),
  slug: string(),
  birth_year: number(),
  is_woman_squad: boolean(),
  position: number(),
  is_active: boolean(),
  logo: nullable(string()),
});
export type TeamFormValues = Infer<typeof TeamFormValues>;

export const TeamForm = type({
  id: integer(),
  values: TeamFormValues,
  club: CabinetTeamClub,
  options: type({ birth_years: type({ min: number(), max: number() }) }),
});
export type TeamForm = Infer<typeof TeamForm>;
export const TeamFormResponse = successEnvelope(TeamForm);

/** Answer of a create and an edit: the team's id, slug and club. */
export const TeamSavedResponse = successEnvelope(type({ id: integer(), slug: string(), club_id: integer() }));

/** GET /cabinet/teams/my-team: the teams of the signed-in user's club (super_admin: every active team). */
export const MyTeamsResponse = successEnvelope(
  array(assign(TeamYearRef, type({ is_woman_squad: boolean(), club: TitleRef }))),
);

/** A file picked in the browser (multipart); the API reads and checks the bytes itself. */
const PickedFile = define<Blob>('file', (value) => typeof Blob !== 'undefined' && value instanceof Blob);

/** A crest or logo upload: one image ≤ 300 KB, JPEG, PNG or WebP (the type read from the bytes). */
export const ImageUploadBody = object({ logo: optional(PickedFile) });
export type ImageUploadBody = Infer<typeof ImageUploadBody>;
/** The stored image's public URL (null after a removal). */
export const ImageSavedResponse = successEnvelope(type({ id: integer(), logo: nullable(string()) }));

// Statistics of the teams a user may see, in one tournament.

export const CabinetTeamStatsQuery = listQuery({
  sort: ['title', 'matches', 'won', 'goals_for', 'goals_against', 'points'],
  filters: { tournament_id: optional(fromQuery(id())), club_id: optional(fromQuery(id())) },
});
export type CabinetTeamStatsQuery = Infer<typeof CabinetTeamStatsQuery>;

export const CabinetTeamStatsRow = type({ team: TeamRef, club: TitleRef, points: number(), ...TeamStatsValues.schema });
export type CabinetTeamStatsRow = Infer<typeof CabinetTeamStatsRow>;

/** The paged rows; `meta` also names the tournament shown and the ones to choose from. */
export const CabinetTeamStatsResponse = type({
  success: literal(true),
  data: array(CabinetTeamStatsRow),
  meta: assign(
    PaginationMeta,
    type({
      /** The tournament shown (the requested one, else the current one of those offered). */
      tournament: nullable(PeopleTournamentRef),
      /** Tournaments the user's teams play in (every tournament with teams for super_admin). */
      tournaments: array(PeopleTournamentRef),
    }),
  ),
});
export type CabinetTeamStatsResponse = Infer<typeof CabinetTeamStatsResponse>;
