// One match in public: its detail, events, protocol, squads, statistics, media and news.
// Answers use type().
import {
  array,
  assign,
  boolean,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  string,
  type Struct,
  type,
} from 'superstruct';
import { dateTimeText, oneOf } from './fields';
import {
  CARD_TYPES,
  GOAL_METHODS,
  MATCH_SCOPES,
  PENALTY_FAILURES,
  PLAYER_POSITIONS,
  REFEREE_ROLES,
  REMOVAL_CAUSES,
  TEAM_TYPES,
} from './enums';
import { successEnvelope } from './envelope';
import { MatchClock } from './match-clock';
import { LinkRef, TeamRef } from './common';
import { MatchCard, PlayerRef, ScorePair, TourRef } from './league';
import { MediaAlbumHead } from './content';

export const Uniform = type({ key: string(), title: string(), hex: nullable(string()) });
export type Uniform = Infer<typeof Uniform>;

export const RefereeAssignment = type({
  role: oneOf(REFEREE_ROLES),
  referee: type({ id: integer(), slug: string(), name: string() }),
});
export type RefereeAssignment = Infer<typeof RefereeAssignment>;

export const MatchDetail = assign(
  MatchCard,
  type({
    technical: boolean(),
    tour: nullable(TourRef),
    host_uniform: nullable(Uniform),
    guest_uniform: nullable(Uniform),
    spectators: nullable(number()),
    referees: array(RefereeAssignment),
    /** The match clock (ADR 0172): null before it first runs or when the match is not live. */
    clock: nullable(MatchClock),
  }),
);
export type MatchDetail = Infer<typeof MatchDetail>;
export const MatchDetailResponse = successEnvelope(MatchDetail);
export type MatchDetailResponse = Infer<typeof MatchDetailResponse>;

export const EVENT_KINDS = ['goal', 'punishment', 'replacement', 'missed_penalty'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/**
 * One match event as it is read, whoever reads it: the public match page (`ProtocolEvent`, people
 * as `PlayerRef`) and the referee's cabinet (`CabinetEvent`: its id, people with their squad
 * number) compose it with their own person. The one declaration of an event's fields (ADR 0150).
 */
export function matchEventOf<P, S>(person: Struct<P, S>) {
  return type({
    kind: oneOf(EVENT_KINDS),
    team_type: oneOf(TEAM_TYPES),
    match_scope: oneOf(MATCH_SCOPES),
    minute: nullable(number()),
    additional_minute: nullable(number()),
    /** '17', '45+2'; null before or after the match. */
    label: nullable(string()),
    /** -999 before, the minute in regular time, 999 after (shoot-out). */
    sort_minute: number(),
    player: nullable(person),
    /** Goals: the assistant; replacements: the player coming on is `player`, going off is `player_out`. */
    assistant: nullable(person),
    player_out: nullable(person),
    method: nullable(oneOf(GOAL_METHODS)),
    /** Goals: the side the goal counts for (an own goal counts for the other side). */
    counts_for: nullable(oneOf(TEAM_TYPES)),
    card: nullable(oneOf(CARD_TYPES)),
    removal_cause: nullable(oneOf(REMOVAL_CAUSES)),
    failure: nullable(oneOf(PENALTY_FAILURES)),
  });
}
/** A public event: `id` is its kind and row id ('goal-12'), what a live message names it by (ADR 0179). */
export const ProtocolEvent = assign(matchEventOf(PlayerRef), type({ id: string() }));
export type ProtocolEvent = Infer<typeof ProtocolEvent>;
export const MatchProtocol = type({
  score: nullable(ScorePair),
  shootout: nullable(ScorePair),
  events: array(ProtocolEvent),
});
export type MatchProtocol = Infer<typeof MatchProtocol>;
export const MatchProtocolResponse = successEnvelope(MatchProtocol);
export type MatchProtocolResponse = Infer<typeof MatchProtocolResponse>;

export const SquadPlayer = type({
  player: PlayerRef,
  number: nullable(number()),
  position: nullable(oneOf(PLAYER_POSITIONS)),
  is_captain: boolean(),
});
export type SquadPlayer = Infer<typeof SquadPlayer>;
export const SquadSide = type({
  team: TeamRef,
  uniform: nullable(Uniform),
  /** Starting players, by position then number. */
  main: array(SquadPlayer),
  substitutes: array(SquadPlayer),
});
export type SquadSide = Infer<typeof SquadSide>;
export const MatchSquads = type({ host: SquadSide, guest: SquadSide });
export type MatchSquads = Infer<typeof MatchSquads>;
export const MatchSquadsResponse = successEnvelope(MatchSquads);
export type MatchSquadsResponse = Infer<typeof MatchSquadsResponse>;

/** One statistic of a match as recorded: its metric, its title and each side's value as written. */
export const RecordedMetric = type({
  metric: string(),
  title: string(),
  /** As recorded ('29:30', '7'). */
  host_value: nullable(string()),
  guest_value: nullable(string()),
});

export const MatchMetric = assign(
  RecordedMetric,
  type({
    /** Numeric values; possession in decimal minutes (2 decimals). */
    host: nullable(number()),
    guest: nullable(number()),
    /** Shares of the two values in percent, 2 decimals, adding up to 100. */
    host_percent: number(),
    guest_percent: number(),
    unit: nullable(literal('minutes')),
  }),
);
export type MatchMetric = Infer<typeof MatchMetric>;
export const MatchStatisticsResponse = successEnvelope(array(MatchMetric));
export type MatchStatisticsResponse = Infer<typeof MatchStatisticsResponse>;

export const MatchAlbum = assign(
  MediaAlbumHead,
  type({ images: array(type({ id: integer(), path: string(), caption: nullable(string()) })) }),
);
export const MatchVideo = type({
  id: integer(),
  title: string(),
  url: string(),
  thumbnail: nullable(string()),
  published_at: dateTimeText(),
});
export const MatchMedia = type({ albums: array(MatchAlbum), videos: array(MatchVideo) });
export type MatchMedia = Infer<typeof MatchMedia>;
export const MatchMediaResponse = successEnvelope(MatchMedia);
export type MatchMediaResponse = Infer<typeof MatchMediaResponse>;

/** A news item about the match: its link, lead, image and when it was published. */
export const MatchNewsItem = assign(
  LinkRef,
  type({ lead: nullable(string()), image: nullable(string()), published_at: dateTimeText() }),
);
export type MatchNewsItem = Infer<typeof MatchNewsItem>;
export const MatchNewsResponse = successEnvelope(array(MatchNewsItem));
export type MatchNewsResponse = Infer<typeof MatchNewsResponse>;
