// The tournaments module: tournaments, seasons, tours and team applications to a tournament;
// the cabinet's tournaments, teams, calendar and round-robin generator, its seasons (ADR 0175)
// and teams' requests to enter a tournament (ADR 0176).
import { defineModule } from '../module';
import type { EntriesService } from './entries.service';
import type { SeasonsService } from './seasons.service';
import type { TournamentsCabinetService } from './tournaments.cabinet.service';
import { tournamentsCabinetRoutes } from './tournaments.cabinet.routes';
import { tournamentsPublicRoutes } from './tournaments.public.routes';
import type { TournamentsService } from './tournaments.service';

export {
  createTournamentsCabinetService,
  type ApplicationProgress,
  type TournamentsCabinetService,
} from './tournaments.cabinet.service';
export { createEntriesService, type EntriesService } from './entries.service';
export { createSeasonsService, type SeasonsService } from './seasons.service';
export { pickTournament } from './tournaments.rules';
/** The clash rule of a referee in two overlapping matches, for appointments (ADR 0213). */
export { busyReferees } from './tournaments.schedule.repository';
export { CHANGEOVER_MINUTES } from './tournaments.schedule';
export {
  createTournamentsService,
  type TournamentRow,
  type TournamentsService,
  type TourRow,
} from './tournaments.service';

export const tournamentsModule = defineModule<{
  tournaments: TournamentsService;
  cabinet: TournamentsCabinetService;
  seasons: SeasonsService;
  entries: EntriesService;
}>({
  publicRoutes: tournamentsPublicRoutes,
  cabinetRoutes: tournamentsCabinetRoutes,
});
