// The tournaments module: tournaments, seasons, tours and team applications to a tournament;
// the cabinet's tournaments, teams, calendar and round-robin generator.
import { defineModule } from '../module';
import type { TournamentsCabinetService } from './tournaments.cabinet.service';
import { tournamentsCabinetRoutes } from './tournaments.cabinet.routes';
import { tournamentsPublicRoutes } from './tournaments.public.routes';
import type { TournamentsService } from './tournaments.service';

export { createTournamentsCabinetService, type ApplicationProgress, type TournamentsCabinetService } from './tournaments.cabinet.service';
export { pickTournament } from './tournaments.rules';
export { createTournamentsService, type TournamentRow, type TournamentsService, type TourRow } from './tournaments.service';

export const tournamentsModule = defineModule<{ tournaments: TournamentsService; cabinet: TournamentsCabinetService }>({
  publicRoutes: tournamentsPublicRoutes,
  cabinetRoutes: tournamentsCabinetRoutes,
});
