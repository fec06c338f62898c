// The registry as a file's rows see it (ADR 0250): the clubs, teams and cities the database
// holds, and those the file adds (its clubs and teams sheets, and the club or team a person's
// row names that nobody has yet), all found by a name compared the import's way (`lookKey`).
import type { ImportedClub } from '../clubs/index';
import type { ImportedTeam } from '../teams/index';
import { lookKey } from './cells';
import type { CityRow, ClubRow, TeamRow } from './import.repository';

export type { ImportedClub } from '../clubs/index';
export type { ImportedTeam } from '../teams/index';

export interface KnownClub {
  key: string;
  id: number | null;
  title: string;
  archived: boolean;
  /** The line of the file's row that adds it. */
  line?: number;
}

export interface KnownTeam {
  key: string;
  clubKey: string;
  id: number | null;
  title: string;
  birthYear: number;
  women: boolean;
  /** The line of the file's row that adds it. */
  line?: number;
}

const titlesOf = (row: { title_kk: string; title_ru: string | null; title_en: string | null }) =>
  [row.title_kk, row.title_ru, row.title_en].filter((t): t is string => !!t).map(lookKey);

/** A club the file adds; `line` when a row of the clubs sheet adds it (else a team or a person names it). */
export interface NewClub {
  key: string;
  values: ImportedClub;
  line?: number;
}

export interface NewTeam {
  key: string;
  clubKey: string;
  values: Omit<ImportedTeam, 'club_id'>;
  line?: number;
}

/** A team's key: its club's and its title's. */
export const teamKey = (clubKey: string, title: string) => `${clubKey}\u0000${lookKey(title)}`;

export class RegistryContext {
  private readonly clubs = new Map<string, KnownClub>();
  private readonly teams = new Map<string, KnownTeam>();
  private readonly cities = new Map<string, number>();
  /** New clubs and teams in the order they are first named. */
  readonly newClubs: NewClub[] = [];
  readonly newTeams: NewTeam[] = [];

  constructor(rows: { clubs: ClubRow[]; teams: TeamRow[]; cities: CityRow[] }) {
    const clubKeyById = new Map<number, string>();
    for (const club of rows.clubs) {
      const key = `#${club.id}`;
      clubKeyById.set(club.id, key);
      const known: KnownClub = { key, id: club.id, title: club.title_kk, archived: club.archived };
      this.clubs.set(key, known);
      for (const title of titlesOf(club)) if (!this.clubs.has(title)) this.clubs.set(title, known);
    }
    for (const team of rows.teams) {
      const clubKey = clubKeyById.get(team.club_id)!;
      const known: KnownTeam = {
        key: `#${team.id}`,
        clubKey,
        id: team.id,
        title: team.title_kk,
        birthYear: team.birth_year,
        women: team.is_woman_squad,
      };
      for (const title of titlesOf(team)) {
        const key = teamKey(clubKey, title);
        if (!this.teams.has(key)) this.teams.set(key, known);
      }
      this.teams.set(known.key, known);
    }
    for (const city of rows.cities)
      for (const title of titlesOf(city)) if (!this.cities.has(title)) this.cities.set(title, city.id);
  }

  club(title: string): KnownClub | undefined {
    return this.clubs.get(lookKey(title));
  }

  city(title: string): number | undefined {
    return this.cities.get(lookKey(title));
  }

  /** A club the file adds (a clubs sheet's row, or a club a team or a person names). */
  addClub(values: ImportedClub, line?: number): KnownClub {
    const key = lookKey(values.title_kk);
    const known: KnownClub = { key: `new:${key}`, id: null, title: values.title_kk, archived: false, line };
    for (const title of [values.title_kk, values.title_ru, values.title_en]) {
      if (title && !this.clubs.has(lookKey(title))) this.clubs.set(lookKey(title), known);
    }
    this.newClubs.push({ key: known.key, values, line });
    return known;
  }

  team(clubKey: string, title: string): KnownTeam | undefined {
    return this.teams.get(teamKey(clubKey, title));
  }

  teamById(id: number): KnownTeam | undefined {
    return this.teams.get(`#${id}`);
  }

  /** The clubs other than `clubKey` that have a team of this title. */
  otherClubsWithTeam(clubKey: string | null, title: string): KnownClub[] {
    const wanted = lookKey(title);
    const out = new Map<string, KnownClub>();
    for (const [key, team] of this.teams) {
      if (!key.includes('\u0000') || team.clubKey === clubKey || key.split('\u0000')[1] !== wanted) continue;
      const club = [...this.clubs.values()].find((c) => c.key === team.clubKey);
      if (club) out.set(club.key, club);
    }
    return [...out.values()];
  }

  addTeam(club: KnownClub, values: Omit<ImportedTeam, 'club_id'>, line?: number): KnownTeam {
    const key = teamKey(club.key, values.title_kk);
    const known: KnownTeam = {
      key: `new:${key}`,
      clubKey: club.key,
      id: null,
      title: values.title_kk,
      birthYear: values.birth_year,
      women: values.is_woman_squad,
      line,
    };
    for (const title of [values.title_kk, values.title_ru, values.title_en])
      if (title && !this.teams.has(teamKey(club.key, title))) this.teams.set(teamKey(club.key, title), known);
    this.teams.set(known.key, known);
    this.newTeams.push({ key: known.key, clubKey: club.key, values, line });
    return known;
  }
}
