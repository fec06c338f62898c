// The player-pages module: read models of players that join several modules — the players
// list (with each player's current team), a player's profile, statistics per tournament,
// matches and tournaments, and the top scorer of a tournament. It owns no table: it reads
// through the entries of players, teams, tournaments, applications and matches.
import { defineModule } from '../module';
import { playersPublicRoutes } from './player-pages.public.routes';
import type { PlayerPagesService } from './player-pages.service';

export { createPlayerPagesService, type PlayerPagesService } from './player-pages.service';

export const playerPagesModule = defineModule<{ players: PlayerPagesService }>({
  publicRoutes: playersPublicRoutes,
});
