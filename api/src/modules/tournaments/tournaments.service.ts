// Tournament reads for every module (the one tournament read), the DTOs of a tournament (detail,
// list item, reference, cabinet row) and the list buckets of domain.md. The use cases are in
// use-cases/; this is the service the routes and the other modules call.
import type { Language } from '@league/shared/contracts';
import type * as repository from './tournaments.repository';
import { listBuckets } from './use-cases/buckets';
import { today, tournamentsDeps, type TournamentsInput } from './use-cases/deps';
import * as reads from './use-cases/reads';
import * as views from './use-cases/views';

export type { SeasonRow, TourRow, TournamentRow } from './tournaments.repository';

/**
 * `snapshots`: the buckets of the tournaments list are computed once per version of the public
 * data and league day (the list itself is not in the public cache: its buckets move with the
 * calendar, and its query is checked strictly).
 */
export function createTournamentsService(input: TournamentsInput) {
  const deps = tournamentsDeps(input);
  return {
    today: () => today(deps),
    byId: (language: Language, id: number) => reads.byId(deps, language, id),
    byIdOr404: (language: Language, id: number) => reads.byIdOr404(deps, language, id),
    /** 404 unless the tournament exists (for answers that need nothing else of its row). */
    existsOr404: (id: number) => reads.existsOr404(deps, id),
    main: (language: Language) => reads.main(deps, language),
    toDetail: (row: repository.TournamentRow, language: Language) => views.toDetail(deps, row, language),
    /** Tournaments by filter (newest season first, main first, manual order). */
    list: (language: Language, filter: repository.TournamentFilter = {}) => reads.list(deps, language, filter),
    byIds: (language: Language, ids: number[]) => reads.byIds(deps, language, ids),
    idsOfSeason: (seasonId: number) => reads.idsOfSeason(deps, seasonId),
    /** Tournaments the team plays in (an accepted team application). */
    ofTeam: (language: Language, teamId: number) => reads.ofTeam(deps, language, teamId),
    /** The given tournament, or the main one; 404 when neither exists. */
    resolveId: (language: Language, id?: number) => reads.resolveId(deps, language, id),
    seasons: (language: Language, options: { withTournaments?: boolean } = {}) =>
      reads.seasons(deps, language, options),
    tours: (language: Language, tournamentId?: number) => reads.tours(deps, language, tournamentId),
    handbook: (language: Language, seasonId?: number) => reads.handbook(deps, language, seasonId),
    /** The reference the people pages show: `active` means running today. */
    ref: (row: repository.TournamentRow) => views.ref(deps, row),
    detail: (language: Language, id: number) => reads.detail(deps, language, id),
    /** GET /tournaments-list: the buckets, each in its order of domain.md. */
    buckets: (language: Language, filter: { seasonId?: number }) => listBuckets(deps, language, filter),
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
