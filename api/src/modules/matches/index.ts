// The matches module: matches with their events, protocol, squads, referee crews, statistics
// and photos (content's albums of the match).
import { defineModule } from '../module';
import { matchesCabinetRoutes } from './matches.cabinet.routes';
import type { MatchMediaService } from './matches.media.service';
import { matchesPublicRoutes } from './matches.public.routes';
import type { ProtocolService } from './matches.protocol.service';
import type { MatchesService } from './matches.service';
import type { SheetDeps } from './sheet/sheet.writes';

export { UNDATED } from './match-inputs';
export { createMatchMediaService, type MatchMediaService } from './matches.media.service';
export { createProtocolService, type ProtocolService } from './matches.protocol.service';
export { tournamentMatchInputs } from './matches.reads';
export {
  cancellationReason,
  createMatchesService,
  type MatchCoreRow,
  type MatchEvents,
  type MatchesService,
  type MatchRow,
} from './matches.service';

export const matchesModule = defineModule<{
  matches: MatchesService;
  protocol: ProtocolService;
  media: MatchMediaService;
  sheet: SheetDeps;
}>({
  publicRoutes: matchesPublicRoutes,
  cabinetRoutes: matchesCabinetRoutes,
});
