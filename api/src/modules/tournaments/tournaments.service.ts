// Tournament reads for every module (the one tournament read), the DTOs of a tournament (detail,
// list item, reference, cabinet row) and the list buckets of domain.md. The use cases are in
// use-cases/; this is the service the routes and the other modules call.
import { bindDeps } from '../../lib/bind-deps';
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
    ...bindDeps(deps, {
      byId: reads.byId,
      byIdOr404: reads.byIdOr404,
      /** 404 unless the tournament exists (for answers that need nothing else of its row). */
      existsOr404: reads.existsOr404,
      main: reads.main,
      toDetail: views.toDetail,
      /** Tournaments by filter (newest season first, main first, manual order). */
      list: reads.list,
      byIds: reads.byIds,
      idsOfSeason: reads.idsOfSeason,
      /** Tournaments the team plays in (an accepted team application). */
      ofTeam: reads.ofTeam,
      /** The given tournament, or the main one; 404 when neither exists. */
      resolveId: reads.resolveId,
      seasons: reads.seasons,
      tours: reads.tours,
      handbook: reads.handbook,
      /** The reference the people pages show: `active` means running today. */
      ref: views.ref,
      detail: reads.detail,
      /** GET /tournaments-list: the buckets, each in its order of domain.md. */
      buckets: listBuckets,
    }),
    today: () => today(deps),
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
