// Clubs in the cabinet: the list query (super_admin sees every club, a command_admin only its
// own), a club with its teams, the edit form (values and select options) and the bodies of a
// create and an update. The crest is uploaded separately (files endpoint).
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
import { TeamYearRef, TitleRef, ClubRef } from './common';
import { successEnvelope } from './envelope';
import { fromQuery, id, pastYear, translatedText, translatedValues } from './fields';
import { DATE_BOUNDS } from '../validation/rules';
import { listQuery } from './list-query';

export const CabinetClubsQuery = listQuery({
  sort: ['title', 'city', 'teams_count'],
  filters: { city_id: optional(fromQuery(id())), archived: optional(enums(['0', '1'])) },
});
export type CabinetClubsQuery = Infer<typeof CabinetClubsQuery>;

export const ClubIdParams = object({ id: fromQuery(id()) });
export type ClubIdParams = Infer<typeof ClubIdParams>;

export const CabinetClubCard = assign(
  ClubRef,
  type({
    description: nullable(string()),
    founded_year: nullable(number()),
    archived: boolean(),
    city: nullable(TitleRef),
    /** Colour keys of the colours handbook, with their titles and hex values. */
    colors: array(type({ id: string(), title: string(), hex: string() })),
  }),
);
export type CabinetClubCard = Infer<typeof CabinetClubCard>;

export const CabinetClubTeam = assign(TeamYearRef, type({ is_active: boolean() }));
export type CabinetClubTeam = Infer<typeof CabinetClubTeam>;

export const CabinetClubDetail = type({ club: CabinetClubCard, teams: array(CabinetClubTeam) });
export type CabinetClubDetail = Infer<typeof CabinetClubDetail>;
export const CabinetClubDetailResponse = successEnvelope(CabinetClubDetail);

const TITLE_MAX = 255;
const DESCRIPTION_MAX = 5000;
/** The oldest founding year; the newest is the current year (ADR 0165). */
export const FOUNDED_MIN = DATE_BOUNDS.foundedMin;

const clubFields = {
  ...translatedText('title', { required: true, max: TITLE_MAX }),
  city_id: optional(nullable(id())),
  founded_year: optional(nullable(pastYear(FOUNDED_MIN))),
  colors: optional(array(string())),
  ...translatedText('description', { max: DESCRIPTION_MAX }),
};

/** A new club: the slug is made from the title (unique). */
export const ClubCreateBody = object(clubFields);
export type ClubCreateBody = Infer<typeof ClubCreateBody>;

/** A change of a club: only the fields sent are changed. */
export const ClubPatchBody = object({ ...clubFields, title_kk: optional(clubFields.title_kk) });
export type ClubPatchBody = Infer<typeof ClubPatchBody>;

export const ClubFormValues = type({
  ...translatedValues('title', { required: true }),
  slug: string(),
  city_id: nullable(integer()),
  founded_year: nullable(number()),
  colors: array(string()),
  ...translatedValues('description'),
  logo: nullable(string()),
  archived: boolean(),
});
export type ClubFormValues = Infer<typeof ClubFormValues>;

export const ClubFormOptions = type({
  cities: array(TitleRef),
  colors: array(type({ id: string(), title: string(), hex: string() })),
});
export type ClubFormOptions = Infer<typeof ClubFormOptions>;

export const ClubForm = type({ id: integer(), values: ClubFormValues, options: ClubFormOptions });
export type ClubForm = Infer<typeof ClubForm>;
export const ClubFormResponse = successEnvelope(ClubForm);

/** Answer of a create, an update and an archive: the club's id and slug. */
export const ClubSavedResponse = successEnvelope(type({ id: integer(), slug: string() }));
