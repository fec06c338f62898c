// The tournaments module: tournaments, seasons, tours and team applications to a tournament;
// the cabinet's tournaments, teams, calendar and round-robin generator.
import { defineModule } from '../module';
import { createTournamentsCabinetService, type TournamentsCabinetService } from './tournaments.cabinet.service';
import { tournamentsCabinetRoutes } from './tournaments.cabinet.routes';
import { tournamentsPublicRoutes } from './tournaments.public.routes';
import { createTournamentsService, type TournamentsService } from './tournaments.service';

export const tournamentsModule = defineModule<{ tournaments: TournamentsService; cabinet: TournamentsCabinetService }>({
  services: ({ db, clock, snapshots }) => {
    const tournaments = createTournamentsService({ db, clock, snapshots });
    // A write changes public tables, calendars and lists: cached public answers are dropped.
    const cabinet = createTournamentsCabinetService({ db, clock, tournaments });
    return { tournaments, cabinet };
  },
  publicRoutes: tournamentsPublicRoutes,
  cabinetRoutes: tournamentsCabinetRoutes,
});
