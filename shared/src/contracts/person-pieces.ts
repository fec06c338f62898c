// The pieces both kinds of person in the cabinet (players, cabinet-people.ts; staff,
// cabinet-staff.ts) are built of: the statuses and name limits, the team, document, place and
// transfer shapes, and the field groups each kind adds its own fields between (ADR 0130).
// Not a package entry: cabinet-people.ts re-exports the contracts among them, never the groups.
import {
  array,
  assign,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  optional,
  string,
  type Struct,
  type,
} from 'superstruct';
import { PersonRef, TeamYearRef } from './common';
import { COUNTRY_CODES } from './countries';
import { DOCUMENT_TYPES, IDENTITY_KINDS } from './enums';
import { dateText, dateTimeText, fromQuery, id, oneOf, text, translatedText, translatedValues } from './fields';
import { DOCUMENT_OWNERS } from './files';

// ---------------------------------------------------------------- rules shared by both ends

export const PERSON_STATUSES = ['active', 'inactive'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const NAME_MAX = 100;
export const IDENTITY_NUMBER_MAX = 32;

// ---------------------------------------------------------------- shapes

/** A team as the cabinet shows it next to a person: with its club. */
export const CabinetTeamRef = assign(
  TeamYearRef,
  type({ club_id: integer(), club_title: string(), club_archived: boolean() }),
);
export type CabinetTeamRef = Infer<typeof CabinetTeamRef>;

export const PersonDocument = type({
  id: integer(),
  owner: enums(DOCUMENT_OWNERS),
  type: oneOf(DOCUMENT_TYPES),
  /** The name the file was uploaded with (a label only), else null. */
  name: nullable(string()),
  size: number(),
  mime: string(),
  /** Last valid day 'YYYY-MM-DD'; null = does not expire. */
  expires_at: nullable(dateTimeText()),
  expired: boolean(),
  uploaded_at: dateTimeText(),
});
export type PersonDocument = Infer<typeof PersonDocument>;

export const PersonMembership = type({
  team: CabinetTeamRef,
  number: nullable(number()),
  is_active: boolean(),
  joined_at: nullable(dateText()),
  left_at: nullable(dateTimeText()),
});
export type PersonMembership = Infer<typeof PersonMembership>;

/** One move between teams: who moved the person, when, from where, to where, old place kept or not. */
export const PersonTransfer = type({
  id: integer(),
  at: string(),
  by: nullable(string()),
  from: nullable(CabinetTeamRef),
  to: CabinetTeamRef,
  kept: boolean(),
});
export type PersonTransfer = Infer<typeof PersonTransfer>;

const Option = type({ id: string(), title: string() });

export const PersonFormOptions = type({
  positions: array(Option),
  identity_kinds: array(Option),
  document_types: array(type({ id: oneOf(DOCUMENT_TYPES), title: string(), required: boolean() })),
  /** Teams the reader may move the person to (its club's, or every team for super_admin); archived clubs left out. */
  teams: array(CabinetTeamRef),
  staff_kinds: array(Option),
});
export type PersonFormOptions = Infer<typeof PersonFormOptions>;

// ---------------------------------------------------------------- field groups

export const documentState = {
  /** Required document types the person has no valid copy of (none uploaded). */
  missing_documents: array(oneOf(DOCUMENT_TYPES)),
  /** Required document types whose every copy has expired. */
  expired_documents: array(oneOf(DOCUMENT_TYPES)),
};

/** First and last names in kk (required), ru and en: a referee's, and a person's before the middle name. */
export const firstLastNames = {
  ...translatedText('first_name', { required: true, max: NAME_MAX }),
  ...translatedText('last_name', { required: true, max: NAME_MAX }),
};

export const names = { ...firstLastNames, ...translatedText('middle_name', { max: NAME_MAX }) };
export const identity = {
  identity_kind: optional(nullable(oneOf(IDENTITY_KINDS))),
  identity_number: optional(nullable(text({ max: IDENTITY_NUMBER_MAX }))),
  /** Citizenship: an ISO 3166-1 alpha-2 code of `COUNTRY_CODES`; null = not known. */
  citizenship: optional(nullable(oneOf(COUNTRY_CODES))),
};

/** The stored values of `firstLastNames`. */
export const firstLastNameValues = {
  ...translatedValues('first_name', { required: true }),
  ...translatedValues('last_name', { required: true }),
};

const NameValues = { ...firstLastNameValues, ...translatedValues('middle_name') };

/** List filters of every kind. */
export const personFilters = {
  club_id: optional(fromQuery(id())),
  team_id: optional(fromQuery(id())),
  status: optional(oneOf(PERSON_STATUSES)),
  /** '1': only people missing a required document (none, or every copy expired). */
  missing_documents: optional(enums(['1'])),
};

/** A list item's head; `team` is the current team (latest active place), null when none. */
export const personItem = {
  ...PersonRef.schema,
  status: oneOf(PERSON_STATUSES),
  team: nullable(CabinetTeamRef),
};

/** A person card's fields of every kind. */
export const personCard = {
  id: integer(),
  slug: string(),
  name: string(),
  first_name: string(),
  last_name: string(),
  middle_name: nullable(string()),
  identity_kind: nullable(oneOf(IDENTITY_KINDS)),
  identity_number: nullable(string()),
  /** ISO 3166-1 alpha-2 code (its name: `countryName` of @league/shared/labels). */
  citizenship: nullable(string()),
  photo: nullable(string()),
  status: oneOf(PERSON_STATUSES),
};

/** A person's page around the card. */
export const personPage = {
  teams: array(PersonMembership),
  /** null for a provider (identity data only). */
  documents: nullable(array(PersonDocument)),
  history: nullable(array(PersonTransfer)),
  /** Whether the reader may change this person (its club's administrator, or super_admin). */
  may_edit: boolean(),
  ...documentState,
};

/** A form's values of every kind: names, identity, photo, status. */
export const personValues = {
  ...NameValues,
  identity_kind: nullable(oneOf(IDENTITY_KINDS)),
  identity_number: nullable(string()),
  citizenship: nullable(string()),
  photo: nullable(string()),
  status: oneOf(PERSON_STATUSES),
};

/** A new person is placed in a team; a likely duplicate answers 409 unless `confirm_duplicate` is true. */
export const personCreate = { team_id: id(), confirm_duplicate: optional(boolean()) };

/** A move to a team; `keep` leaves the old place active ("with keeping"). */
export const personSwitch = {
  team_id: id(),
  keep: boolean(),
  /** The place left when not keeping; absent: every other active place. */
  from_team_id: optional(nullable(id())),
};

/** A person's edit form: the kind's values, the options, the documents and the places. */
// oxlint-disable-next-line typescript/no-explicit-any
export const personForm = <V extends Struct<any, any>>(values: V) =>
  type({
    id: integer(),
    slug: string(),
    values,
    options: PersonFormOptions,
    documents: array(PersonDocument),
    teams: array(PersonMembership),
  });
