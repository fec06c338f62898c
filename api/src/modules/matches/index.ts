// The matches module: matches with their events, protocol, squads, referee crews, statistics
// and photos (content's albums of the match).
import { defineModule } from '../module';
import { matchesCabinetRoutes } from './matches.cabinet.routes';
import { createMatchMediaService } from './matches.media.service';
import { matchesPublicRoutes } from './matches.public.routes';
import { createProtocolService } from './matches.protocol.service';
import { createMatchesService } from './matches.service';

export const matchesModule = defineModule({
  services: ({ db, clock, snapshots, storage }) => ({
    matches: createMatchesService({ db, clock, snapshots }),
    protocol: createProtocolService({ db, clock }),
    media: createMatchMediaService({ db, clock, storage }),
  }),
  publicRoutes: matchesPublicRoutes,
  cabinetRoutes: matchesCabinetRoutes,
});
