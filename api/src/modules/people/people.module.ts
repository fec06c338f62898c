// The people area (teams, clubs, players, staff, referees, geography) as one Fastify plugin for
// the public module list (modules/public/index.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { PublicModuleOptions } from '../public/index';
import { peopleRoutes } from './people.routes';
import { createPeopleService } from './people.service';

export const peopleModule: FastifyPluginAsync<PublicModuleOptions> = async (app, { db, clock }) => {
  await peopleRoutes(app, { people: createPeopleService({ db, clock }) });
};
