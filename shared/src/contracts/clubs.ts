// Public clubs and the league's geography (cities, countries).
import {
  type Infer,
  array,
  assign,
  boolean,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { PeopleCityRef, PeopleStadiumRef, TeamListItem } from './people';
import { pageFields } from './list-query';
import { oneOf, text } from './fields';
import { LinkRef, paginatedEnvelope, ClubRef } from './common';
import { successEnvelope } from './envelope';

// ---------------------------------------------------------------- clubs

export const ClubsQuery = object({
  q: optional(text({ max: 100 })),
  /** 1: only archived clubs; 0: only active clubs; absent: active first, archived last. */
  archived: optional(oneOf(['0', '1'] as const)),
  ...pageFields,
});
export type ClubsQuery = Infer<typeof ClubsQuery>;

export const ClubListItem = assign(
  ClubRef,
  type({
    city: nullable(string()),
    archived: boolean(),
    teams_count: number(),
  }),
);
export type ClubListItem = Infer<typeof ClubListItem>;
export const ClubsResponse = paginatedEnvelope(ClubListItem);
export type ClubsResponse = Infer<typeof ClubsResponse>;

export const ClubDetail = type({
  club: assign(
    ClubRef,
    type({
      description: nullable(string()),
      founded_year: nullable(number()),
      website: nullable(string()),
      archived: boolean(),
      city: nullable(PeopleCityRef),
      /** The stadium where the club's teams host most of their matches. */
      stadium: nullable(PeopleStadiumRef),
    }),
  ),
  teams: array(TeamListItem),
});
export type ClubDetail = Infer<typeof ClubDetail>;
export const ClubDetailResponse = successEnvelope(ClubDetail);
export type ClubDetailResponse = Infer<typeof ClubDetailResponse>;

// ---------------------------------------------------------------- geography

export const GeographyCountry = type({
  id: integer(),
  code: string(),
  title: string(),
  cities: array(LinkRef),
});
export type GeographyCountry = Infer<typeof GeographyCountry>;
export const GeographyResponse = successEnvelope(array(GeographyCountry));
export type GeographyResponse = Infer<typeof GeographyResponse>;
