// The league's seasons in the cabinet (list, create, edit, make current; ADR 0175) and teams'
// requests to enter a tournament (ADR 0176): what the endpoints of ../endpoints/seasons.ts and
// ../endpoints/entries.ts take and answer.
import {
  array,
  boolean,
  type Infer,
  integer,
  literal,
  nullable,
  object,
  optional,
  string,
  type,
  union,
} from 'superstruct';
import { TitleRef } from './common';
import { dateAround, dateText, fromQuery, id, oneOf, text, translatedText, translatedValues } from './fields';
import { DATE_BOUNDS } from '../validation/rules';
import { successEnvelope } from './envelope';

const TITLE_MAX = 255;

/** A season in the cabinet's list: its titles in every language, its dates, current or not. */
export const CabinetSeason = type({
  id: integer(),
  /** The year the season starts in: 2027 for 2027/2028. */
  year: integer(),
  /** In the request's language. */
  title: string(),
  ...translatedValues('title', { required: true }),
  start_date: dateText(),
  end_date: dateText(),
  current: boolean(),
  tournaments_count: integer(),
});
export type CabinetSeason = Infer<typeof CabinetSeason>;
export const CabinetSeasonsResponse = successEnvelope(array(CabinetSeason));
export type CabinetSeasonsResponse = Infer<typeof CabinetSeasonsResponse>;

/** A new season or a change of one: the end after the start; the start's year is the season's year (one season per year). */
export const SeasonBody = object({
  ...translatedText('title', { required: true, max: TITLE_MAX }),
  /** Within the tournaments' bounds (years around the current one: a typo in the year is refused). */
  start_date: dateAround(DATE_BOUNDS.tournament),
  end_date: dateAround(DATE_BOUNDS.tournament),
});
export type SeasonBody = Infer<typeof SeasonBody>;

export const SeasonIdParams = object({ id: fromQuery(id()) });
export type SeasonIdParams = Infer<typeof SeasonIdParams>;

export const SeasonSavedResponse = successEnvelope(CabinetSeason);
export type SeasonSavedResponse = Infer<typeof SeasonSavedResponse>;

// ---------------------------------------------------------------------------------------------
// Entry requests

export const ENTRY_REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type EntryRequestStatus = (typeof ENTRY_REQUEST_STATUSES)[number];

/** A team that asks, or may ask, to enter. */
const EntryTeam = type({ id: integer(), title: string(), birth_year: integer() });

export const EntryRequest = type({
  id: integer(),
  status: oneOf(ENTRY_REQUEST_STATUSES),
  team: EntryTeam,
  club: TitleRef,
  /** The league's reason of a refusal. */
  reason: nullable(string()),
  created_at: string(),
  decided_at: nullable(string()),
});
export type EntryRequest = Infer<typeof EntryRequest>;

/**
 * A tournament's entries: its window (null days: no window), whether it is open today, the
 * requests (a command_admin: its club's only) and the club's teams that may ask now (a
 * command_admin; empty for the league).
 */
export const TournamentEntries = type({
  window: type({ opens_on: nullable(dateText()), closes_on: nullable(dateText()), open: boolean() }),
  requests: array(EntryRequest),
  teams: array(EntryTeam),
});
export type TournamentEntries = Infer<typeof TournamentEntries>;
export const TournamentEntriesResponse = successEnvelope(TournamentEntries);
export type TournamentEntriesResponse = Infer<typeof TournamentEntriesResponse>;

export const EntryRequestBody = object({ team_id: id() });
export type EntryRequestBody = Infer<typeof EntryRequestBody>;

export const EntryParams = object({ id: fromQuery(id()), entry_id: fromQuery(id()) });
export type EntryParams = Infer<typeof EntryParams>;

/** The league's decision: accept, or refuse with a reason (required on a refusal). */
export const EntryDecisionBody = object({
  decision: union([literal('accept'), literal('refuse')]),
  reason: optional(nullable(text({ max: 1000 }))),
});
export type EntryDecisionBody = Infer<typeof EntryDecisionBody>;

export const EntryRequestResponse = successEnvelope(EntryRequest);
export type EntryRequestResponse = Infer<typeof EntryRequestResponse>;
