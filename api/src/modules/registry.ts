// Every module of the API, registered by app.ts inside the /api/v1 prefix, each the same way:
// `app.register(module, { db, clock, auth })`. Add one line per module.
import { applicationsModule } from './applications/index';
import { authModule } from './auth/index';
import { clubsModule } from './clubs/index';
import { contentModule } from './content/index';
import { departuresModule } from './departures/index';
import { documentsModule } from './documents/index';
import { feedbackModule } from './feedback/index';
import { liveModule } from './live/index';
import { icalModule } from './ical/index';
import { matchesModule } from './matches/index';
import type { LeagueModule } from './module';
import { notificationsModule } from './notifications/index';
import { playersModule } from './players/index';
import { refereesModule } from './referees/index';
import { searchModule } from './search/index';
import { stadiumsModule } from './stadiums/index';
import { staffModule } from './staff/index';
import { standingsModule } from './standings/index';
import { systemModule } from './system/index';
import { teamsModule } from './teams/index';
import { tournamentsModule } from './tournaments/index';

export const modules: { name: string; plugin: LeagueModule }[] = [
  { name: 'auth', plugin: authModule },
  { name: 'system', plugin: systemModule },
  { name: 'tournaments', plugin: tournamentsModule },
  { name: 'matches', plugin: matchesModule },
  { name: 'standings', plugin: standingsModule },
  { name: 'teams', plugin: teamsModule },
  { name: 'clubs', plugin: clubsModule },
  { name: 'players', plugin: playersModule },
  { name: 'staff', plugin: staffModule },
  { name: 'referees', plugin: refereesModule },
  { name: 'stadiums', plugin: stadiumsModule },
  { name: 'applications', plugin: applicationsModule },
  { name: 'departures', plugin: departuresModule },
  { name: 'documents', plugin: documentsModule },
  { name: 'content', plugin: contentModule },
  { name: 'feedback', plugin: feedbackModule },
  { name: 'search', plugin: searchModule },
  { name: 'live', plugin: liveModule },
  { name: 'notifications', plugin: notificationsModule },
  { name: 'ical', plugin: icalModule },
];
