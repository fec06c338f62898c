// Public (visitor) modules, registered by app.ts inside the /api/v1 prefix, each with the
// database and the clock. Add one line per module.
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { leagueModule } from '../league/league.module';
import { publicContentModule } from '../public-content/public-content.routes';
import { searchModule } from '../search/search.routes';
import { cabinetLandingModule } from '../cabinet-landing/cabinet-landing.routes';
import { feedbackModule } from '../feedback-public/feedback-public.routes';
import { peopleModule } from '../people/people.module';

export interface PublicModuleOptions {
  db: DB;
  clock: Clock;
}

export const publicModules: FastifyPluginAsync<PublicModuleOptions>[] = [
  leagueModule,
  publicContentModule,
  searchModule,
  feedbackModule,
  cabinetLandingModule,
  peopleModule,
];
