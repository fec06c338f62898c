// Pieces that several public contracts share: the paginated list envelope and the small
// references whose shape is the same wherever they appear. Answers use type().
import { array, type Infer, integer, literal, nullable, number, string, type Struct, type } from 'superstruct';

export const PaginationMeta = type({ total: number(), page: number(), per_page: number() });
export type PaginationMeta = Infer<typeof PaginationMeta>;

/** `{ success: true, data: [...], meta: { total, page, per_page } }` */
export const paginatedEnvelope = <T, S>(item: Struct<T, S>) =>
  type({ success: literal(true), data: array(item), meta: PaginationMeta });

/** Something referred to by its id and title: a club, a team, a tournament, a city. */
export const TitleRef = type({ id: integer(), title: string() });
export type TitleRef = Infer<typeof TitleRef>;

export const SeasonRef = type({ id: integer(), year: number(), title: string() });
export type SeasonRef = Infer<typeof SeasonRef>;

/** A team as a link shows it: its address (slug), title and logo. */
export const TeamRef = type({ id: integer(), slug: string(), title: string(), logo: nullable(string()) });
export type TeamRef = Infer<typeof TeamRef>;

/** A club as a link shows it: the same fields as a team's. */
export const ClubRef = TeamRef;
export type ClubRef = TeamRef;

/** A team's statistics over a set of matches (a tournament, or a team's whole record). */
export const TeamStatsValues = type({
  matches: number(),
  won: number(),
  drawn: number(),
  lost: number(),
  goals_for: number(),
  goals_against: number(),
  clean_sheets: number(),
  yellow_cards: number(),
  red_cards: number(),
  average_goals_for: number(),
  average_goals_against: number(),
});
export type TeamStatsValues = Infer<typeof TeamStatsValues>;
