// GET /geography: countries with their cities (HTTP only).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/validate';
import type { StadiumsService } from './stadiums.service';

export async function stadiumsPublicRoutes(app: FastifyInstance, { stadiums }: { stadiums: StadiumsService }) {
  app.get('/geography', async (request) => ok(await stadiums.geography(request.lang)));
}
