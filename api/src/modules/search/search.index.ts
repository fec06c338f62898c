// The site search answered from memory (ADR 0202). Each API process keeps the searchable words
// of every player, team, club, referee and published news item — the stored `search_vector` of
// each row, read as text — in a sorted word list per kind, a prefix query being a binary search
// there, together with what the search shows of each row in every language. A query is answered
// without asking the database: matched by word prefixes as the `@@` of a prefix tsquery does,
// ranked by PostgreSQL's own `ts_rank` arithmetic (float4, repeated step by step in search.rank.ts), ties
// broken by each row's place in the database's order of the request language, and cut to
// `limit` per kind — the same rows in the same order as the statements of search.repository.ts.
//
// The index belongs to one version of the public data (lib/public-version.ts): a write moves the
// version (in this process, or in another one on the same PostgreSQL through the shared counter
// the public requests are fenced on, ADR 0143), and the next search builds the index again from
// the database. Searches arriving meanwhile share that one build.
//
// This file holds the index and its builds; the kinds' rows are in search.entries.ts, the word
// lists in search.words.ts and the vectors with their rank in search.rank.ts.
import type { Language, SearchResults } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { fileUrl } from '../../lib/file-url';
import { LANGUAGES } from '../../lib/language';
import { publicVersion } from '../../lib/public-version';
import {
  clubEntries,
  matchEntries,
  newsEntries,
  playerEntries,
  refereeEntries,
  teamEntries,
  type ClubEntry,
  type MatchEntry,
  type NewsEntry,
  type PlayerEntry,
  type RefereeEntry,
  type Searchable,
  type SearchIndexRows,
  type TeamEntry,
} from './search.entries';
import { rankItems, tsRank } from './search.rank';
import * as repository from './search.index.repository';
import { best, hasPrefix, WordList } from './search.words';

export type { SearchIndexRows } from './search.entries';
export { parseTsVector, rankItems, tsRank, type WordVector } from './search.rank';
export { hasPrefix } from './search.words';

const languageIndex = (language: Language): number => LANGUAGES.indexOf(language);

/** Ranked kind: rows that match, the best `limit` by rank, then the language's order. */
class RankedKind<E extends Searchable> {
  private readonly list: WordList;
  constructor(readonly entries: readonly E[]) {
    this.list = new WordList(entries.map((entry) => entry.vector));
  }

  get words(): number {
    return this.list.size;
  }

  matching(words: readonly string[]): number[] {
    return this.list.matching(words);
  }

  best(words: readonly string[], language: number, limit: number): E[] {
    const items = rankItems(words);
    const scored = this.list
      .matching(words)
      .map((row) => ({ entry: this.entries[row], rank: tsRank(this.entries[row].vector, items, words.length) }));
    return best(
      scored,
      limit,
      (a, b) => a.rank > b.rank || (a.rank === b.rank && a.entry.order[language] < b.entry.order[language]),
    ).map((hit) => hit.entry);
  }
}

export interface SearchIndexStats {
  rows: { players: number; teams: number; clubs: number; referees: number; news: number; matches: number };
  words: number;
}

export class SearchIndex {
  private readonly players: RankedKind<PlayerEntry>;
  private readonly teams: RankedKind<TeamEntry>;
  private readonly clubs: RankedKind<ClubEntry>;
  private readonly referees: RankedKind<RefereeEntry>;
  private readonly news: NewsEntry[];
  private readonly newsList: WordList;
  private readonly matches: MatchEntry[];

  constructor(rows: SearchIndexRows) {
    const teams = teamEntries(rows);
    const teamById = new Map(teams.map((team) => [team.id, team]));
    this.teams = new RankedKind(teams);
    this.players = new RankedKind(playerEntries(rows, teamById));
    this.clubs = new RankedKind(clubEntries(rows));
    this.referees = new RankedKind(refereeEntries(rows));
    this.news = newsEntries(rows);
    this.newsList = new WordList(this.news.map((entry) => entry.vector));
    this.matches = matchEntries(rows, teamById);
  }

  stats(): SearchIndexStats {
    return {
      rows: {
        players: this.players.entries.length,
        teams: this.teams.entries.length,
        clubs: this.clubs.entries.length,
        referees: this.referees.entries.length,
        news: this.news.length,
        matches: this.matches.length,
      },
      words: this.players.words + this.teams.words + this.clubs.words + this.referees.words + this.newsList.size,
    };
  }

  /**
   * The results for the query's words (the transliterated search key's words, at most six):
   * `q` is the normalised query echoed back, `now` decides which published news are out yet.
   */
  search(language: Language, q: string, words: readonly string[], limit: number, now: Date): SearchResults {
    const li = languageIndex(language);
    const teamRef = (team: TeamEntry) => ({ id: team.id, slug: team.slug, title: team.title[li] });
    const players = this.players.best(words, li, limit).map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name[li],
      position: p.position,
      photo: fileUrl(p.photo),
      team: p.team ? teamRef(p.team) : null,
    }));
    const teams = this.teams
      .best(words, li, limit)
      .map((t) => ({ id: t.id, slug: t.slug, title: t.title[li], club: t.club[li], logo: fileUrl(t.logo) }));
    const clubs = this.clubs
      .best(words, li, limit)
      .map((c) => ({ id: c.id, slug: c.slug, title: c.title[li], logo: fileUrl(c.logo) }));
    const referees = this.referees
      .best(words, li, limit)
      .map((r) => ({ id: r.id, slug: r.slug, name: r.name[li], category: r.category[li], photo: fileUrl(r.photo) }));
    const nowMs = now.getTime();
    const publishedNews = this.newsList.matching(words).filter((row) => this.news[row].publishedMs <= nowMs);
    const counts = {
      players: this.players.matching(words).length,
      teams: this.teams.matching(words).length,
      clubs: this.clubs.matching(words).length,
      referees: this.referees.matching(words).length,
      news: publishedNews.length,
      matches: this.matchesOf(words, Number.POSITIVE_INFINITY).length,
    };
    const news = best(publishedNews, limit, (a, b) => a < b).map((row) => {
      const n = this.news[row];
      return { id: n.id, slug: n.slug, title: n.title[li], published_at: n.publishedAt, image: fileUrl(n.image) };
    });
    const matches = this.matchesOf(words, limit).map((m) => ({
      id: m.id,
      date_time: m.dateTime,
      status: m.status,
      tournament: m.tournament[li],
      host: teamRef(m.host),
      guest: teamRef(m.guest),
    }));
    return {
      q,
      total: counts.players + counts.teams + counts.clubs + counts.referees + counts.news + counts.matches,
      counts,
      players,
      teams,
      clubs,
      referees,
      news,
      matches,
    };
  }

  /**
   * Matches whose host and guest names together hold every word, latest first: the matches of
   * the teams holding the longest word, each checked for the others.
   */
  private matchesOf(words: readonly string[], limit: number): MatchEntry[] {
    const longest = words.reduce((found, word) => (word.length > found.length ? word : found));
    const teams = this.teams.matching([longest]).map((row) => this.teams.entries[row]);
    const holdsAll = (match: MatchEntry) =>
      words.length === 1 ||
      words.every((word) => hasPrefix(match.host.vector, word) || hasPrefix(match.guest.vector, word));
    const kept: MatchEntry[] = [];
    // The match list is in the database's order (latest first): walked in that order, the
    // first `limit` that qualify are the answer.
    const take = (at: number) => {
      const match = this.matches[at];
      if (holdsAll(match)) kept.push(match);
      return kept.length < limit;
    };
    const listed = teams.reduce((sum, team) => sum + team.matches.length, 0);
    if (listed * 4 > this.matches.length) {
      // A short prefix held by many teams: the whole list, each match checked for its teams.
      const holders = new Set(teams);
      for (let at = 0; at < this.matches.length; at++) {
        const match = this.matches[at];
        if ((holders.has(match.host) || holders.has(match.guest)) && !take(at)) break;
      }
      return kept;
    }
    const candidates = new Set<number>();
    for (const team of teams) for (const at of team.matches) candidates.add(at);
    for (const at of [...candidates].sort((a, b) => a - b)) if (!take(at)) break;
    return kept;
  }
}

/** Each read, and the tables whose rows it depends on. */
const READS: {
  [K in keyof SearchIndexRows]: {
    tables: readonly repository.IndexTable[];
    read: (db: Executor) => Promise<SearchIndexRows[K]>;
  };
} = {
  players: { tables: ['players'], read: repository.indexPlayers },
  currentTeams: { tables: ['team_players'], read: repository.indexCurrentTeams },
  teams: { tables: ['teams', 'clubs'], read: repository.indexTeams },
  clubs: { tables: ['clubs'], read: repository.indexClubs },
  referees: { tables: ['referees'], read: repository.indexReferees },
  news: { tables: ['news'], read: repository.indexNews },
  matches: { tables: ['matches'], read: repository.indexMatches },
  tournaments: { tables: ['tournaments'], read: repository.indexTournaments },
};

export interface SearchIndexLoader {
  (): Promise<SearchIndex>;
  /** The reads the last build made (the others kept the previous build's rows; none: the previous index kept). */
  lastReads: (keyof SearchIndexRows)[];
}

/**
 * Builds the index from the database. The first build reads everything; a later one first reads
 * the tables' fingerprints (one statement) and reads again only what depends on a table that
 * changed since the previous build, keeping the other rows (and their parsed vectors). The
 * fingerprints are read before the rows: rows kept were read after their tables' fingerprint
 * was taken and those tables have not changed since, so they are as current as rows read now.
 */
export function createSearchIndexLoader(db: Executor): SearchIndexLoader {
  let previous: {
    fingerprints: Record<repository.IndexTable, string>;
    rows: SearchIndexRows;
    index: SearchIndex;
  } | null = null;
  const load = async (): Promise<SearchIndex> => {
    const fingerprints = await repository.indexFingerprints(db);
    const before = previous;
    const names = Object.keys(READS) as (keyof SearchIndexRows)[];
    const unchanged = (name: keyof SearchIndexRows) =>
      !!before && READS[name].tables.every((table) => before.fingerprints[table] === fingerprints[table]);
    const reads = names.filter((name) => !unchanged(name));
    load.lastReads = reads;
    // A write that changed none of these tables (a match event, a document): the same index.
    if (before && reads.length === 0) return before.index;
    const values = await Promise.all(
      names.map((name) => (before && unchanged(name) ? before.rows[name] : READS[name].read(db))),
    );
    const rows = Object.fromEntries(names.map((name, i) => [name, values[i]])) as unknown as SearchIndexRows;
    const index = new SearchIndex(rows);
    previous = { fingerprints, rows, index };
    return index;
  };
  load.lastReads = [] as (keyof SearchIndexRows)[];
  return load;
}

/** Builds the index from the database, everything read. */
export function loadSearchIndex(db: Executor): Promise<SearchIndex> {
  return createSearchIndexLoader(db)();
}

/**
 * The index of the current public data version: built on the first search, built again on the
 * first search after the version moved. Searches arriving while it is built wait for that same
 * build; one arriving after a further write waits for a build that started after it.
 */
export class SearchIndexHolder {
  private ready: { version: number; index: SearchIndex } | null = null;
  private building: { version: number; promise: Promise<SearchIndex> } | null = null;
  /** Builds so far, and the last one's time (benchmarks and tests read them). */
  builds = 0;
  lastBuildMs = 0;

  constructor(
    private readonly load: () => Promise<SearchIndex>,
    private readonly version: () => number = publicVersion,
  ) {}

  current(): Promise<SearchIndex> {
    const version = this.version();
    if (this.ready && this.ready.version === version) return Promise.resolve(this.ready.index);
    if (this.building && this.building.version === version) return this.building.promise;
    const started = performance.now();
    this.builds += 1;
    const promise = this.load().then(
      (index) => {
        this.lastBuildMs = performance.now() - started;
        if (!this.ready || this.ready.version <= version) this.ready = { version, index };
        if (this.building?.promise === promise) this.building = null;
        return index;
      },
      (error: unknown) => {
        if (this.building?.promise === promise) this.building = null;
        throw error;
      },
    );
    this.building = { version, promise };
    return promise;
  }
}
