// The referee's match protocol in the cabinet (spec §7 Matches): the matches list, the protocol
// (lifecycle, crew, statistics, uniforms), the events with their idempotency key, the match
// squads and the additional information. Every part carries a `version`: a save names the
// version it read, and a save over a newer one is refused with 409 and the part's current state
// in `data.current` (see `ProtocolConflictBody`).
import {
  any,
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
import { LinkRef, NameRef, paginatedEnvelope, TitleRef } from './common';
import { successEnvelope } from './envelope';
import {
  CARD_TYPES,
  MATCH_SCOPES,
  MATCH_STATUSES,
  PENALTY_FAILURES,
  PLAYER_POSITIONS,
  REFEREE_ROLES,
  REMOVAL_CAUSES,
  SQUAD_KINDS,
  TEAM_TYPES,
} from './enums';
import { dateTimeText, fromQuery, id, int, link, oneOf, text } from './fields';
import { ScorePair } from './league';
import { EVENT_KINDS, matchEventOf, RecordedMetric } from './match';
import { listQuery } from './list-query';
import { CabinetClock } from './match-clock';

/** The cabinet's view of a match's state: the public statuses plus `locked` (protocol closed). */
export const MATCH_LIFECYCLE = ['scheduled', 'live', 'finished', 'locked', 'postponed', 'cancelled'] as const;
export type MatchLifecycleState = (typeof MATCH_LIFECYCLE)[number];

/** The lifecycle steps of a protocol: scheduled → live → finished → locked; super_admin unlocks. */
export const PROTOCOL_TRANSITIONS = ['start', 'finish', 'lock', 'unlock'] as const;
export type ProtocolTransition = (typeof PROTOCOL_TRANSITIONS)[number];

/** The metrics the protocol's statistics form offers, in this order. */
export const PROTOCOL_METRICS = [
  'pure_possession_of_the_ball',
  'shots',
  'shots_on_target',
  'corners',
  'fouls',
  'offsides',
] as const;
export type ProtocolMetric = (typeof PROTOCOL_METRICS)[number];

/** Goal methods a referee picks; a goal with an assistant is stored as `assistant`. */
export const GOAL_METHODS_INPUT = ['goal', 'penalty', 'free-kick', 'own_goal'] as const;

/** Fields of the additional information (extra protocol notes). */
export const ADDITION_FIELDS = ['weather', 'pitch', 'injuries', 'notes'] as const;
export type AdditionField = (typeof ADDITION_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// The list

export const CabinetMatchesQuery = listQuery({
  sort: ['date_time'] as const,
  filters: {
    status: optional(enums(MATCH_LIFECYCLE)),
    tournament_id: optional(fromQuery(id())),
    team_id: optional(fromQuery(id())),
    /** `1`: only the matches whose protocol is still open (not locked). */
    open: optional(enums(['0', '1'])),
  },
});
export type CabinetMatchesQuery = Infer<typeof CabinetMatchesQuery>;

export const CabinetMatchItem = type({
  id: integer(),
  date_time: nullable(dateTimeText()),
  status: oneOf(MATCH_STATUSES),
  lifecycle: oneOf(MATCH_LIFECYCLE),
  /** The signed-in referee's role on the crew; null for super_admin. */
  referee_role: nullable(oneOf(REFEREE_ROLES)),
  tournament: TitleRef,
  host: TitleRef,
  guest: TitleRef,
  /** Today's (Asia/Almaty) match. */
  today: boolean(),
  score: nullable(ScorePair),
});
export type CabinetMatchItem = Infer<typeof CabinetMatchItem>;
export const CabinetMatchesResponse = paginatedEnvelope(CabinetMatchItem);

export const MatchIdParams = object({ id: fromQuery(id()) });
export type MatchIdParams = Infer<typeof MatchIdParams>;

// ---------------------------------------------------------------------------------------------
// The protocol (lifecycle, crew, statistics, uniforms)

export const ProtocolPermissions = type({
  /** Events, squads, crew, statistics and additions may be changed. */
  edit: boolean(),
  transitions: array(oneOf(PROTOCOL_TRANSITIONS)),
  broadcast: boolean(),
  delete: boolean(),
});
export type ProtocolPermissions = Infer<typeof ProtocolPermissions>;

export const ProtocolStatistic = RecordedMetric;
export type ProtocolStatistic = Infer<typeof ProtocolStatistic>;

export const CabinetProtocol = type({
  version: number(),
  match: type({
    id: integer(),
    tournament: TitleRef,
    tour_name: nullable(string()),
    date_time: nullable(dateTimeText()),
    status: oneOf(MATCH_STATUSES),
    lifecycle: oneOf(MATCH_LIFECYCLE),
    technical_result: nullable(enums(['host_win', 'guest_win'])),
    host: TitleRef,
    guest: TitleRef,
    stadium: nullable(string()),
    broadcast_url: nullable(string()),
  }),
  /** From the events: regular-scope goals, own goals for the other side. */
  score: ScorePair,
  /** Shoot-out goals (scope `after`), never in the score; null without a shoot-out. */
  shootout: nullable(ScorePair),
  crew: array(type({ role: oneOf(REFEREE_ROLES), referee: nullable(NameRef) })),
  statistics: array(ProtocolStatistic),
  host_color: nullable(string()),
  guest_color: nullable(string()),
  spectators: nullable(number()),
  permissions: ProtocolPermissions,
  /** The match clock with its version (ADR 0172). */
  clock: CabinetClock,
  options: type({ referees: array(NameRef), colors: array(type({ id: string(), title: string() })) }),
});
export type CabinetProtocol = Infer<typeof CabinetProtocol>;
export const CabinetProtocolResponse = successEnvelope(CabinetProtocol);

/** `mm:ss` possession or a count; empty = not recorded. */
const statValue = optional(nullable(text({ max: 10 })));

export const ProtocolPatchBody = object({
  version: int({ min: 1 }),
  transition: optional(enums(PROTOCOL_TRANSITIONS)),
  crew: optional(array(object({ role: enums(REFEREE_ROLES), referee_id: nullable(id()) }))),
  statistics: optional(
    array(object({ metric: enums(PROTOCOL_METRICS), host_value: statValue, guest_value: statValue })),
  ),
  host_color: optional(nullable(text({ max: 30 }))),
  guest_color: optional(nullable(text({ max: 30 }))),
  spectators: optional(nullable(int({ min: 0, max: 200_000 }))),
});
export type ProtocolPatchBody = Infer<typeof ProtocolPatchBody>;

export const BroadcastBody = object({ broadcast_url: nullable(link()) });
export type BroadcastBody = Infer<typeof BroadcastBody>;
export const BroadcastResponse = successEnvelope(type({ id: integer(), broadcast_url: nullable(string()) }));

// The match's photos (media_manager, super_admin): what the public match page shows under
// media. An upload goes to the match's own album (created on the first photo); a removal takes
// a photo out of any album of the match.

export const MatchPhotoParams = object({ id: fromQuery(id()), photo_id: fromQuery(id()) });
export type MatchPhotoParams = Infer<typeof MatchPhotoParams>;
/** Multipart: the field `photo`, an image ≤ 300 KB (JPEG, PNG, WebP; the type is read from the bytes). */
export const MatchPhotoUploadBody = object({ photo: optional(any()) });
export type MatchPhotoUploadBody = Infer<typeof MatchPhotoUploadBody>;
export const CabinetMatchPhoto = type({
  id: integer(),
  /** The public URL (/uploads/…). */
  path: string(),
  caption: nullable(string()),
  album: LinkRef,
});
export type CabinetMatchPhoto = Infer<typeof CabinetMatchPhoto>;
export const CabinetMatchMedia = type({ match_id: integer(), photos: array(CabinetMatchPhoto) });
export type CabinetMatchMedia = Infer<typeof CabinetMatchMedia>;
export const CabinetMatchMediaResponse = successEnvelope(CabinetMatchMedia);
export type CabinetMatchMediaResponse = Infer<typeof CabinetMatchMediaResponse>;

// ---------------------------------------------------------------------------------------------
// Events

export const CabinetPlayer = type({
  id: integer(),
  name: string(),
  number: nullable(number()),
  position: nullable(oneOf(PLAYER_POSITIONS)),
});
export type CabinetPlayer = Infer<typeof CabinetPlayer>;

/** A match event as the referee edits it: the one match event (`matchEventOf`) with its id. */
export const CabinetEvent = assign(type({ id: integer() }), matchEventOf(CabinetPlayer));
export type CabinetEvent = Infer<typeof CabinetEvent>;

export const CabinetEvents = type({
  version: number(),
  score: ScorePair,
  shootout: nullable(ScorePair),
  events: array(CabinetEvent),
  /** Who may appear in an event: each side's match squad. */
  squads: type({ host: array(CabinetPlayer), guest: array(CabinetPlayer) }),
  /** Each side's starting players (squad kind `main`): who is on the pitch at kick-off. */
  starters: type({ host: array(integer()), guest: array(integer()) }),
  editable: boolean(),
});
export type CabinetEvents = Infer<typeof CabinetEvents>;
export const CabinetEventsResponse = successEnvelope(CabinetEvents);

const eventFields = {
  kind: enums(EVENT_KINDS),
  team_type: enums(TEAM_TYPES),
  match_scope: optional(enums(MATCH_SCOPES)),
  /** 1–90; added time goes to `additional_minute` (45+2, 90+3). */
  minute: optional(nullable(int({ min: 1, max: 90 }))),
  additional_minute: optional(nullable(int({ min: 1, max: 30 }))),
  player_id: optional(nullable(id())),
  assistant_id: optional(nullable(id())),
  method: optional(enums(GOAL_METHODS_INPUT)),
  card: optional(enums(CARD_TYPES)),
  removal_cause: optional(nullable(enums(REMOVAL_CAUSES))),
  failure: optional(enums(PENALTY_FAILURES)),
  player_in_id: optional(nullable(id())),
  player_out_id: optional(nullable(id())),
};

/** A new event. `idempotency_key` (or the `Idempotency-Key` header) makes a retry harmless. */
export const EventCreateBody = object({ ...eventFields, idempotency_key: optional(text({ min: 8, max: 100 })) });
export type EventCreateBody = Infer<typeof EventCreateBody>;

/** A change of an event: the whole event again, with the events version it was read at. */
export const EventUpdateBody = object({ ...eventFields, version: int({ min: 1 }) });
export type EventUpdateBody = Infer<typeof EventUpdateBody>;

export const EventParams = object({ id: fromQuery(id()), kind: enums(EVENT_KINDS), event_id: fromQuery(id()) });
export type EventParams = Infer<typeof EventParams>;
export const EventDeleteQuery = object({ version: fromQuery(int({ min: 1 })) });
export type EventDeleteQuery = Infer<typeof EventDeleteQuery>;

// ---------------------------------------------------------------------------------------------
// Squads

export const SquadEntry = type({
  player_id: integer(),
  name: string(),
  kind: oneOf(SQUAD_KINDS),
  number: nullable(number()),
  is_captain: boolean(),
  position: nullable(oneOf(PLAYER_POSITIONS)),
});
export type SquadEntry = Infer<typeof SquadEntry>;

/** A side of the match as the squad answers name it: its team and whether it hosts or visits. */
const squadSide = { team: TitleRef, team_type: oneOf(TEAM_TYPES) };

export const CabinetSquadSide = type({
  ...squadSide,
  version: number(),
  players: array(SquadEntry),
});
export type CabinetSquadSide = Infer<typeof CabinetSquadSide>;

/** Both sides; a command_admin gets only its own team's side (the other is null). */
export const CabinetSquads = type({
  host: nullable(CabinetSquadSide),
  guest: nullable(CabinetSquadSide),
  editable: boolean(),
});
export type CabinetSquads = Infer<typeof CabinetSquads>;
export const CabinetSquadsResponse = successEnvelope(CabinetSquads);

export const SquadCandidate = type({
  player_id: integer(),
  name: string(),
  number: nullable(number()),
  position: nullable(oneOf(PLAYER_POSITIONS)),
  eligible: boolean(),
  /** Why the player may not play this match, in the request's language. */
  reasons: array(string()),
});
export type SquadCandidate = Infer<typeof SquadCandidate>;

/** Where a proposed lineup comes from: the team's last lineup in this tournament, or its application. */
export const SQUAD_PROPOSAL_SOURCES = ['last_match', 'application'] as const;
export type SquadProposalSource = (typeof SQUAD_PROPOSAL_SOURCES)[number];

/**
 * The lineup the form opens with while the side has none saved: the team's last lineup in this
 * tournament (its eligible players only, with their numbers, captain and goalkeeper), or else
 * the application's eligible players — a goalkeeper and the first outfield players by position as
 * starters, the rest as substitutes. Unique numbers, one captain; it passes the squad rules when
 * the team has enough eligible players (a goalkeeper among them).
 */
export const SquadProposal = type({
  source: oneOf(SQUAD_PROPOSAL_SOURCES),
  /** The match the lineup is taken from (`last_match`), else null. */
  match: nullable(type({ id: integer(), date_time: nullable(dateTimeText()), opponent: string() })),
  players: array(
    type({
      player_id: integer(),
      kind: oneOf(SQUAD_KINDS),
      number: integer(),
      is_captain: boolean(),
      position: nullable(oneOf(PLAYER_POSITIONS)),
    }),
  ),
});
export type SquadProposal = Infer<typeof SquadProposal>;

export const SquadFormSide = type({
  ...squadSide,
  candidates: array(SquadCandidate),
  proposal: SquadProposal,
});
export const CabinetSquadForm = type({ host: nullable(SquadFormSide), guest: nullable(SquadFormSide) });
export type CabinetSquadForm = Infer<typeof CabinetSquadForm>;
export const CabinetSquadFormResponse = successEnvelope(CabinetSquadForm);

export const SQUAD_MAX_MAIN = 11;
export const SQUAD_MAX_PLAYERS = 30;

export const SquadSaveBody = object({
  team_id: id(),
  version: int({ min: 1 }),
  players: array(
    object({
      player_id: id(),
      kind: enums(SQUAD_KINDS),
      number: int({ min: 1, max: 99 }),
      is_captain: optional(boolean()),
      position: optional(nullable(enums(PLAYER_POSITIONS))),
    }),
  ),
});
export type SquadSaveBody = Infer<typeof SquadSaveBody>;

export const SquadResetBody = object({ team_id: id(), version: int({ min: 1 }) });
export type SquadResetBody = Infer<typeof SquadResetBody>;

// ---------------------------------------------------------------------------------------------
// Additional information

const additionText = optional(text({ max: 2000 }));
export const Additions = type({ weather: string(), pitch: string(), injuries: string(), notes: string() });
export type Additions = Infer<typeof Additions>;
export const CabinetAdditions = type({ version: number(), additions: Additions, editable: boolean() });
export type CabinetAdditions = Infer<typeof CabinetAdditions>;
export const CabinetAdditionsResponse = successEnvelope(CabinetAdditions);
export const AdditionsBody = object({
  version: int({ min: 1 }),
  additions: object({ weather: additionText, pitch: additionText, injuries: additionText, notes: additionText }),
});
export type AdditionsBody = Infer<typeof AdditionsBody>;

// ---------------------------------------------------------------------------------------------
// 409: the part's current state travels with the refusal

export interface ProtocolConflictBody<T> {
  success: false;
  message: string;
  data: { errors: Record<string, string[]>; current: T };
}

export const MatchDeletedResponse = successEnvelope(type({ id: integer() }));
