// GET /search?q=: players, teams, clubs, referees, news and matches whose names match the
// query in Cyrillic or in Latin transliteration, grouped by kind.
import { array, assign, type Infer, integer, nullable, number, object, optional, string, type } from 'superstruct';
import { ClubRef, LinkRef } from './common';
import { coerceText, dateTimeText, fromQuery, int, oneOf } from './fields';
import { MATCH_STATUSES, PLAYER_POSITIONS } from './enums';
import { successEnvelope } from './envelope';

/** Longest query used; a longer one is cut (never refused, never a 500). */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_MAX = 50;

/** Trims the query, collapses inner whitespace and cuts it to `SEARCH_QUERY_MAX` characters. */
export function normaliseSearchQuery(raw: string): string {
  return [...raw.replace(/\s+/g, ' ').trim()].slice(0, SEARCH_QUERY_MAX).join('').trim();
}

export const SearchQuery = object({
  q: optional(coerceText(string(), normaliseSearchQuery)),
  /** Results per kind (default 10). */
  limit: optional(fromQuery(int({ min: 1, max: SEARCH_LIMIT_MAX }))),
});
export type SearchQuery = Infer<typeof SearchQuery>;

const TeamRef = LinkRef;

export const SearchPlayer = type({
  id: integer(),
  slug: string(),
  name: string(),
  position: nullable(oneOf(PLAYER_POSITIONS)),
  photo: nullable(string()),
  team: nullable(TeamRef),
});
export type SearchPlayer = Infer<typeof SearchPlayer>;

/** A team found: its link, its club's title and its logo. */
export const SearchTeam = assign(TeamRef, type({ club: nullable(string()), logo: nullable(string()) }));
export type SearchTeam = Infer<typeof SearchTeam>;

export const SearchClub = ClubRef;
export type SearchClub = ClubRef;

export const SearchReferee = type({
  id: integer(),
  slug: string(),
  name: string(),
  category: nullable(string()),
  photo: nullable(string()),
});
export type SearchReferee = Infer<typeof SearchReferee>;

/** A news item found: its link, when it was published, its image. */
export const SearchNews = assign(LinkRef, type({ published_at: dateTimeText(), image: nullable(string()) }));
export type SearchNews = Infer<typeof SearchNews>;

export const SearchMatch = type({
  id: integer(),
  /** ISO 8601 (UTC) or null when not scheduled yet. */
  date_time: nullable(dateTimeText()),
  status: oneOf(MATCH_STATUSES),
  tournament: string(),
  host: TeamRef,
  guest: TeamRef,
});
export type SearchMatch = Infer<typeof SearchMatch>;

export const SEARCH_KINDS = ['players', 'teams', 'clubs', 'referees', 'news', 'matches'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchCounts = type({
  players: number(),
  teams: number(),
  clubs: number(),
  referees: number(),
  news: number(),
  matches: number(),
});
export type SearchCounts = Infer<typeof SearchCounts>;

export const SearchResults = type({
  /** The query as used (trimmed and cut). */
  q: string(),
  /** Every result that matches, of every kind (the lists hold at most `limit` of each). */
  total: number(),
  /** How many results of each kind match, beyond the `limit` shown. */
  counts: SearchCounts,
  players: array(SearchPlayer),
  teams: array(SearchTeam),
  clubs: array(SearchClub),
  referees: array(SearchReferee),
  news: array(SearchNews),
  matches: array(SearchMatch),
});
export type SearchResults = Infer<typeof SearchResults>;
export const SearchResponse = successEnvelope(SearchResults);
export type SearchResponse = Infer<typeof SearchResponse>;
