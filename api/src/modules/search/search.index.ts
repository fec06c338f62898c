// The site search answered from memory (ADR 0202). Each API process keeps the searchable words
// of every player, team, club, referee and published news item — the stored `search_vector` of
// each row, read as text — in a sorted word list per kind, a prefix query being a binary search
// there, together with what the search shows of each row in every language. A query is answered
// without asking the database: matched by word prefixes as the `@@` of a prefix tsquery does,
// ranked by PostgreSQL's own `ts_rank` arithmetic (float4, repeated step by step below), ties
// broken by each row's place in the database's order of the request language, and cut to
// `limit` per kind — the same rows in the same order as the statements of search.repository.ts.
//
// The index belongs to one version of the public data (lib/public-version.ts): a write moves the
// version (in this process, or in another one on the same PostgreSQL through the shared counter
// the public requests are fenced on, ADR 0143), and the next search builds the index again from
// the database. Searches arriving meanwhile share that one build.
import type { Language, SearchResults } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { fileUrl } from '../../lib/file-url';
import { LANGUAGES } from '../../lib/language';
import { publicVersion } from '../../lib/public-version';
import * as repository from './search.repository';

const languageIndex = (language: Language): number => LANGUAGES.indexOf(language);

// ------------------------------------------------------------------ a stored vector in memory

/** A row's words (sorted, as the tsvector keeps them) and each word's positions. */
export interface WordVector {
  words: string[];
  positions: number[][];
}

/**
 * Reads the text form of a tsvector (`'kairat':1 'zhan':2,4`). The search vectors hold [a-z0-9]
 * words only (no space, no quote: read by splitting); a quote doubled or a backslash in a word
 * takes the slower general reading, and weights (`3A`) are read as their position.
 */
export function parseTsVector(text: string): WordVector {
  const words: string[] = [];
  const positions: number[][] = [];
  if (text === '') return { words, positions };
  if (!/[\\]|''/.test(text)) {
    // The usual text: `'word':1,2` items, one space apart, no quote inside a word.
    for (const item of text.split(' ')) {
      const end = item.lastIndexOf("'");
      words.push(item.slice(1, end));
      positions.push(
        end + 2 < item.length
          ? item
              .slice(end + 2)
              .split(',')
              .map((position) => Number.parseInt(position, 10))
          : [],
      );
    }
    return { words, positions };
  }
  const pattern = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    words.push(found[1].replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    positions.push(found[2] ? found[2].split(',').map((position) => Number.parseInt(position, 10)) : []);
  }
  return { words, positions };
}

/** A row's vector, read once per row object (a row kept from the previous build is not read again). */
const parsedVectors = new WeakMap<{ vector: string }, WordVector>();
function vectorOf(row: { vector: string }): WordVector {
  let vector = parsedVectors.get(row);
  if (!vector) {
    vector = parseTsVector(row.vector);
    parsedVectors.set(row, vector);
  }
  return vector;
}

// ------------------------------------------------------------------ ts_rank, as PostgreSQL computes it

const f = Math.fround;
/** The weight of a position without a weight label (D): every word of the search vectors. */
const WEIGHT_D = f(0.1);

/** tsrank.c `word_distance`. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** tsrank.c `calc_rank_or`: `items` sorted and without repeats. */
function rankOr(vector: WordVector, items: readonly string[]): number {
  let res = 0;
  for (const item of items) {
    for (let entry = 0; entry < vector.words.length; entry++) {
      if (!vector.words[entry].startsWith(item)) continue;
      const positions = vector.positions[entry];
      const count = positions.length > 0 ? positions.length : 1;
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < count; j++) {
        resj = f(resj + f(WEIGHT_D / ((j + 1) * (j + 1))));
        if (WEIGHT_D > wjm) {
          wjm = WEIGHT_D;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/** tsrank.c `calc_rank_and`: `items` sorted and without repeats, at least two. */
function rankAnd(vector: WordVector, items: readonly string[]): number {
  let res = -1;
  const kept: (number[] | null)[] = items.map(() => null);
  for (let i = 0; i < items.length; i++) {
    for (let entry = 0; entry < vector.words.length; entry++) {
      if (!vector.words[entry].startsWith(items[i])) continue;
      const post = vector.positions[entry];
      kept[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = kept[k];
        if (!ct) continue;
        for (const l of post) {
          for (const p of ct) {
            const distance = Math.abs(l - p);
            if (distance === 0) continue;
            const curw = f(Math.sqrt(f(f(WEIGHT_D * WEIGHT_D) * wordDistance(distance))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** The query's words as ts_rank takes them: sorted (bytewise; the words are ASCII) and each once. */
export function rankItems(words: readonly string[]): string[] {
  return [...new Set(words)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `ts_rank(vector, 'w1:* & w2:* …'::tsquery)` with the default weights and normalisation, for a
 * vector the query matches: a float4 equal to PostgreSQL's.
 */
export function tsRank(vector: WordVector, items: readonly string[], operands: number): number {
  if (vector.words.length === 0 || items.length === 0) return 0;
  // One operand is ranked as an OR; several as an AND, unless they are one word repeated.
  const res = operands > 1 && items.length > 1 ? rankAnd(vector, items) : rankOr(vector, items);
  return res < 0 ? f(1e-20) : res;
}

// ------------------------------------------------------------------ the word list of one kind

/** First index of `sorted` not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a vector has a word starting with `prefix`. */
export function hasPrefix(vector: WordVector, prefix: string): boolean {
  const at = lowerBound(vector.words, prefix);
  return at < vector.words.length && vector.words[at].startsWith(prefix);
}

/** Every distinct word of the rows of one kind, sorted, each with the rows holding it. */
class WordList {
  private readonly words: string[];
  private readonly rows: Int32Array[];
  /** Per row: how many of the query's words it held so far in this query (`stamp` + count). */
  private readonly marks: Uint32Array;
  private stamp = 0;

  constructor(vectors: readonly WordVector[]) {
    const byWord = new Map<string, number[]>();
    vectors.forEach((vector, row) => {
      for (const word of vector.words) {
        const list = byWord.get(word);
        if (list) list.push(row);
        else byWord.set(word, [row]);
      }
    });
    this.words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.rows = this.words.map((word) => Int32Array.from(byWord.get(word)!));
    this.marks = new Uint32Array(vectors.length);
  }

  get size(): number {
    return this.words.length;
  }

  /** The rows holding, for every query word, a word it starts (the `@@` of the prefix tsquery). */
  matching(queryWords: readonly string[]): number[] {
    const distinct = [...new Set(queryWords)];
    if (this.stamp + 2 * (distinct.length + 1) >= 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    const base = this.stamp + 1;
    this.stamp = base + distinct.length;
    const found: number[] = [];
    distinct.forEach((word, w) => {
      const last = w === distinct.length - 1;
      for (let at = lowerBound(this.words, word); at < this.words.length && this.words[at].startsWith(word); at++) {
        for (const row of this.rows[at]) {
          const mark = this.marks[row];
          // Held every earlier word (the first word: any row), not yet counted for this one.
          if (w === 0 ? mark < base : mark === base + w - 1) {
            this.marks[row] = base + w;
            if (last) found.push(row);
          }
        }
      }
    });
    return found;
  }
}

/** The `limit` best of `rows` by `before` (a strict order), best first. */
function best<T>(rows: Iterable<T>, limit: number, before: (a: T, b: T) => boolean): T[] {
  const kept: T[] = [];
  for (const row of rows) {
    if (kept.length === limit && !before(row, kept[kept.length - 1])) continue;
    let at = kept.length;
    while (at > 0 && before(row, kept[at - 1])) at--;
    kept.splice(at, 0, row);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

// ------------------------------------------------------------------ the index

type Texts = readonly [string, string, string];

interface Searchable {
  vector: WordVector;
  /** Place in the database's order of each language (kk, ru, en) — the ties after the rank. */
  order: readonly [number, number, number];
}

interface PlayerEntry extends Searchable {
  id: number;
  slug: string;
  name: Texts;
  position: SearchResults['players'][number]['position'];
  photo: string | null;
  team: TeamEntry | null;
}

interface TeamEntry extends Searchable {
  id: number;
  slug: string;
  title: Texts;
  club: Texts;
  logo: string | null;
  /** Its matches (indexes into the index's match list, latest first). */
  matches: number[];
}

interface ClubEntry extends Searchable {
  id: number;
  slug: string;
  title: Texts;
  logo: string | null;
}

interface RefereeEntry extends Searchable {
  id: number;
  slug: string;
  name: Texts;
  category: readonly [string | null, string | null, string | null];
  photo: string | null;
}

interface NewsEntry {
  vector: WordVector;
  id: number;
  slug: string;
  title: Texts;
  publishedAt: string;
  publishedMs: number;
  image: string | null;
  order: number;
}

interface MatchEntry {
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
    const teams = rows.teams.map(
      (row): TeamEntry => ({
        id: row.id,
        slug: row.slug,
        title: texts(row, 'title'),
        club: texts(row, 'club'),
        logo: row.logo,
        vector: vectorOf(row),
        order: orders(row),
        matches: [],
      }),
    );
    const teamById = new Map(teams.map((team) => [team.id, team]));
    const currentTeam = new Map(rows.currentTeams.map((row) => [row.player_id, row.team_id]));
    this.teams = new RankedKind(teams);
    this.players = new RankedKind(
      rows.players.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: texts(row, 'name'),
        position: row.position,
        photo: row.photo,
        team: teamById.get(currentTeam.get(row.id) ?? -1) ?? null,
        vector: vectorOf(row),
        order: orders(row),
      })),
    );
    this.clubs = new RankedKind(
      rows.clubs.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: texts(row, 'title'),
        logo: row.logo,
        vector: vectorOf(row),
        order: orders(row),
      })),
    );
    this.referees = new RankedKind(
      rows.referees.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: texts(row, 'name'),
        category: texts(row, 'category'),
        photo: row.photo,
        vector: vectorOf(row),
        order: orders(row),
      })),
    );
    this.news = rows.news
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
    this.newsList = new WordList(this.news.map((entry) => entry.vector));
    const tournaments = new Map(rows.tournaments.map((row) => [row.id, texts(row, 'title')]));
    this.matches = [];
    for (const row of [...rows.matches].sort((a, b) => a.order - b.order)) {
      const host = teamById.get(row.host_team_id);
      const guest = teamById.get(row.guest_team_id);
      const tournament = tournaments.get(row.tournament_id);
      if (!host || !guest || !tournament) continue;
      const at = this.matches.length;
      this.matches.push({
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
