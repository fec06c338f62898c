// Site search: the query is trimmed and cut, reduced to the transliterated search key's words,
// and each kind is searched by those words as prefixes. Results come grouped by kind. The
// search is answered by this process's in-memory index (search.index.ts, ADR 0202), kept to the
// current version of the public data; `searchFromDatabase` computes the same answer with SQL
// (the reference the index is tested against, and the statement profile-search measures).
import { normaliseSearchQuery, type Language, type SearchResults } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { fileUrl } from '../../lib/file-url';
import { prefixTsQuery, searchWords } from '../../lib/transliterate';
import { createSearchIndexLoader, SearchIndexHolder } from './search.index';
import * as repository from './search.repository';

export const DEFAULT_SEARCH_LIMIT = 10;
/** A limit no answer reaches: the reference search counts every match with it. */
const EVERY_RESULT = 1_000_000;

const emptyResults = (q: string): SearchResults => ({
  q,
  total: 0,
  counts: { players: 0, teams: 0, clubs: 0, referees: 0, news: 0, matches: 0 },
  players: [],
  teams: [],
  clubs: [],
  referees: [],
  news: [],
  matches: [],
});

export function createSearchService({ db, clock }: { db: DB; clock: Clock }) {
  const index = new SearchIndexHolder(createSearchIndexLoader(db));
  return {
    async search(
      language: Language,
      rawQuery: string | undefined,
      limit = DEFAULT_SEARCH_LIMIT,
    ): Promise<SearchResults> {
      const q = normaliseSearchQuery(rawQuery ?? '');
      const words = searchWords(q);
      if (words.length === 0) return emptyResults(q);
      return (await index.current()).search(language, q, words, limit, clock());
    },
    /** The index's builds so far and the last one's time in ms (benchmarks read them). */
    indexBuilds: () => ({ builds: index.builds, lastBuildMs: index.lastBuildMs }),
  };
}

/** The same search computed by the database (search.repository.ts `searchAll`). */
export async function searchFromDatabase(
  db: Executor,
  language: Language,
  rawQuery: string | undefined,
  limit: number,
  now: Date,
): Promise<SearchResults> {
  const q = normaliseSearchQuery(rawQuery ?? '');
  const tsQuery = prefixTsQuery(q);
  if (!tsQuery) return emptyResults(q);
  // Every match, counted, then the first `limit` of each kind.
  const all = await repository.searchAll(db, language, tsQuery, EVERY_RESULT, now);
  const counts = {
    players: all.players.length,
    teams: all.teams.length,
    clubs: all.clubs.length,
    referees: all.referees.length,
    news: all.news.length,
    matches: all.matches.length,
  };
  const [players, teams, clubs, referees, news, matches] = [
    all.players.slice(0, limit),
    all.teams.slice(0, limit),
    all.clubs.slice(0, limit),
    all.referees.slice(0, limit),
    all.news.slice(0, limit),
    all.matches.slice(0, limit),
  ];
  const results: SearchResults = {
    q,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    counts,
    players: players.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      position: p.position,
      photo: fileUrl(p.photo),
      team:
        p.team_id !== null && p.team_slug !== null
          ? { id: p.team_id, slug: p.team_slug, title: p.team_title ?? '' }
          : null,
    })),
    teams: teams.map((t) => ({ ...t, logo: fileUrl(t.logo) })),
    clubs: clubs.map((c) => ({ ...c, logo: fileUrl(c.logo) })),
    referees: referees.map((r) => ({ ...r, photo: fileUrl(r.photo) })),
    news: news.map((n) => ({
      id: n.id,
      slug: n.slug,
      title: n.title,
      published_at: new Date(n.published_at).toISOString(),
      image: fileUrl(n.image),
    })),
    matches: matches.map((m) => ({
      id: m.id,
      date_time: m.date_time === null ? null : new Date(m.date_time).toISOString(),
      status: m.status,
      tournament: m.tournament,
      host: { id: m.host_id, slug: m.host_slug, title: m.host_title },
      guest: { id: m.guest_id, slug: m.guest_slug, title: m.guest_title },
    })),
  };
  return results;
}

export type SearchService = ReturnType<typeof createSearchService>;
