// The match lists: the nearest matches of a tournament (next and last) and the paginated list.
import type {
  Language,
  MatchCard,
  MatchesQuery,
  NearestMatches,
  NearestMatchesQuery,
  PaginationMeta,
} from '@league/shared/contracts';
import * as repository from '../matches.repository';
import { cards } from './cards';
import type { MatchReadDeps } from './deps';

export async function nearest(
  deps: MatchReadDeps,
  language: Language,
  query: NearestMatchesQuery,
): Promise<NearestMatches> {
  const { db, clock, tournaments } = deps;
  const limit = query.limit ?? 4;
  const tournament =
    query.tournament_id !== undefined
      ? await tournaments.byIdOr404(language, query.tournament_id)
      : await tournaments.main(language);
  if (!tournament) return { tournament: null, next: [], last: [] };
  const rows = await repository.listMatches(db, language, {
    tournamentIds: [tournament.id],
    teamId: query.team_id,
  });
  const now = clock().toISOString();
  const next = rows
    .filter(
      (r) =>
        r.status === 'live' ||
        (r.status === 'scheduled' && r.technical_result === null && r.date_time !== null && r.date_time >= now),
    )
    .slice(0, limit);
  const last = rows
    .filter((r) => r.status === 'finished' || r.technical_result !== null)
    .reverse()
    .slice(0, limit);
  const shown = (await cards(deps, language, [...next, ...last])).cards;
  return {
    tournament: { id: tournament.id, slug: tournament.slug, title: tournament.title },
    next: next.map((r) => shown.get(r.id)!),
    last: last.map((r) => shown.get(r.id)!),
  };
}

export async function list(
  deps: MatchReadDeps,
  language: Language,
  query: MatchesQuery,
): Promise<{ data: MatchCard[]; meta: PaginationMeta }> {
  const { db, tournaments } = deps;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const filter: repository.MatchFilter = { teamId: query.team_id, status: query.status };
  if (query.tournament_id !== undefined) filter.tournamentIds = [query.tournament_id];
  else if (query.season_id !== undefined) filter.tournamentIds = await tournaments.idsOfSeason(query.season_id);
  // Upcoming lists read soonest first; everything else latest first.
  const ascending = query.status === 'scheduled' || query.status === 'postponed';
  const { total, ids } = await repository.pageMatchIds(db, language, filter, {
    offset: (page - 1) * perPage,
    limit: perPage,
    ascending,
  });
  const rows = await repository.listMatches(db, language, { ids });
  const shown = (await cards(deps, language, rows)).cards;
  return { data: ids.map((id) => shown.get(id)!).filter(Boolean), meta: { total, page, per_page: perPage } };
}
