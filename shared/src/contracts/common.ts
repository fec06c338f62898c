// Pieces that several public contracts share: the paginated list envelope and the small
// references whose shape is the same wherever they appear. Answers use type().
import { array, assign, type Infer, integer, literal, nullable, number, string, type Struct, type } from 'superstruct';

export const PaginationMeta = type({ total: number(), page: number(), per_page: number() });
export type PaginationMeta = Infer<typeof PaginationMeta>;

/** `{ success: true, data: [...], meta: { total, page, per_page } }` */
export const paginatedEnvelope = <T, S>(item: Struct<T, S>) =>
  type({ success: literal(true), data: array(item), meta: PaginationMeta });

/** Something referred to by its id and title: a club, a team, a tournament, a city. */
export const TitleRef = type({ id: integer(), title: string() });
export type TitleRef = Infer<typeof TitleRef>;

/** Someone referred to by their id and name: a referee, an account. */
export const NameRef = type({ id: integer(), name: string() });
export type NameRef = Infer<typeof NameRef>;

/** A person as a link shows them: their address (slug), name and photo (a player, a staff member, a referee). */
export const PersonRef = type({ id: integer(), slug: string(), name: string(), photo: nullable(string()) });
export type PersonRef = Infer<typeof PersonRef>;

/** Something a link names: its id, address (slug) and title (a tournament, a city, a stadium). */
export const LinkRef = type({ id: integer(), slug: string(), title: string() });
export type LinkRef = Infer<typeof LinkRef>;

export const SeasonRef = type({ id: integer(), year: number(), title: string() });
export type SeasonRef = Infer<typeof SeasonRef>;

/** A team as a link shows it: its address (slug), title and logo. */
export const TeamRef = assign(LinkRef, type({ logo: nullable(string()) }));
export type TeamRef = Infer<typeof TeamRef>;

/** A team as the cabinet lists it: its address (slug), title and birth year. */
export const TeamYearRef = assign(LinkRef, type({ birth_year: number() }));
export type TeamYearRef = Infer<typeof TeamYearRef>;

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
