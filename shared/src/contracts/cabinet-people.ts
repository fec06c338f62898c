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
  type,
} from 'superstruct';
import { PLAYER_POSITIONS, type DocumentType, type StaffKind } from './enums';
import { paginatedEnvelope } from './common';
import { successEnvelope } from './envelope';
import { birthDate, dateText, fromQuery, id, int, oneOf } from './fields';
import { DATE_BOUNDS } from '../validation/rules';
import { DOCUMENT_OWNERS } from './files';
import { listQuery } from './list-query';
import { PeoplePlayerBadges } from './people';
import {
  CabinetTeamRef,
  PERSON_STATUSES,
  documentState,
  identity,
  names,
  personCard,
  personFilters,
  personForm,
  personItem,
  personPage,
  personValues,
  personCreate,
  personSwitch,
} from './person-pieces';

// The person shapes both kinds share, built in person-pieces.ts (its field groups stay there).
export {
  CabinetTeamRef,
  IDENTITY_NUMBER_MAX,
  NAME_MAX,
  PERSON_STATUSES,
  PersonDocument,
  PersonFormOptions,
  PersonMembership,
  PersonTransfer,
  type PersonStatus,
} from './person-pieces';

// ---------------------------------------------------------------- rules shared by both ends

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

// ---------------------------------------------------------------- answers and parameters of both kinds

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
  ...PeoplePlayerBadges,
  ...documentState,
});
export type CabinetPlayerItem = Infer<typeof CabinetPlayerItem>;
export const CabinetPlayersResponse = paginatedEnvelope(CabinetPlayerItem);
export type CabinetPlayersResponse = Infer<typeof CabinetPlayersResponse>;

/** A player's own facts as the card shows them and the form holds them. */
const playerFacts = {
  position: oneOf(PLAYER_POSITIONS),
  number: nullable(number()),
  is_woman_squad: boolean(),
  ...PeoplePlayerBadges,
  height_cm: nullable(number()),
  weight_kg: nullable(number()),
};

export const CabinetPlayerCard = type({
  ...personCard,
  birth_date: dateText(),
  age: number(),
  ...playerFacts,
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

export const PlayerFormValues = type({ ...personValues, birth_date: dateText(), ...playerFacts });
export type PlayerFormValues = Infer<typeof PlayerFormValues>;

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
