// Appointments in the cabinet (HTTP only; ADR 0213): the official's offers and days, the league's
// offers and its list of matches needing officials.
import { appointments as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/route';
import { ok } from '../../../lib/validate';
import {
  answerAppointment,
  myAppointments,
  neededMatches,
  offerAppointment,
  setAvailability,
  type AppointmentDeps,
} from './appointments';

export function appointmentsCabinetRoutes(app: FastifyInstance, deps: AppointmentDeps) {
  route(app, endpoints.mine, async ({ request }) =>
    ok(await myAppointments(deps, request.lang, request.currentUser())),
  );
  route(app, endpoints.answer, async ({ request, body }) =>
    ok(await answerAppointment(deps, request.lang, request.currentUser(), body)),
  );
  route(app, endpoints.addUnavailable, async ({ request, body }) =>
    ok(await setAvailability(deps, request.lang, request.currentUser(), body, true)),
  );
  route(app, endpoints.removeUnavailable, async ({ request, body }) =>
    ok(await setAvailability(deps, request.lang, request.currentUser(), body, false)),
  );
  route(app, endpoints.offer, async ({ request, params, body }) =>
    ok(await offerAppointment(deps, request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.needed, async ({ request }) => ok(await neededMatches(deps, request.lang)));
}
