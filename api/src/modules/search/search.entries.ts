// The rows of the in-memory search index (ADR 0202): what the index is built from (the rows
// of each read of search.index.repository.ts), and each player, team, club, referee, news item
// and match as the index keeps it — its words, its place in each language's order and what the
// search shows of it in every language.
import type { SearchResults } from '@league/shared/contracts';
import { LANGUAGES } from '../../lib/language';
import type * as repository from './search.index.repository';
import { vectorOf, type WordVector } from './search.rank';

/** What the index is built from: the rows of each read. */
export interface SearchIndexRows {
  players: repository.IndexPlayerRow[];
  currentTeams: { player_id: number; team_id: number }[];
  teams: repository.IndexTeamRow[];
  clubs: repository.IndexClubRow[];
  referees: repository.IndexRefereeRow[];
  news: repository.IndexNewsRow[];
  matches: repository.IndexMatchRow[];
  tournaments: repository.IndexTournamentRow[];
}

export type Texts = readonly [string, string, string];

export interface Searchable {
  vector: WordVector;
  /** Place in the database's order of each language (kk, ru, en) — the ties after the rank. */
  order: readonly [number, number, number];
}

export interface PlayerEntry extends Searchable {
  id: number;
  slug: string;
  name: Texts;
  position: SearchResults['players'][number]['position'];
  photo: string | null;
  team: TeamEntry | null;
}

export interface TeamEntry extends Searchable {
  id: number;
  slug: string;
  title: Texts;
  club: Texts;
  logo: string | null;
  /** Its matches (indexes into the index's match list, latest first). */
  matches: number[];
}

export interface ClubEntry extends Searchable {
  id: number;
  slug: string;
  title: Texts;
  logo: string | null;
}

export interface RefereeEntry extends Searchable {
  id: number;
  slug: string;
  name: Texts;
  category: readonly [string | null, string | null, string | null];
  photo: string | null;
}

export interface NewsEntry {
  vector: WordVector;
  id: number;
  slug: string;
  title: Texts;
  publishedAt: string;
  publishedMs: number;
  image: string | null;
  order: number;
}

export interface MatchEntry {
  id: number;
  dateTime: string | null;
  status: SearchResults['matches'][number]['status'];
  tournament: Texts;
  host: TeamEntry;
  guest: TeamEntry;
}

const texts = (row: Record<string, unknown>, name: string): Texts =>
  LANGUAGES.map((language) => row[`${name}_${language}`]) as unknown as Texts;
const orders = (row: Record<string, unknown>): Searchable['order'] =>
  texts(row, 'order') as unknown as Searchable['order'];

/** What every ranked kind keeps of its row: the id and slug, the words and the orders. */
const searchable = (row: repository.SearchableRow) => ({
  id: row.id,
  slug: row.slug,
  vector: vectorOf(row),
  order: orders(row),
});

/** The teams, their matches not listed yet (`matchEntries` lists them). */
export const teamEntries = (rows: SearchIndexRows): TeamEntry[] =>
  rows.teams.map((row) => ({
    ...searchable(row),
    title: texts(row, 'title'),
    club: texts(row, 'club'),
    logo: row.logo,
    matches: [],
  }));

/** The players, each with their current team. */
export function playerEntries(rows: SearchIndexRows, teamById: Map<number, TeamEntry>): PlayerEntry[] {
  const currentTeam = new Map(rows.currentTeams.map((row) => [row.player_id, row.team_id]));
  return rows.players.map((row) => ({
    ...searchable(row),
    name: texts(row, 'name'),
    position: row.position,
    photo: row.photo,
    team: teamById.get(currentTeam.get(row.id) ?? -1) ?? null,
  }));
}

export const clubEntries = (rows: SearchIndexRows): ClubEntry[] =>
  rows.clubs.map((row) => ({ ...searchable(row), title: texts(row, 'title'), logo: row.logo }));

export const refereeEntries = (rows: SearchIndexRows): RefereeEntry[] =>
  rows.referees.map((row) => ({
    ...searchable(row),
    name: texts(row, 'name'),
    category: texts(row, 'category'),
    photo: row.photo,
  }));

/** The published news, latest first. */
export const newsEntries = (rows: SearchIndexRows): NewsEntry[] =>
  rows.news
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      title: texts(row, 'title'),
      publishedAt: new Date(row.published_at).toISOString(),
      publishedMs: row.published_ms,
      image: row.image,
      order: row.order,
      vector: vectorOf(row),
    }))
    .sort((a, b) => a.order - b.order);

/**
 * The matches latest first (those of a team or tournament not in the index left out), each
 * listed in its teams' `matches`.
 */
export function matchEntries(rows: SearchIndexRows, teamById: Map<number, TeamEntry>): MatchEntry[] {
  const tournaments = new Map(rows.tournaments.map((row) => [row.id, texts(row, 'title')]));
  const matches: MatchEntry[] = [];
  for (const row of [...rows.matches].sort((a, b) => a.order - b.order)) {
    const host = teamById.get(row.host_team_id);
    const guest = teamById.get(row.guest_team_id);
    const tournament = tournaments.get(row.tournament_id);
    if (!host || !guest || !tournament) continue;
    const at = matches.length;
    matches.push({
      id: row.id,
      dateTime: row.date_time === null ? null : new Date(row.date_time).toISOString(),
      status: row.status,
      tournament,
      host,
      guest,
    });
    host.matches.push(at);
    if (guest !== host) guest.matches.push(at);
  }
  return matches;
}
