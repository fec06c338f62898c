// GET /coaches?team_id=, GET /coaches/{slug} (HTTP only).
import { TeamIdQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { ok, parseQuery } from '../../lib/validate';
import type { StaffService } from './staff.service';

export async function staffPublicRoutes(app: FastifyInstance, { staff }: { staff: StaffService }) {
  app.get('/coaches', async (request) => ok(await staff.ofTeam(request.lang, parseQuery(TeamIdQuery, request.query).team_id)));
  app.get('/coaches/:slug', async (request) => ok(await staff.detail(request.lang, slugOf(request.params))));
}
