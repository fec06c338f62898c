// GET /coaches?team_id=, GET /coaches/{slug} (HTTP only), registered from the endpoint objects.
// A slug that is not a valid one names nobody (404).
import { staff as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { StaffService } from './staff.service';

export async function staffPublicRoutes(app: FastifyInstance, { staff }: { staff: StaffService }) {
  route(app, endpoints.ofTeam, async ({ request, query }) => ok(await staff.ofTeam(request.lang, query.team_id)));
  route(app, endpoints.bySlug, async ({ request, params }) => ok(await staff.detail(request.lang, slugOf(params))));
}
