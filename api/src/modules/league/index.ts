// The league module: the league's own identity (name, logo, colours, contacts; read by every
// module that says the league's name — e-mails, calendars, share cards), its manifest and icons,
// and the first-start checklist.
import type { FileStorage } from '../../storage/storage';
import { defineModule } from '../module';
import type { FirstStartReads } from './first-start';
import { leagueCabinetRoutes } from './league.cabinet.routes';
import { leaguePublicRoutes } from './league.public.routes';
import type { LeagueService } from './league.service';

export { createFirstStartReads, type FirstStartReads } from './first-start';
export { createLeagueService, readIdentity, type LeagueService } from './league.service';

export const leagueModule = defineModule<{ league: LeagueService; firstStart: FirstStartReads; storage: FileStorage }>({
  publicRoutes: leaguePublicRoutes,
  cabinetRoutes: leagueCabinetRoutes,
});
