// The matches module: matches with their events, protocol, squads, referee crews and statistics.
import { defineModule } from '../module';
import { matchesCabinetRoutes } from './matches.cabinet.routes';
import { matchesPublicRoutes } from './matches.public.routes';
import { createProtocolService } from './matches.protocol.service';
import { createMatchesService } from './matches.service';

export const matchesModule = defineModule({
  services: ({ db, clock, snapshots }) => ({ matches: createMatchesService({ db, clock, snapshots }), protocol: createProtocolService({ db, clock }) }),
  publicRoutes: matchesPublicRoutes,
  cabinetRoutes: matchesCabinetRoutes,
});
