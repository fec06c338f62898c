// The players module: players and their pages, and the cabinet's players.
import { defineModule } from '../module';
import { playersCabinetRoutes } from './players.cabinet.routes';
import { createPlayersCabinetService, type PlayersCabinetService } from './players.cabinet.service';
import { playersPublicRoutes } from './players.public.routes';
import { createPlayersService, type PlayersService } from './players.service';

export const playersModule = defineModule<{ players: PlayersService; cabinet: PlayersCabinetService }>({
  services: ({ db, clock, storage }) => {
    const players = createPlayersService({ db, clock });
    return { players, cabinet: createPlayersCabinetService({ db, clock, storage, players }) };
  },
  publicRoutes: playersPublicRoutes,
  cabinetRoutes: playersCabinetRoutes,
});
