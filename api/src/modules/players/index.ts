// The players module: players and their pages.
import { defineModule } from '../module';
import { playersPublicRoutes } from './players.public.routes';
import { createPlayersService } from './players.service';

export const playersModule = defineModule({
  services: ({ db, clock }) => ({ players: createPlayersService({ db, clock }) }),
  publicRoutes: playersPublicRoutes,
});
