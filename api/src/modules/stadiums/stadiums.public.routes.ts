// GET /geography: countries with their cities (endpoint object of @league/shared/endpoints:
// stadiumsPublic).
import { stadiumsPublic as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { StadiumsService } from './stadiums.service';

export async function stadiumsPublicRoutes(app: FastifyInstance, { stadiums }: { stadiums: StadiumsService }) {
  route(app, endpoints.geography, async ({ request }) => ok(await stadiums.geography(request.lang)));
}
