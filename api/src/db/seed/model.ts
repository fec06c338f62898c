// The shapes shared by the seed's steps: the context every step writes into (rows, ids, the
// random source, the files the rows point at, the calendar) and the league being built.
import type { GoalMethod, MatchStatus, PlayerPosition, TeamType } from '@league/shared/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { moveYear } from './calendar';
import type { SeedFile, SeedFiles } from './files';
import { COLOR_HEX } from './places';
import type { PersonName, Triple } from './names';
import { Random } from './prng';

export type SeedSize = 'normal' | 'large';

export type SeedRows = { [T in keyof Database]: Array<Insertable<Database[T]>> };

export type { SeedFiles } from './files';

/** The reference calendar: the year literals of the steps are written for this base date and moved to the real one. */
export const BASE_DATE = '2026-03-01';
export const SEED = 20260301;

export const tr = (name: string, [kk, ru, en]: Triple) => ({
  [`${name}_kk`]: kk,
  [`${name}_ru`]: ru,
  [`${name}_en`]: en,
});
export const names = (person: PersonName) => ({
  first_name_kk: person.first[0],
  first_name_ru: person.first[1],
  first_name_en: person.first[2],
  last_name_kk: person.last[0],
  last_name_ru: person.last[1],
  last_name_en: person.last[2],
  middle_name_kk: person.middle[0],
  middle_name_ru: person.middle[1],
  middle_name_en: person.middle[2],
});

export class Ids {
  readonly #next = new Map<string, number>();
  next(table: string): number {
    const id = (this.#next.get(table) ?? 0) + 1;
    this.#next.set(table, id);
    return id;
  }
}

export interface Player {
  id: number;
  position: PlayerPosition;
  number: number;
  regular: boolean;
  captain: boolean;
}

export interface Team {
  id: number;
  clubIndex: number;
  birthYear: number;
  female: boolean;
  title: Triple;
  players: Player[];
  /** Regular squad players (16): the match squads are chosen from them. */
  regulars: Player[];
  /** Two more players outside match squads; candidates for withdrawn / disqualified. */
  extras: Player[];
  /** The command_admin's team only: players whose applications are not accepted yet. */
  newcomers: Player[];
  staffIds: number[];
}

export interface Tournament {
  id: number;
  seasonYear: number;
  format: 'league' | 'cup';
  title: Triple;
  minutes: number;
  teams: Team[];
  startDate: string;
  state: 'past' | 'current' | 'upcoming';
  main: boolean;
}

export interface MatchPlan {
  id: number;
  tournament: Tournament;
  tourId: number;
  tourTitle: Triple;
  host: Team;
  guest: Team;
  date: string;
  dateTime: string;
  status: MatchStatus;
  hostGoals: number;
  guestGoals: number;
  technical?: boolean;
  /** The minute a live match has reached. */
  minute?: number | null;
}

export interface ForcedEvents {
  score?: [number, number];
  hostMethods?: GoalMethod[];
  secondYellow?: TeamType;
  red?: TeamType;
  missedPenalty?: TeamType;
  beforeCard?: TeamType;
  shootout?: boolean;
}

export interface Club {
  id: number;
  title: Triple;
  city: string;
  colors: [string, string];
  slug: string;
}

export interface SeedContext {
  scale: number;
  /** "Today" of the demo (YYYY-MM-DD) and the instant it is seeded at (ISO). */
  baseDate: string;
  now: string;
  random: Random;
  ids: Ids;
  rows: SeedRows;
  files: SeedFiles;
  /** Registers a generated file (crest, picture, PDF) and returns its path. */
  file(path: string, spec: SeedFile): string;
  /** A year of the 2026 reference calendar, moved to the base date's. */
  shiftYear(year: number): number;
  /** A date of the 2026 reference calendar, moved to the base date's year. */
  shiftDate(date: string): string;
  /** A text naming 2025/2026, with the years moved. */
  years(text: string): string;
  yearsIn(triple: Triple): Triple;
}

/** Uniform colour keys as hex: [home, away]. */
export const hexColors = ([home, away]: [string, string]): [string, string] => [
  COLOR_HEX[home] ?? '#607d8b',
  COLOR_HEX[away] ?? '#eceff1',
];

/** The league's own colours (trustees, employees, partners). */
export const LEAGUE_COLORS: [string, string] = ['#0d2747', '#fdd835'];

export function createContext(options: { size: SeedSize; baseDate: string; now: string }): SeedContext {
  const { baseDate } = options;
  // The data is written for a 2026 season; every year moves with the base date.
  const shift = Number(baseDate.slice(0, 4)) - Number(BASE_DATE.slice(0, 4));
  const shiftYear = (year: number) => year + shift;
  const years = (text: string) =>
    shift === 0 ? text : text.replace(/\b(2025|2026)\b/g, (year) => String(shiftYear(Number(year))));
  const files: SeedFiles = new Map();
  return {
    scale: options.size === 'large' ? 10 : 1,
    baseDate,
    now: options.now,
    random: new Random(SEED),
    ids: new Ids(),
    rows: Object.fromEntries(TABLE_ORDER.map((table) => [table, []])) as unknown as SeedRows,
    files,
    file: (path, spec) => {
      files.set(path, spec);
      return path;
    },
    shiftYear,
    shiftDate: (date) => moveYear(date, shift),
    years,
    yearsIn: (triple) => [years(triple[0]), years(triple[1]), years(triple[2])],
  };
}

/** Insert order: parents before children. */
export const TABLE_ORDER: Array<keyof Database> = [
  'countries',
  'cities',
  'stadiums',
  'seasons',
  'translations',
  'roles',
  'clubs',
  'teams',
  'players',
  'team_players',
  'staff',
  'team_staff',
  'referees',
  'users',
  'auth_tokens',
  'notifications',
  'tournaments',
  'tours',
  'tournament_teams',
  'player_applications',
  'staff_applications',
  'application_status_history',
  'player_documents',
  'staff_documents',
  'matches',
  'match_referees',
  'match_squads',
  'goals',
  'punishments',
  'replacements',
  'missed_penalties',
  'match_statistics',
  'departures',
  'departure_squad',
  'news',
  'news_links',
  'media_albums',
  'media_images',
  'videos',
  'press_items',
  'sport_analytics',
  'pages',
  'banners',
  'partners',
  'trustees',
  'employees',
  'public_documents',
  'contacts',
  'feedback',
];
