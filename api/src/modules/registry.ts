// Every module of the API, registered by app.ts inside the /api/v1 prefix, each the same way:
// its routes with the services the composition root built (compose.ts). Add one line per module
// (and its layer in layers.json).
import { accountsModule } from './accounts/index';
import { applicationsModule } from './applications/index';
import { authModule } from './auth/index';
import { clubsModule } from './clubs/index';
import type { Services } from './compose';
import { contentModule } from './content/index';
import { departuresModule } from './departures/index';
import { documentsModule } from './documents/index';
import { feedbackModule } from './feedback/index';
import { historyModule } from './history/index';
import { icalModule } from './ical/index';
import { leagueModule } from './league/index';
import { liveModule } from './live/index';
import { matchesModule } from './matches/index';
import type { LeagueModule } from './module';
import { notificationsModule } from './notifications/index';
import { playerPagesModule } from './player-pages/index';
import { playersModule } from './players/index';
import { refereesModule } from './referees/index';
import { registryImportModule } from './registry-import/index';
import { searchModule } from './search/index';
import { shareModule } from './share/index';
import { sitemapModule } from './sitemap/index';
import { stadiumsModule } from './stadiums/index';
import { staffModule } from './staff/index';
import { standingsModule } from './standings/index';
import { systemModule } from './system/index';
import { teamPagesModule } from './team-pages/index';
import { teamsModule } from './teams/index';
import { tournamentsModule } from './tournaments/index';

/** Each module's routes, in the order they are registered, typed with the services they get. */
export const modules: { [K in keyof Services]: LeagueModule<Services[K]> } = {
  auth: authModule,
  accounts: accountsModule,
  system: systemModule,
  tournaments: tournamentsModule,
  matches: matchesModule,
  standings: standingsModule,
  teams: teamsModule,
  'team-pages': teamPagesModule,
  clubs: clubsModule,
  players: playersModule,
  'player-pages': playerPagesModule,
  staff: staffModule,
  'registry-import': registryImportModule,
  referees: refereesModule,
  stadiums: stadiumsModule,
  applications: applicationsModule,
  departures: departuresModule,
  documents: documentsModule,
  content: contentModule,
  feedback: feedbackModule,
  search: searchModule,
  live: liveModule,
  notifications: notificationsModule,
  ical: icalModule,
  share: shareModule,
  sitemap: sitemapModule,
  league: leagueModule,
  history: historyModule,
};

/** Registers every module with its services. */
export async function registerModules(api: import('fastify').FastifyInstance, services: Services): Promise<void> {
  for (const name of Object.keys(modules) as (keyof Services)[]) {
    await api.register(modules[name] as LeagueModule<unknown>, { services: services[name] });
  }
}
