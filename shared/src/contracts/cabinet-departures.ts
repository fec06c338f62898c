// Departures in the cabinet (spec §4, §7): one departure with its squad and the identity data
// travel needs, the squad form (the team's submitted application, each person with the
// eligibility verdict), and the bodies of the three writes: the count, the squad and the
// provider's decision. The list is `DeparturesQuery` / `DeparturesResponse` (cabinet-landing.ts).
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
import { TitleRef } from './common';
import { successEnvelope } from './envelope';
import { DEPARTURE_STATUSES, IDENTITY_KINDS, PLAYER_POSITIONS, STAFF_KINDS } from './enums';
import { dateText, dateTimeText, fromQuery, id, int, oneOf, text } from './fields';

export const DepartureIdParams = object({ id: fromQuery(id()) });
export type DepartureIdParams = Infer<typeof DepartureIdParams>;

/** The most people one departure may take (a squad of 30 plus staff; the column allows 100). */
export const DEPARTURE_MAX_PEOPLE = 60;
export const DEPARTURE_REASON_MAX = 1000;

/** What the signed-in user may do with a departure now (the API refuses anything else). */
export const DEPARTURE_ACTIONS = ['count', 'squad', 'agree', 'reject', 'remove', 'undo'] as const;
export type DepartureAction = (typeof DEPARTURE_ACTIONS)[number];

/** The decisions of PATCH /cabinet/departures/:id. */
export const DEPARTURE_DECISIONS = ['submitted', 'rejected', 'unsubmitted'] as const;
export type DepartureDecision = (typeof DEPARTURE_DECISIONS)[number];

/** A traveller as the provider needs them: who, born when, which document, which country. */
export const DepartureTraveller = type({
  id: integer(),
  name: string(),
  birth_date: nullable(dateText()),
  identity_kind: nullable(oneOf(IDENTITY_KINDS)),
  identity_number: nullable(string()),
  /** The country's name in the reader's language (stored as an ISO 3166-1 alpha-2 code). */
  citizenship: nullable(string()),
});
export type DepartureTraveller = Infer<typeof DepartureTraveller>;

export const DeparturePlayer = type({
  ...DepartureTraveller.schema,
  number: nullable(number()),
  position: nullable(oneOf(PLAYER_POSITIONS)),
});
export type DeparturePlayer = Infer<typeof DeparturePlayer>;

export const DepartureStaff = type({
  ...DepartureTraveller.schema,
  kind: nullable(oneOf(STAFF_KINDS)),
});
export type DepartureStaff = Infer<typeof DepartureStaff>;

export const DepartureCard = type({
  id: integer(),
  status: oneOf(DEPARTURE_STATUSES),
  people_count: nullable(number()),
  reject_reason: nullable(string()),
  submitted_at: nullable(dateTimeText()),
  reviewed_at: nullable(dateTimeText()),
  reviewed_by: nullable(string()),
  team: type({ id: integer(), title: string(), club_id: integer(), club: string() }),
  tournament: TitleRef,
  match: type({
    id: integer(),
    date_time: nullable(dateTimeText()),
    status: string(),
    host: TitleRef,
    guest: TitleRef,
    stadium: nullable(string()),
    city: nullable(string()),
  }),
  /** What the signed-in user may do now. */
  actions: array(oneOf(DEPARTURE_ACTIONS)),
});
export type DepartureCard = Infer<typeof DepartureCard>;

export const DepartureDetail = type({
  departure: DepartureCard,
  players: array(DeparturePlayer),
  staff: array(DepartureStaff),
});
export type DepartureDetail = Infer<typeof DepartureDetail>;
export const DepartureDetailResponse = successEnvelope(DepartureDetail);

/** A person the team may list: from its submitted application, with the eligibility verdict. */
const Candidate = {
  id: integer(),
  name: string(),
  birth_date: nullable(dateText()),
  eligible: boolean(),
  /** The reasons (translated) when not eligible. */
  issues: array(string()),
  selected: boolean(),
};

export const DepartureSquadForm = type({
  departure: DepartureCard,
  players: array(type({ ...Candidate, number: nullable(number()), position: nullable(oneOf(PLAYER_POSITIONS)) })),
  staff: array(type({ ...Candidate, kind: nullable(oneOf(STAFF_KINDS)) })),
});
export type DepartureSquadForm = Infer<typeof DepartureSquadForm>;
export const DepartureSquadFormResponse = successEnvelope(DepartureSquadForm);

/** POST /cabinet/departures/:id/count: how many people travel. */
export const DepartureCountBody = object({ people_count: int({ min: 1, max: DEPARTURE_MAX_PEOPLE }) });
export type DepartureCountBody = Infer<typeof DepartureCountBody>;

/** POST /cabinet/departures/:id/squad: who travels (its size must equal the stated count). */
export const DepartureSquadBody = object({
  player_ids: array(id()),
  staff_ids: array(id()),
});
export type DepartureSquadBody = Infer<typeof DepartureSquadBody>;

/** PATCH /cabinet/departures/:id: the provider agrees, rejects (with a reason) or removes. */
export const DeparturePatchBody = object({
  status: enums(DEPARTURE_DECISIONS),
  reason: optional(nullable(text({ max: DEPARTURE_REASON_MAX }))),
});
export type DeparturePatchBody = Infer<typeof DeparturePatchBody>;

/** The age from which a traveller is an adult; a squad with a younger player needs an accompanying adult (staff). */
export const ADULT_AGE = 18;

/** The columns of a travel list's CSV (GET /cabinet/departures/:id/travel-list.csv), in order. */
export const TRAVEL_LIST_COLUMNS = ['name', 'birth_date', 'citizenship', 'document', 'role'] as const;

/** The answer of every write: the departure as it now is. */
export const DepartureSavedResponse = successEnvelope(
  type({ id: integer(), status: oneOf(DEPARTURE_STATUSES), people_count: nullable(number()) }),
);
export type DepartureSaved = Infer<typeof DepartureSavedResponse>['data'];
