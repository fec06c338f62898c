// The league core as one Fastify plugin for the public module list (modules/public/index.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { PublicModuleOptions } from '../public/index';
import { leagueRoutes } from './league.routes';
import { createLeagueService } from './league.service';

export const leagueModule: FastifyPluginAsync<PublicModuleOptions> = async (app, { db, clock }) => {
  await leagueRoutes(app, { league: createLeagueService({ db, clock }) });
};
