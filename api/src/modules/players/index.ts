// The players module: the players registry — player rows and references (players.reads), the
// rules every module applies to people (age, positions), the person-cabinet kit the staff
// module shares, and the cabinet's players. The public player pages are the player-pages module.
import { defineModule } from '../module';
import { playersCabinetRoutes } from './players.cabinet.routes';
import type { PlayersCabinetService } from './players.cabinet.service';

export { assertTeamOpen, nameKeys, nameValues, newPersonRow, personSlugBase } from './person-cabinet.rules';
export { insertImportedPlayers } from './players.import';
export { PLAYER_TABLES } from './players.repository';
export { createPersonCabinet } from './person-cabinet.service';
export {
  createPlayersCabinetService,
  ineligibleTeam,
  type PlayersCabinetService,
  type PlayerStatistics,
  type TransferEligibility,
} from './players.cabinet.service';
export { createPlayerReads, playerRef, squadPlayer, type PlayerRow } from './players.reads';
export { ageOn, groupByPosition } from './players.rules';

export const playersModule = defineModule<{ cabinet: PlayersCabinetService }>({
  cabinetRoutes: playersCabinetRoutes,
});
