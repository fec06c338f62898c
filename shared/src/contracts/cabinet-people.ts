// Players and staff in the cabinet (spec §3, §7; domain: Roles, Files, Applications): the paged
// lists with their filters, a person's page (identity data, teams, documents with their expiry,
// transfer history), the edit forms, the bodies of create / edit / status / transfer, document
// and photo uploads, and the duplicate warning. A provider reads identity data only: the parts
// it may not see come as null.
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type Struct,
  type,
} from 'superstruct';
import { COUNTRY_CODES } from './countries';
import { DOCUMENT_TYPES, IDENTITY_KINDS, PLAYER_POSITIONS, type DocumentType, type StaffKind } from './enums';
import { paginatedEnvelope } from './common';
import { successEnvelope } from './envelope';
import { birthDate, dateText, dateTimeText, fromQuery, id, int, oneOf, text } from './fields';
import { DATE_BOUNDS } from '../validation/rules';
import { DOCUMENT_OWNERS } from './files';
import { listQuery } from './list-query';

// ---------------------------------------------------------------- rules shared by both ends

export const PERSON_STATUSES = ['active', 'inactive'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** Documents a player needs before an application can be sent (domain: Applications). */
export const REQUIRED_PLAYER_DOCUMENTS = [
  'identity',
  'depth_medical_examination',
  'heart_shot',
  'consent_to_data_processing',
  'club_enrollment_letter',
] as const satisfies readonly DocumentType[];
/** Documents every staff member needs; coaches (`COACH_KINDS`) also hold a `staff_license`. */
export const REQUIRED_STAFF_DOCUMENTS = [
  'identity',
  'consent_to_data_processing',
] as const satisfies readonly DocumentType[];
/** The staff kinds that coach, and so need a licence. */
export const COACH_KINDS = [
  'head_coach',
  'coach',
  'goalkeeper_coach',
  'fitness_coach',
] as const satisfies readonly StaffKind[];
/** The documents a staff member of `kind` needs (the one list the cabinet and the eligibility rules read). */
export function requiredStaffDocuments(kind: StaffKind): readonly DocumentType[] {
  return (COACH_KINDS as readonly StaffKind[]).includes(kind)
    ? [...REQUIRED_STAFF_DOCUMENTS, 'staff_license']
    : REQUIRED_STAFF_DOCUMENTS;
}
/** The document types a player can have, required ones first (a licence is staff's only). */
export const PLAYER_DOCUMENT_TYPES: readonly DocumentType[] = [...REQUIRED_PLAYER_DOCUMENTS, 'additional_document'];
export const STAFF_DOCUMENT_TYPES: readonly DocumentType[] = [
  ...REQUIRED_STAFF_DOCUMENTS,
  'staff_license',
  'depth_medical_examination',
  'heart_shot',
  'club_enrollment_letter',
  'additional_document',
];

export const NAME_MAX = 100;
export const IDENTITY_NUMBER_MAX = 32;

// ---------------------------------------------------------------- pieces

/** A team as the cabinet shows it next to a person: with its club. */
export const CabinetTeamRef = type({
  id: integer(),
  slug: string(),
  title: string(),
  birth_year: number(),
  club_id: integer(),
  club_title: string(),
  club_archived: boolean(),
});
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

export const documentState = {
  /** Required document types the person has no valid copy of (none uploaded). */
  missing_documents: array(oneOf(DOCUMENT_TYPES)),
  /** Required document types whose every copy has expired. */
  expired_documents: array(oneOf(DOCUMENT_TYPES)),
};

const Option = type({ id: string(), title: string() });
export const CabinetTeamOption = CabinetTeamRef;

/** Answer of a create, an edit, a status change, a transfer and a photo upload. */
export const PersonSavedResponse = successEnvelope(type({ id: integer(), slug: string() }));
export type PersonSavedResponse = Infer<typeof PersonSavedResponse>;

/** The person the API found when a create looks like a duplicate (409, `data.duplicate`). */
export const PersonDuplicate = type({
  owner: enums(DOCUMENT_OWNERS),
  id: integer(),
  slug: string(),
  name: string(),
  birth_date: nullable(dateText()),
  club: nullable(string()),
  /** The club and team of the latest active place (for a link to the person's page). */
  club_id: nullable(integer()),
  team_id: nullable(integer()),
  /** What matched: the identity number, or the name and birth date. */
  reason: enums(['identity_number', 'name_birth_date']),
});
export type PersonDuplicate = Infer<typeof PersonDuplicate>;

export const PersonIdParams = object({ id: fromQuery(id()) });
export type PersonIdParams = Infer<typeof PersonIdParams>;
export const PersonSlugParams = object({ slug: string() });
export type PersonSlugParams = Infer<typeof PersonSlugParams>;
export const TeamImportParams = object({ id: fromQuery(id()) });

export const PersonStatusBody = object({ status: oneOf(PERSON_STATUSES) });
export type PersonStatusBody = Infer<typeof PersonStatusBody>;

export const names = {
  first_name_kk: text({ required: true, max: NAME_MAX }),
  first_name_ru: optional(nullable(text({ max: NAME_MAX }))),
  first_name_en: optional(nullable(text({ max: NAME_MAX }))),
  last_name_kk: text({ required: true, max: NAME_MAX }),
  last_name_ru: optional(nullable(text({ max: NAME_MAX }))),
  last_name_en: optional(nullable(text({ max: NAME_MAX }))),
  middle_name_kk: optional(nullable(text({ max: NAME_MAX }))),
  middle_name_ru: optional(nullable(text({ max: NAME_MAX }))),
  middle_name_en: optional(nullable(text({ max: NAME_MAX }))),
};
export const identity = {
  identity_kind: optional(nullable(oneOf(IDENTITY_KINDS))),
  identity_number: optional(nullable(text({ max: IDENTITY_NUMBER_MAX }))),
  /** Citizenship: an ISO 3166-1 alpha-2 code of `COUNTRY_CODES`; null = not known. */
  citizenship: optional(nullable(oneOf(COUNTRY_CODES))),
};

const NameValues = {
  first_name_kk: string(),
  first_name_ru: nullable(string()),
  first_name_en: nullable(string()),
  last_name_kk: string(),
  last_name_ru: nullable(string()),
  last_name_en: nullable(string()),
  middle_name_kk: nullable(string()),
  middle_name_ru: nullable(string()),
  middle_name_en: nullable(string()),
};

// The pieces every person kind's contracts are built of (the kind adds its own fields between);
// exported for the staff's contracts (cabinet-staff.ts).

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
  id: integer(),
  slug: string(),
  name: string(),
  photo: nullable(string()),
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

// ---------------------------------------------------------------- players

export const CabinetPlayersQuery = listQuery({
  sort: ['name', 'birth_date', 'number'],
  filters: {
    ...personFilters,
    position: optional(oneOf(PLAYER_POSITIONS)),
    birth_year: optional(fromQuery(int({ min: 1950, max: 2100 }))),
  },
});
export type CabinetPlayersQuery = Infer<typeof CabinetPlayersQuery>;

export const CabinetPlayerItem = type({
  ...personItem,
  birth_date: dateText(),
  position: oneOf(PLAYER_POSITIONS),
  number: nullable(number()),
  is_pupil: boolean(),
  is_captain: boolean(),
  is_joker: boolean(),
  ...documentState,
});
export type CabinetPlayerItem = Infer<typeof CabinetPlayerItem>;
export const CabinetPlayersResponse = paginatedEnvelope(CabinetPlayerItem);
export type CabinetPlayersResponse = Infer<typeof CabinetPlayersResponse>;

export const CabinetPlayerCard = type({
  ...personCard,
  birth_date: dateText(),
  age: number(),
  position: oneOf(PLAYER_POSITIONS),
  number: nullable(number()),
  is_woman_squad: boolean(),
  is_pupil: boolean(),
  is_captain: boolean(),
  is_joker: boolean(),
  height_cm: nullable(number()),
  weight_kg: nullable(number()),
});
export type CabinetPlayerCard = Infer<typeof CabinetPlayerCard>;

export const CabinetPlayerDetail = type({ player: CabinetPlayerCard, ...personPage });
export type CabinetPlayerDetail = Infer<typeof CabinetPlayerDetail>;
export const CabinetPlayerDetailResponse = successEnvelope(CabinetPlayerDetail);

const playerFields = {
  ...names,
  birth_date: birthDate(DATE_BOUNDS.player),
  position: oneOf(PLAYER_POSITIONS),
  number: optional(nullable(int({ min: 1, max: 99 }))),
  is_woman_squad: optional(boolean()),
  is_pupil: optional(boolean()),
  is_captain: optional(boolean()),
  is_joker: optional(boolean()),
  height_cm: optional(nullable(int({ min: 50, max: 250 }))),
  weight_kg: optional(nullable(int({ min: 10, max: 200 }))),
  ...identity,
};

/** A new player in a team. A likely duplicate answers 409 unless `confirm_duplicate` is true. */
export const PlayerCreateBody = object({ ...playerFields, ...personCreate });
export type PlayerCreateBody = Infer<typeof PlayerCreateBody>;

/** Every field of a player; `team_id` names the team whose shirt number is set (the latest active one by default). */
export const PlayerEditBody = object({ ...playerFields, team_id: optional(nullable(id())) });
export type PlayerEditBody = Infer<typeof PlayerEditBody>;

export const PlayerFormValues = type({
  ...personValues,
  birth_date: dateText(),
  position: oneOf(PLAYER_POSITIONS),
  number: nullable(number()),
  is_woman_squad: boolean(),
  is_pupil: boolean(),
  is_captain: boolean(),
  is_joker: boolean(),
  height_cm: nullable(number()),
  weight_kg: nullable(number()),
});
export type PlayerFormValues = Infer<typeof PlayerFormValues>;

export const PersonFormOptions = type({
  positions: array(Option),
  identity_kinds: array(Option),
  document_types: array(type({ id: oneOf(DOCUMENT_TYPES), title: string(), required: boolean() })),
  /** Teams the reader may move the person to (its club's, or every team for super_admin); archived clubs left out. */
  teams: array(CabinetTeamRef),
  staff_kinds: array(Option),
});
export type PersonFormOptions = Infer<typeof PersonFormOptions>;

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

export const PlayerForm = personForm(PlayerFormValues);
export type PlayerForm = Infer<typeof PlayerForm>;
export const PlayerFormResponse = successEnvelope(PlayerForm);

/** Moves a player to a team; `keep` leaves the old place active ("with keeping"). */
export const PlayerSwitchTeamBody = object({
  player_id: id(),
  ...personSwitch,
  /** The shirt number in the new team; absent: the one of an old place there, else the player's usual one. */
  number: optional(nullable(int({ min: 1, max: 99 }))),
  /** Captain of the new team (and of every team the player stays in); absent: as now. */
  is_captain: optional(boolean()),
});
export type PlayerSwitchTeamBody = Infer<typeof PlayerSwitchTeamBody>;

export const PlayerTeamStats = type({
  team: CabinetTeamRef,
  tournaments: number(),
  matches: number(),
  minutes: number(),
  goals: number(),
  assists: number(),
  yellow_cards: number(),
  red_cards: number(),
});
export type PlayerTeamStats = Infer<typeof PlayerTeamStats>;
export const PlayerTeamsStatsResponse = successEnvelope(array(PlayerTeamStats));
