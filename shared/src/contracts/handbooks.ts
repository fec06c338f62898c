// The reference lists the site's filters and forms offer (`/handbook/{name}`) and the main
// tournament (`/handbook/main-tournament`). Queries use object(); answers use type().
import { array, enums, type Infer, nullable, object, optional, string, type } from 'superstruct';
import { successEnvelope } from './envelope';
import { eitherOf, fromQuery, id, int } from './fields';
import { TournamentDetail } from './league';

const queryId = () => fromQuery(id());

export const HANDBOOKS = [
  'main-tournament',
  'season',
  'team',
  'tournament',
  'city',
  'country',
  'tour',
  'referee',
  'stadium',
  'penalty-failure',
  'removal-cause',
  'colors',
  'position',
  'goal-type',
  'birth-years',
] as const;
export type HandbookName = (typeof HANDBOOKS)[number];
export const HandbookParams = object({ name: enums(HANDBOOKS) });
/** The handbooks that answer a list of items (`main-tournament` answers one tournament). */
export const HANDBOOK_LISTS = HANDBOOKS.filter(
  (name): name is Exclude<HandbookName, 'main-tournament'> => name !== 'main-tournament',
);
export type HandbookListName = (typeof HANDBOOK_LISTS)[number];
/** `/handbook/{name}`: any name reaches the handler, an unknown one is answered 404. */
export const HandbookNameParams = object({ name: string() });
export type HandbookNameParams = Infer<typeof HandbookNameParams>;
/** `/handbook/tour?tournament_id=`, `/handbook/team?tournament_id=`, `/handbook/tournament?season_id=` */
export const HandbookQuery = object({ tournament_id: optional(queryId()), season_id: optional(queryId()) });
export type HandbookQuery = Infer<typeof HandbookQuery>;

/** An item of a list kept in the database (seasons, teams, tours, cities, referees, stadiums…). */
export const HandbookRecord = type({ id: int(), slug: nullable(string()), title: string() });
export type HandbookRecord = Infer<typeof HandbookRecord>;
/** An item of a closed list ('saved', 'GK', 'white'): its key is its id and its slug. */
export const HandbookKey = type({ id: string(), slug: string(), title: string() });
export type HandbookKey = Infer<typeof HandbookKey>;
export type HandbookItem = HandbookRecord | HandbookKey;
/** A list is all records or all keys, never a mix: each id has one type. */
export const HandbookResponse = successEnvelope(eitherOf([array(HandbookRecord), array(HandbookKey)]));
export type HandbookResponse = Infer<typeof HandbookResponse>;
/** `/handbook/main-tournament`: the main tournament, null when none is marked main. */
export const MainTournamentResponse = successEnvelope(nullable(TournamentDetail));
export type MainTournamentResponse = Infer<typeof MainTournamentResponse>;
