// GET /tournaments-list.
import { array, boolean, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { fromQuery, id, oneOf } from './fields';
import { GENDERS, TOURNAMENT_BUCKETS, TOURNAMENT_FORMATS } from './enums';
import { successEnvelope } from './envelope';
import { SeasonRef } from './common';

export const TournamentsListQuery = object({
  season_id: optional(fromQuery(id())),
});
export type TournamentsListQuery = Infer<typeof TournamentsListQuery>;

export const TournamentListItem = type({
  id: number(),
  slug: string(),
  title: string(),
  season: SeasonRef,
  /** 'U-14': the age group label, the same in every language. */
  age_group: string(),
  /** The age group with the gender in the request's language ('U-14 ұлдар', 'U-14 юноши', 'U-14 boys'). */
  age_group_title: string(),
  birth_year_from: number(),
  birth_year_to: number(),
  gender: oneOf(GENDERS),
  format: oneOf(TOURNAMENT_FORMATS),
  /** 'YYYY-MM-DD' */
  start_date: nullable(string()),
  /** 'YYYY-MM-DD'; set when the tournament is finished. */
  end_date: nullable(string()),
  main: boolean(),
  active: boolean(),
  status: oneOf(TOURNAMENT_BUCKETS),
  team_ids: array(number()),
});
export type TournamentListItem = Infer<typeof TournamentListItem>;

export const TournamentsList = type({
  current: array(TournamentListItem),
  upcoming: array(TournamentListItem),
  past: array(TournamentListItem),
});
export type TournamentsList = Infer<typeof TournamentsList>;
export const TournamentsListResponse = successEnvelope(TournamentsList);
export type TournamentsListResponse = Infer<typeof TournamentsListResponse>;
